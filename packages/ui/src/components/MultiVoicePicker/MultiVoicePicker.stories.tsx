import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onScreen } from '../../testing/viewports';
import { MultiVoicePicker, type MultiVoicePickerProps } from './MultiVoicePicker';
import { filterOptions } from '../../testing/fixtures/anchors';
import { loadAnchors, loadDetail, loadLocales, usePickerQueries, type PickerLoaders } from '../../testing/fixtures/pickers';

type PickerStoryArgs = Omit<MultiVoicePickerProps, 'useAnchors' | 'useLocales' | 'useDetail'> & PickerLoaders;

function PickerStory({ loadAnchors, loadLocales, loadDetail, ...props }: PickerStoryArgs) {
  return <MultiVoicePicker {...props} {...usePickerQueries({ loadAnchors, loadLocales, loadDetail })} />;
}

const meta = {
  title: 'Catalogue/MultiVoicePicker',
  // the picker over query hooks made from the story's loaders
  component: PickerStory,
  args: { open: true, onOpenChange: fn(), onConfirm: fn(), options: filterOptions, loadAnchors: fn(loadAnchors), loadLocales: fn(loadLocales), loadDetail: fn(loadDetail) },
} satisfies Meta<PickerStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const pickerOf = async (canvasElement: HTMLElement) => within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '多人配音' }));
const slow = { timeout: 5000 };

/// Tab 选择主播 searches 200 at a time; pitch runs -100..100; 确定 confirms for this span only.
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = await pickerOf(canvasElement);
    await expect(picker.getByRole('tab', { name: '选择主播' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(await picker.findByRole('button', { name: '晓岚' }, slow));
    await expect(args.loadAnchors).toHaveBeenCalledWith(expect.objectContaining({ tab: 'search', pageSize: 200 }));
    const settings = within(picker.getByRole('complementary', { name: '声音设置' }));
    await userEvent.click(await settings.findByRole('radio', { name: '欢快' }, slow));
    const pitch = settings.getByRole('slider', { name: '音调' });
    await expect(pitch).toHaveAttribute('aria-valuemin', '-100');
    await expect(pitch).toHaveAttribute('aria-valuemax', '100');
    await expect(pitch).toHaveAttribute('aria-valuenow', '60');
    // keyboard: End goes to the top of the multi-voice range
    pitch.focus();
    await userEvent.keyboard('{End}');
    await expect(pitch).toHaveAttribute('aria-valuenow', '100');
    await userEvent.click(settings.getByRole('button', { name: '男孩' }));
    await userEvent.click(picker.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ anchor: expect.objectContaining({ id: 12, name: '晓岚' }), template: expect.objectContaining({ title: '欢快' }), role: expect.objectContaining({ value: 'Boy' }), pitch: 100, speed: 1.12 }),
      false,
    );
  },
};

/// 替换全部 gives every multi-voice span this voice.
export const ReplaceAll: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = await pickerOf(canvasElement);
    await userEvent.click(await picker.findByRole('button', { name: '云深' }, slow));
    await waitFor(() => expect(picker.getByTestId('chosen-anchor')).toHaveTextContent('云深'), slow);
    await userEvent.click(picker.getByRole('button', { name: '替换全部' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ anchor: expect.objectContaining({ id: 14 }), role: null }), true);
  },
};

/// The second tab sets sort 11: the user's own (custom) anchors; filters do not apply there.
export const MyAnchors: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = await pickerOf(canvasElement);
    await userEvent.click(picker.getByRole('tab', { name: '我的主播' }));
    await waitFor(() => expect(picker.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['我的新闻腔']), slow);
    await expect(args.loadAnchors).toHaveBeenLastCalledWith(expect.objectContaining({ condition: expect.objectContaining({ sort: 11 }), pageSize: 200 }));
    await expect(within(picker.getByRole('radiogroup', { name: '性别' })).getByRole('radio', { name: '男声' })).toBeDisabled();
  },
};

/// spec 02 §5: 请选择一个主播！ from either button.
export const AnchorRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = await pickerOf(canvasElement);
    await userEvent.click(picker.getByRole('button', { name: '替换全部' }));
    await expect(await picker.findByRole('alert')).toHaveTextContent('请选择一个主播！');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/// Editing an existing chip: its voice is preselected (pitch within -100..100).
export const Editing: Story = {
  args: { current: { anchorType: 0, anchorId: 11, templateId: 113, role: 'OlderAdultMale', pitch: -40, speed: 0.8, volume: 60 } },
  play: async ({ canvasElement }) => {
    const settings = within((await pickerOf(canvasElement)).getByRole('complementary', { name: '声音设置' }));
    await waitFor(() => expect(settings.getByRole('radio', { name: '沉稳' })).toBeChecked(), slow);
    await expect(settings.getByRole('button', { name: '老年男性' })).toHaveAttribute('aria-pressed', 'true');
    await expect(settings.getByRole('slider', { name: '音调' })).toHaveAttribute('aria-valuenow', '-40');
    await expect(settings.getByRole('slider', { name: '语速' })).toHaveAttribute('aria-valuetext', '0.80x');
  },
};

/// A phone: filters, anchors and settings in one scroll inside 390 px; a voice can be chosen and confirmed.
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement, args }) => {
    const picker = await pickerOf(canvasElement);
    await userEvent.click(await picker.findByRole('button', { name: '晓岚' }, slow));
    const settings = within(picker.getByRole('complementary', { name: '声音设置' }));
    await userEvent.click(await settings.findByRole('radio', { name: '欢快' }, slow));
    await expect(picker.getByRole('complementary', { name: '声音设置' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(picker.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ anchor: expect.objectContaining({ id: 12 }) }), false);
  },
};

/// A tablet: the dialog inside the screen, both columns shown.
export const OnTablet: Story = {
  ...onScreen('tablet'),
  play: async ({ canvasElement }) => {
    const picker = await pickerOf(canvasElement);
    await picker.findByRole('button', { name: '晓岚' }, slow);
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '多人配音' });
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // (the dialog fades in: on a busy machine it may still be transparent here)
    await waitFor(() => expect(picker.getByRole('complementary', { name: '声音设置' })).toBeVisible(), slow);
  },
};
