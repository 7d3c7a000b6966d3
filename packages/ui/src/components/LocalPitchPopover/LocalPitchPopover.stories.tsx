import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { setSubPitch } from '@peiyin/ssml';
import type { EditorState } from 'prosemirror-state';
import { applyCommand, findText, panelStory, select, ssmlText, type PanelStoryArgs } from '../../testing/markup/EditorHarness';
import { LocalPitchPopover } from './LocalPitchPopover';

const withRange = (state: EditorState) => applyCommand(select(state, { text: '特别提醒' }), setSubPitch({ pitch: 50, speed: 1.2, volume: 80 }));

const meta = {
  title: 'Editor/Markup/LocalPitchPopover',
  args: { text: '特别提醒：今晚有大雨。', selection: { text: '特别提醒' }, onClose: fn() },
  render: panelStory(LocalPitchPopover),
} satisfies Meta<PanelStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pitch = canvas.getByRole('slider', { name: '音调' });
    // spec 02 §5: defaults pitch 0, speed 1 shown 1.0x, volume 100
    await expect(pitch).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByRole('slider', { name: '语速' })).toHaveAttribute('aria-valuetext', '1.0x');
    await expect(canvas.getByRole('slider', { name: '音量' })).toHaveAttribute('aria-valuenow', '100');
    pitch.focus();
    // pitch moves by 5
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(pitch).toHaveAttribute('aria-valuetext', '+20');
    canvas.getByRole('slider', { name: '语速' }).focus();
    await userEvent.keyboard('{PageUp}{PageUp}');
    canvas.getByRole('slider', { name: '音量' }).focus();
    await userEvent.keyboard('{PageDown}{PageDown}');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(ssmlText(canvasElement)).toContain('<prosody pitch="+2%" rate="1.2" volume="80">特别提醒</prosody>：今晚');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Reset: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pitch = canvas.getByRole('slider', { name: '音调' });
    pitch.focus();
    await userEvent.keyboard('{End}');
    await expect(pitch).toHaveAttribute('aria-valuenow', '500');
    await userEvent.click(canvas.getByRole('button', { name: '恢复默认' }));
    await expect(pitch).toHaveAttribute('aria-valuenow', '0');
  },
};

export const EditAndRemove: Story = {
  args: { prepare: withRange, selection: { from: 1 } },
  render: (args) => {
    // the wrapper's chip reports the start of its range
    const Story = panelStory((props) => <LocalPitchPopover {...props} pos={findText(props.state, '特别')} />);
    return <Story {...args} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: '音调' })).toHaveAttribute('aria-valuetext', '+50');
    await expect(canvas.getByRole('slider', { name: '语速' })).toHaveAttribute('aria-valuetext', '1.2x');
    canvas.getByRole('slider', { name: '音量' }).focus();
    await userEvent.keyboard('{Home}');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(ssmlText(canvasElement)).toContain('<prosody pitch="+5%" rate="1.2" volume="0">特别提醒</prosody>');
    await userEvent.click(canvas.getByRole('button', { name: '移除' }));
    // spec 02 §4: removing a sub-pitch wrapper unwraps its contents
    await expect(ssmlText(canvasElement)).toBe('特别提醒：今晚有大雨。');
  },
};

export const NothingSelected: Story = {
  args: { selection: { from: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择需要局部调节的内容');
    await expect(canvas.getByRole('button', { name: '确定' })).toBeDisabled();
  },
};

export const AlreadyAdjusted: Story = {
  args: { prepare: withRange, selection: { from: 1, to: 8 } },
  play: async ({ canvasElement }) => {
    // spec 02 §4: not over an existing local pitch range
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('当前内容不支持局部调节');
  },
};
