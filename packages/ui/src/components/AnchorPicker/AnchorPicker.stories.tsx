import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AnchorPicker, type AnchorPickerProps } from './AnchorPicker';
import { filterOptions } from '../../testing/fixtures/anchors';
import { loadAnchors, loadDetail, loadLocales, usePickerQueries, type PickerLoaders } from '../../testing/fixtures/pickers';
import type { AnchorRef } from '../../private/voicePicker/VoicePickerBody';
import { onScreen } from '../../testing/viewports';
import type { AnchorDetailData } from '../AnchorDetailDialog';

type PickerStoryArgs = Omit<AnchorPickerProps, 'useAnchors' | 'useLocales' | 'useDetail'> & PickerLoaders;

function PickerStory({ loadAnchors, loadLocales, loadDetail, ...props }: PickerStoryArgs) {
  return <AnchorPicker {...props} {...usePickerQueries({ loadAnchors, loadLocales, loadDetail })} />;
}

const meta = {
  title: 'Catalogue/AnchorPicker',
  // the picker over query hooks made from the story's loaders
  component: PickerStory,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    options: filterOptions,
    loadAnchors: fn(loadAnchors),
    loadLocales: fn(loadLocales),
    loadDetail: fn(loadDetail),
    onToggleFavorite: fn(async () => true),
  },
} satisfies Meta<PickerStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const pickerOf = async (canvasElement: HTMLElement) => within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '选择主播' }));
const settingsOf = (picker: ReturnType<typeof within>) => within(picker.getByRole('complementary', { name: '声音设置' }));
const slow = { timeout: 5000 };

/// The hot tab with filters; choosing 云朗 loads its emotions (first auto-selected, its sliders applied) and roles (无 first).
export const ChooseAnchor: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = await pickerOf(canvasElement);
    await expect(picker.getByRole('tab', { name: '热门' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(picker.getAllByRole('article')).toHaveLength(7), slow);
    await expect(args.loadAnchors).toHaveBeenCalledWith(expect.objectContaining({ tab: 'search', page: 1, pageSize: 30 }));
    await userEvent.click(picker.getByRole('button', { name: '云朗' }));
    const settings = settingsOf(picker);
    await waitFor(() => expect(settings.getByRole('radio', { name: '标准' })).toBeChecked(), slow);
    await expect(args.loadDetail).toHaveBeenCalledWith({ anchorType: 0, id: 11 });
    const roles = within(settings.getByRole('group', { name: '角色' })).getAllByRole('button');
    await expect(roles.map((b) => b.textContent)).toEqual(['无', '女孩', '男孩', '老年男性']);
    // choosing an emotion applies its pitch, speed and volume (欢快: 60, 1.12, 100)
    await userEvent.click(settings.getByRole('radio', { name: '欢快' }));
    await expect(settings.getByRole('slider', { name: '音调' })).toHaveAttribute('aria-valuenow', '60');
    await expect(settings.getByRole('slider', { name: '语速' })).toHaveAttribute('aria-valuetext', '1.12x');
    await userEvent.click(settings.getByRole('radio', { name: '沉稳' }));
    await expect(settings.getByRole('slider', { name: '音调' })).toHaveAttribute('aria-valuenow', '-50');
    await expect(settings.getByRole('slider', { name: '音量' })).toHaveAttribute('aria-valuenow', '90');
    await userEvent.click(settings.getByRole('button', { name: '女孩' }));
    await userEvent.click(picker.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        anchor: expect.objectContaining({ anchorType: 0, id: 11, name: '云朗' }),
        template: expect.objectContaining({ title: '沉稳' }),
        role: expect.objectContaining({ value: 'Girl' }),
        pitch: -50,
        speed: 0.9,
        volume: 90,
      }),
    );
  },
};

/// spec 02 §4: clicking the selected role deselects it.
export const RoleDeselect: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = await pickerOf(canvasElement);
    await userEvent.click(await picker.findByRole('button', { name: '晓岚' }, slow));
    const settings = settingsOf(picker);
    const girl = await settings.findByRole('button', { name: '女孩' }, slow);
    await userEvent.click(girl);
    await expect(girl).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(girl);
    await expect(girl).toHaveAttribute('aria-pressed', 'false');
    await expect(settings.getByRole('button', { name: '无' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(picker.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ role: null, template: expect.objectContaining({ title: '标准' }) }));
  },
};

/// spec 02 §5: nothing chosen → 请选择一个主播！
export const AnchorRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = await pickerOf(canvasElement);
    await userEvent.click(picker.getByRole('button', { name: '确定' }));
    await expect(await picker.findByRole('alert')).toHaveTextContent('请选择一个主播！');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/// spec 02 §5: an anchor whose emotions have not arrived yet → 请选择一个情绪.
export const EmotionRequired: Story = {
  args: { loadDetail: fn((_anchor: AnchorRef) => new Promise<AnchorDetailData>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const picker = await pickerOf(canvasElement);
    await userEvent.click(await picker.findByRole('button', { name: '云朗' }, slow));
    await userEvent.click(picker.getByRole('button', { name: '确定' }));
    await expect(await picker.findByRole('alert')).toHaveTextContent('请选择一个情绪');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/// An anchor without an emotion list (aiLevel ≤ 2): the tip 没有更多情绪或风格！ and its only template is used.
export const NoMoreEmotions: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = await pickerOf(canvasElement);
    await userEvent.click(await picker.findByRole('button', { name: '晓萱' }, slow));
    const settings = settingsOf(picker);
    const tip = await settings.findByRole('button', { name: '没有更多情绪或风格！' }, slow);
    await expect(settings.queryByRole('radiogroup', { name: '情绪' })).toBeNull();
    await expect(settings.queryByRole('group', { name: '角色' })).toBeNull();
    await userEvent.hover(tip);
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent('没有更多情绪或风格！');
    await userEvent.click(picker.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ template: expect.objectContaining({ title: '标准' }), role: null }));
  },
};

/// The favourites tab: filters disabled, only favourites listed.
export const Favorites: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = await pickerOf(canvasElement);
    await userEvent.click(picker.getByRole('tab', { name: '收藏' }));
    await waitFor(() => expect(picker.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['晓岚']), slow);
    await expect(args.loadAnchors).toHaveBeenLastCalledWith(expect.objectContaining({ tab: 'favorites', page: 1 }));
    await expect(within(picker.getByRole('radiogroup', { name: '场景' })).getByRole('radio', { name: '广告' })).toBeDisabled();
  },
};

/// Filters narrow the list and restart at page 1.
export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = await pickerOf(canvasElement);
    await waitFor(() => expect(picker.getAllByRole('article')).toHaveLength(7), slow);
    await userEvent.click(within(picker.getByRole('radiogroup', { name: '性别' })).getByRole('radio', { name: '男声' }));
    await waitFor(() => expect(picker.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['云朗', '云深', '云飞']), slow);
    await expect(args.loadAnchors).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, condition: expect.objectContaining({ sex: 1 }) }));
  },
};

/// The voice in use is preselected with its bound emotion, role and sliders (not the first emotion).
export const BoundVoice: Story = {
  args: { current: { anchorType: 0, anchorId: 12, templateId: 123, role: 'Boy', pitch: 35, speed: 1.2, volume: 77 } },
  play: async ({ canvasElement }) => {
    const settings = settingsOf(await pickerOf(canvasElement));
    await waitFor(() => expect(settings.getByRole('radio', { name: '沉稳' })).toBeChecked(), slow);
    await expect(settings.getByRole('radio', { name: '标准' })).not.toBeChecked();
    await expect(settings.getByRole('button', { name: '男孩' })).toHaveAttribute('aria-pressed', 'true');
    await expect(settings.getByRole('slider', { name: '音调' })).toHaveAttribute('aria-valuenow', '35');
    await expect(settings.getByRole('slider', { name: '音量' })).toHaveAttribute('aria-valuenow', '77');
  },
};

/// 我的主播: the user's custom anchors.
export const CustomAnchors: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = await pickerOf(canvasElement);
    await userEvent.click(picker.getByRole('tab', { name: '我的主播' }));
    await userEvent.click(await picker.findByRole('button', { name: '我的新闻腔' }, slow));
    await expect(args.loadAnchors).toHaveBeenLastCalledWith(expect.objectContaining({ tab: 'custom', condition: expect.objectContaining({ sort: 11 }) }));
    const settings = settingsOf(picker);
    await waitFor(() => expect(settings.getByRole('slider', { name: '音量' })).toHaveAttribute('aria-valuenow', '80'), slow);
    await userEvent.click(picker.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ anchor: expect.objectContaining({ anchorType: 1, id: 3 }) }));
  },
};

/// A tablet: the dialog, its anchors and the settings column inside the screen; an anchor can be chosen.
export const OnTablet: Story = {
  ...onScreen('tablet'),
  play: async ({ canvasElement }) => {
    const picker = await pickerOf(canvasElement);
    await waitFor(() => expect(picker.getAllByRole('article').length).toBeGreaterThan(0), slow);
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '选择主播' });
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(picker.getByRole('button', { name: '云朗' }));
    await waitFor(() => expect(settingsOf(picker).getByRole('radio', { name: '标准' })).toBeChecked(), slow);
  },
};

/// A phone: the settings go under the anchors, everything inside 390 px, 确定 reachable.
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement, args }) => {
    const picker = await pickerOf(canvasElement);
    await waitFor(() => expect(picker.getAllByRole('article').length).toBeGreaterThan(0), slow);
    await userEvent.click(picker.getByRole('button', { name: '云朗' }));
    const settings = settingsOf(picker);
    await waitFor(() => expect(settings.getByRole('radio', { name: '标准' })).toBeChecked(), slow);
    const aside = picker.getByRole('complementary', { name: '声音设置' });
    await expect(aside.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(picker.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ anchor: expect.objectContaining({ id: 11 }) }));
  },
};
