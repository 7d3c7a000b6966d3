import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { setContinuous } from '@peiyin/ssml';
import type { EditorState } from 'prosemirror-state';
import { applyCommand, panelStory, select, ssmlText, type PanelStoryArgs } from '../../testing/markup/EditorHarness';
import { ContinuousReading } from './ContinuousReading';

const withChip = (state: EditorState) => applyCommand(select(state, { text: '人工智能' }), setContinuous);

const meta = {
  title: 'Editor/Markup/ContinuousReading',
  args: { text: '人工智能正在改变配音行业。', selection: { text: '人工智能' }, onClose: fn() },
  render: panelStory(ContinuousReading),
} satisfies Meta<PanelStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '设为连读' }));
    await expect(ssmlText(canvasElement)).toContain('<w>人工智能</w>正在');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const TooShort: Story = {
  args: { selection: { text: '人' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('不支持当前选择内容进行连读');
    await expect(canvas.getByRole('button', { name: '设为连读' })).toBeDisabled();
  },
};

export const TooLong: Story = {
  args: { text: '这是一段超过十九个字的很长很长的句子需要分开朗读。', selection: { text: '这是一段超过十九个字的很长很长的句子需要' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('不支持当前选择内容进行连读');
  },
};

export const Remove: Story = {
  args: { prepare: withChip, selection: { from: 1 }, editNode: 'continuous' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '移除' }));
    await expect(ssmlText(canvasElement)).toBe('人工智能正在改变配音行业。');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
