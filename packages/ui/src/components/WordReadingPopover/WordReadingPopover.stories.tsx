import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { setWordReading } from '@peiyin/ssml';
import type { EditorState } from 'prosemirror-state';
import { applyCommand, panelStory, select, ssmlText, type PanelStoryArgs } from '../../testing/markup/EditorHarness';
import { WordReadingPopover } from './WordReadingPopover';

const withChip = (state: EditorState) => applyCommand(select(state, { text: 'NBA' }), setWordReading('word'));

const meta = {
  title: 'Editor/Markup/WordReadingPopover',
  args: { text: '今晚直播NBA总决赛。', selection: { text: 'NBA' }, onClose: fn() },
  render: panelStory(WordReadingPopover),
} satisfies Meta<PanelStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LetterByLetter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /逐个字母朗读/ }));
    await expect(ssmlText(canvasElement)).toContain('<say-as interpret-as="characters">NBA</say-as>');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const AsWord: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /作为单词朗读/ }));
    await expect(ssmlText(canvasElement)).toContain('<say-as interpret-as="word">NBA</say-as>');
  },
};

export const EditAndRemove: Story = {
  args: { prepare: withChip, selection: { from: 1 }, editNode: 'sayAs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /作为单词朗读/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '移除' }));
    await expect(ssmlText(canvasElement)).toBe('今晚直播NBA总决赛。');
  },
};

export const NotAWord: Story = {
  args: { selection: { text: '直播' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // spec 02 §4: letters a-z or A-Z only
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择需要设置的单词');
    await expect(canvas.getByRole('button', { name: /逐个字母朗读/ })).toBeDisabled();
  },
};
