import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { numberReadings, setNumberReading } from '@peiyin/ssml';
import type { EditorState } from 'prosemirror-state';
import { applyCommand, panelStory, select, ssmlText, type PanelStoryArgs } from '../../testing/markup/EditorHarness';
import { NumberReadingPopover } from './NumberReadingPopover';

const digits = numberReadings('13800138000').find((r) => r.kind === 'digits')!;
const withChip = (state: EditorState) => applyCommand(select(state, { text: '13800138000' }), setNumberReading(digits.reading, digits.kind));

const meta = {
  title: 'Editor/Markup/NumberReadingPopover',
  args: { text: '客服电话13800138000，比分3:1。', selection: { text: '13800138000' }, onClose: fn() },
  render: panelStory(NumberReadingPopover),
} satisfies Meta<PanelStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const options = within(canvas.getByRole('group', { name: '读法' }));
    // spec 02 §9: the digit 1 is read 幺 in phone numbers
    await userEvent.click(options.getByRole('button', { name: /幺三八零零幺三八零零零/ }));
    await expect(ssmlText(canvasElement)).toContain('<sub alias="幺三八零零幺三八零零零" peiyin:number="phone">13800138000</sub>');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Score: Story = {
  args: { selection: { text: '3:1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /三比一/ })).toBeInTheDocument();
  },
};

export const EditAndRemove: Story = {
  args: { prepare: withChip, selection: { from: 1 }, editNode: 'aliasNumber' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /一三八零零一三八零零零/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /幺三八/ }));
    await expect(ssmlText(canvasElement)).toContain('alias="幺三八零零幺三八零零零"');
    await userEvent.click(canvas.getByRole('button', { name: '移除' }));
    await expect(ssmlText(canvasElement)).toBe('客服电话13800138000，比分3:1。');
  },
};

export const Unrecognised: Story = {
  args: { text: '第3-a号', selection: { text: '3-a' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('无法识别当前选中的数字！');
    await expect(canvas.queryByRole('group', { name: '读法' })).toBeNull();
  },
};
