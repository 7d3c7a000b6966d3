import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TranscriptEditor, type TranscriptEditorProps } from './TranscriptEditor';
import { onScreen } from '../../testing/viewports';

const sentences = [
  { beginTime: 0, endTime: 2400, text: '大家好，欢迎收听本期节目。' },
  { beginTime: 2400, endTime: 6100, text: '今天我们聊一聊，怎样用人工智能给视屏配音。' },
  { beginTime: 6100, endTime: 8000, text: '首先，' },
  { beginTime: 8000, endTime: 9800, text: '把视频里说的话提取成文案。' },
  { beginTime: 9800, endTime: 12500, text: '然后选一位喜欢的主播。一键合成。' },
];

/** The editor with the sentences held in state, as a page holds them. */
function Editing(props: TranscriptEditorProps) {
  const [value, setValue] = useState(props.sentences);
  return (
    <TranscriptEditor
      {...props}
      sentences={value}
      onSentencesChange={(next) => {
        setValue(next);
        props.onSentencesChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Tools/TranscriptEditor',
  component: TranscriptEditor,
  tags: ['autodocs'],
  args: { sentences, onSentencesChange: fn(), onSeek: fn() },
  parameters: { a11y: { test: 'error' } },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <Editing {...args} />
    </div>
  ),
} satisfies Meta<typeof TranscriptEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A word fixed, two sentences merged, one split at the caret; ▶ plays a sentence from its start. */
export const Editable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('textbox', { name: '第 2 句' });
    // 视屏 → 视频: select the wrong word and type over it
    const wrong = (second as HTMLTextAreaElement).value.indexOf('视屏');
    (second as HTMLTextAreaElement).setSelectionRange(wrong, wrong + 2);
    await userEvent.type(second, '视频', { initialSelectionStart: wrong, initialSelectionEnd: wrong + 2 });
    await expect(second).toHaveValue('今天我们聊一聊，怎样用人工智能给视频配音。');

    await userEvent.click(canvas.getByRole('button', { name: '把第 3 句与下一句合并' }));
    await expect(canvas.getByRole('textbox', { name: '第 3 句' })).toHaveValue('首先，把视频里说的话提取成文案。');
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
    await expect(args.onSentencesChange).toHaveBeenLastCalledWith(expect.arrayContaining([{ beginTime: 6100, endTime: 9800, text: '首先，把视频里说的话提取成文案。' }]));

    // split 然后选一位喜欢的主播。| 一键合成。 at the caret
    const fourth = canvas.getByRole('textbox', { name: '第 4 句' }) as HTMLTextAreaElement;
    const cut = fourth.value.indexOf('一键');
    fourth.focus();
    fourth.setSelectionRange(cut, cut);
    await userEvent.click(canvas.getByRole('button', { name: '在光标处拆分第 4 句' }));
    await expect(canvas.getByRole('textbox', { name: '第 5 句' })).toHaveValue('一键合成。');
    await expect(canvas.getByRole('textbox', { name: '第 4 句' })).toHaveValue('然后选一位喜欢的主播。');

    await userEvent.click(canvas.getByRole('button', { name: '从 00:02 播放第 2 句' }));
    await expect(args.onSeek).toHaveBeenCalledWith(2400);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The sentence being heard is marked; 改写 is offered per sentence when the page can rewrite. */
export const Playing: Story = {
  args: { currentMs: 7000, onRewrite: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: '把第 5 句与下一句合并' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '改写第 2 句' }));
    await expect(args.onRewrite).toHaveBeenCalledWith(1);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** While a rewrite runs nothing can be changed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '第 1 句' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '在光标处拆分第 1 句' })).toBeDisabled();
  },
};

/** A pasted script has no recording: each sentence shows its estimated start, and nothing to play. */
export const WithoutRecording: Story = {
  args: { onSeek: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /播放/ })).toBeNull();
    await expect(canvas.getByText('00:06')).toBeVisible();
  },
};

export const OnTablet: Story = { ...onScreen('tablet') };

/** On a phone a sentence's words go under its time and actions; nothing is wider than the screen. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  args: { onRewrite: fn() },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(5);
  },
};
