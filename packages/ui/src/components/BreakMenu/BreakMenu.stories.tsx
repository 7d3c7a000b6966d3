import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { insertBreak } from '@peiyin/ssml';
import type { EditorState } from 'prosemirror-state';
import { applyCommand, panelStory, select, ssmlText, type PanelStoryArgs } from '../../testing/markup/EditorHarness';
import { BreakMenu } from './BreakMenu';

const withChip = (state: EditorState) => applyCommand(select(state, { cursorAfter: '大家好' }), insertBreak(1000));

const meta = {
  title: 'Editor/Markup/BreakMenu',
  args: { text: '大家好，欢迎收听。', selection: { cursorAfter: '大家好' }, onClose: fn() },
  render: panelStory(BreakMenu),
} satisfies Meta<PanelStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Preset: Story = {
  play: async ({ canvasElement, args }) => {
    const presets = within(within(canvasElement).getByRole('group', { name: '常用停顿' }));
    await expect(presets.getAllByRole('button').map((b) => b.textContent)).toEqual(['0.2s', '0.5s', '1.0s']);
    await userEvent.click(presets.getByRole('button', { name: '0.5s' }));
    await expect(ssmlText(canvasElement)).toContain('大家好<break time="500ms"/>，');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const DefaultInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // spec 02 §5: the default insert is 200 ms
    await expect(canvas.getByRole('spinbutton', { name: '自定义停顿（秒）' })).toHaveValue(0.2);
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(ssmlText(canvasElement)).toContain('<break time="200ms"/>');
  },
};

export const CustomClamped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('spinbutton', { name: '自定义停顿（秒）' });
    await userEvent.clear(box);
    await userEvent.type(box, '8');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    // spec 02 §5: a commit clamps to 0.1-5 s
    await expect(ssmlText(canvasElement)).toContain('<break time="5000ms"/>');
  },
};

export const CustomOneDecimal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('spinbutton', { name: '自定义停顿（秒）' });
    await userEvent.clear(box);
    await userEvent.type(box, '1.26{Enter}');
    await expect(ssmlText(canvasElement)).toContain('<break time="1300ms"/>');
  },
};

export const NeedsCursor: Story = {
  args: { selection: { text: '大家' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('请将光标置于需要插入位置!');
    await expect(canvas.getByRole('button', { name: '确定' })).toBeDisabled();
  },
};

export const EditAndRemove: Story = {
  args: { prepare: withChip, selection: { from: 1 }, editNode: 'break' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '1.0s' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '0.2s' }));
    await expect(ssmlText(canvasElement)).toContain('<break time="200ms"/>');
    await userEvent.click(canvas.getByRole('button', { name: '移除' }));
    await expect(ssmlText(canvasElement)).toBe('大家好，欢迎收听。');
  },
};
