import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { setPhoneme, type PronunciationEntry } from '@peiyin/ssml';
import { applyCommand, EditorHarness, select, ssmlText, type HarnessSelection } from '../../testing/markup/EditorHarness';
import type { EditorState } from 'prosemirror-state';
import { PronunciationPopover } from './PronunciationPopover';

type Args = {
  text: string;
  selection: HarnessSelection;
  prepare?: (state: EditorState) => EditorState;
  editAt?: string;
  onClose: () => void;
  onApplyToAll?: (entry: PronunciationEntry) => void;
};

// An existing chip: 行 of 银行 already read xing2 (a wrong reading the user corrects).
const withChip = (state: EditorState) => applyCommand(select(state, { text: '行', occurrence: 0 }), setPhoneme('xing2'));

const meta = {
  title: 'Editor/Markup/PronunciationPopover',
  args: { text: '银行行长说，欢迎光临。', selection: { text: '行', occurrence: 0 }, onClose: fn() },
  render: ({ text, selection, prepare, editAt, onClose, onApplyToAll }) => (
    <EditorHarness text={text} selection={selection} {...(prepare ? { prepare } : {})}>
      {({ state, run }) => (
        <div style={{ border: '1px solid #e6e8f0', borderRadius: 12, width: 'fit-content', background: '#fff' }}>
          <PronunciationPopover state={state} run={run} onClose={onClose} pos={editAt ? findChip(state) : undefined} onApplyToAll={onApplyToAll} />
        </div>
      )}
    </EditorHarness>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

// the first phoneme chip of the document
function findChip(state: EditorState): number {
  let at = -1;
  state.doc.descendants((node, pos) => {
    if (node.type.name === 'phoneme' && at < 0) at = pos;
    return at < 0;
  });
  return at;
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('pronunciation-char')).toHaveTextContent('行');
    // toned readings, most common first, and the neutral tone in its own group
    const toned = within(canvas.getByRole('group', { name: '带声调' }));
    await expect(toned.getByRole('button', { name: 'xíng' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('group', { name: '轻声' })).getByRole('button', { name: 'hang' })).toBeInTheDocument();
    await userEvent.click(toned.getByRole('button', { name: 'háng' }));
    await expect(ssmlText(canvasElement)).toContain('银<phoneme alphabet="sapi" ph="hang 2">行</phoneme>行长说');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const CustomPinyin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '自定义拼音' }), 'hang');
    await userEvent.click(canvas.getByRole('radio', { name: '四声' }));
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(ssmlText(canvasElement)).toContain('<phoneme alphabet="sapi" ph="hang 4">行</phoneme>');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const CustomPinyinInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: '自定义拼音' });
    // spec 02 §5: at most 7 letters can be typed
    await userEvent.type(box, 'zhuangzhuang');
    await expect(box).toHaveValue('zhuangz');
    await userEvent.clear(box);
    await userEvent.type(box, 'Hang');
    await userEvent.click(canvas.getByRole('radio', { name: '二声' }));
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('拼音仅支持小写英文字母，最多7位');
    await expect(ssmlText(canvasElement)).not.toContain('phoneme');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const EmptyInputCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(ssmlText(canvasElement)).not.toContain('phoneme');
  },
};

export const EditExisting: Story = {
  args: { prepare: withChip, selection: { from: 1 }, editAt: 'phoneme' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('当前读音：xíng')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'xíng' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'háng' }));
    await expect(ssmlText(canvasElement)).toContain('ph="hang 2"');
    await expect(ssmlText(canvasElement)).not.toContain('ph="xing 2"');
  },
};

export const Remove: Story = {
  args: { prepare: withChip, selection: { from: 1 }, editAt: 'phoneme' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '移除' }));
    // spec 02 §4: removing a markup node restores its original text
    await expect(ssmlText(canvasElement)).toBe('银行行长说，欢迎光临。');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const NotOneCharacter: Story = {
  args: { selection: { text: '银行' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择一个需要设置读音的汉字');
    await expect(canvas.getByRole('button', { name: '确定' })).toBeDisabled();
  },
};

/** 应用到全部同词 is offered for a word, never for a character standing alone: every 长 of every script would be read
 * the same (issue 27: 应用到全部同词「长」). */
export const NoApplyToAllForALoneCharacter: Story = {
  args: { text: '长，是这个字。', selection: { text: '长', occurrence: 0 }, onApplyToAll: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('pronunciation-char')).toHaveTextContent('长');
    await expect(canvas.queryByRole('checkbox', { name: /应用到全部同词/ })).toBeNull();
  },
};

/** In a word, it is offered with the word. */
export const ApplyToAllForAWord: Story = {
  args: { text: '银行行长说，欢迎光临。', selection: { text: '行', occurrence: 0 }, onApplyToAll: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: /应用到全部同词「银行」/ })).toBeInTheDocument();
  },
};
