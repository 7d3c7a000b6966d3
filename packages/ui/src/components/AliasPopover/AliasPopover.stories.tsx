import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { setAlias } from '@peiyin/ssml';
import type { EditorState } from 'prosemirror-state';
import { applyCommand, panelStory, select, ssmlText, type PanelStoryArgs } from '../../testing/markup/EditorHarness';
import { AliasPopover } from './AliasPopover';

const withChip = (state: EditorState) => applyCommand(select(state, { text: 'WTO' }), setAlias('世贸组织'));

const meta = {
  title: 'Editor/Markup/AliasPopover',
  args: { text: '中国于2001年加入WTO。', selection: { text: 'WTO' }, onClose: fn() },
  render: panelStory(AliasPopover),
} satisfies Meta<PanelStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('markup-subject')).toHaveTextContent('WTO');
    await expect(canvas.getByText(/示例：/)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: '别名' }), '世界贸易组织');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(ssmlText(canvasElement)).toContain('加入<sub alias="世界贸易组织">WTO</sub>。');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const BlankAlias: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '别名' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('别名不能为空');
    await expect(ssmlText(canvasElement)).not.toContain('sub');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const EditAndRemove: Story = {
  args: { prepare: withChip, selection: { from: 1 }, editNode: 'alias' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: '别名' });
    await expect(box).toHaveValue('世贸组织');
    await userEvent.clear(box);
    await userEvent.type(box, '世界贸易组织{Enter}');
    await expect(ssmlText(canvasElement)).toContain('<sub alias="世界贸易组织">WTO</sub>');
    await userEvent.click(canvas.getByRole('button', { name: '移除' }));
    await expect(ssmlText(canvasElement)).toBe('中国于2001年加入WTO。');
  },
};

export const OneCharacterSelected: Story = {
  args: { selection: { text: '中' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // spec 02 §5: an alias covers more than one character
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择需要设置别名的内容');
    await expect(canvas.getByRole('button', { name: '确定' })).toBeDisabled();
  },
};
