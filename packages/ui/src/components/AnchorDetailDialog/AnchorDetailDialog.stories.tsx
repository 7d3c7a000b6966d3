import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AnchorDetailDialog } from './AnchorDetailDialog';
import { anchors, detailOf } from '../../testing/fixtures/anchors';
import { onScreen } from '../../testing/viewports';

const yunlang = detailOf(anchors[0]!);

const meta = {
  title: 'Catalogue/AnchorDetailDialog',
  component: AnchorDetailDialog,
  args: { open: true, onOpenChange: fn(), detail: yunlang, onToggleFavorite: fn(async () => true), onStart: fn(), onPlaySample: fn() },
} satisfies Meta<typeof AnchorDetailDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement, name = '云朗') => within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }));

/// Avatar, name, description, scenes, favourite and each template with its player and text.
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('温和男声，适合旁白、解说与课程讲解')).toBeInTheDocument();
    await expect(within(dialog.getByRole('list', { name: '适用场景' })).getByText('有声书')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: '播放 标准 样音' })).toBeInTheDocument();
    await expect(dialog.getByText('今天阳光明媚，我们一起出发吧！')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '开始配音' }));
    await expect(args.onStart).toHaveBeenCalledWith(yunlang, null);
  },
};

/// Picking a template takes it along to the editor.
export const PickTemplate: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const happy = within(dialog.getByRole('listitem', { name: '欢快' }));
    await userEvent.click(happy.getByRole('button', { name: '选用' }));
    await expect(happy.getByRole('button', { name: '已选' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(dialog.getByRole('button', { name: '开始配音' }));
    await expect(args.onStart).toHaveBeenCalledWith(yunlang, yunlang.templateList[1]!.id);
  },
};

/// A template sample plays (loading → playing with real audio) and a second click stops it.
export const PlaySample: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const player = dialog.getByRole('button', { name: '播放 沉稳 样音' });
    await userEvent.click(player);
    await expect(args.onPlaySample).toHaveBeenCalledWith(yunlang.templateList[2]);
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'playing'), { timeout: 20_000 });
    // playing a sample is not picking its template
    await expect(dialog.getByRole('listitem', { name: '沉稳' })).not.toHaveAttribute('data-selected');
    await userEvent.click(player);
    await expect(player).toHaveAttribute('data-state', 'idle');
  },
};

/// spec 01 §4: the favourite changes only after the server's 200.
export const Favorite: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '收藏' }));
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(yunlang, true);
    await waitFor(() => expect(dialog.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true'));
  },
};

export const FavoriteRefused: Story = {
  args: { onToggleFavorite: fn(async () => false) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '收藏' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: '收藏' })).toHaveAttribute('data-state', 'idle'));
    await expect(dialog.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Loading: Story = {
  args: { detail: null },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, '主播详情');
    await expect(dialog.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: '开始配音' })).toBeNull();
  },
};

/// A phone: the detail fits the screen, a sample plays by a tap on its circle player, 开始配音 takes the pick.
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const box = canvasElement.ownerDocument.body.querySelector('[role="dialog"]')!.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(390);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const player = dialog.getByRole('button', { name: '播放 沉稳 样音' });
    await userEvent.click(player);
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'playing'), { timeout: 20_000 });
    await userEvent.click(player);
    await expect(player).toHaveAttribute('data-state', 'idle');
    await userEvent.click(within(dialog.getByRole('listitem', { name: '欢快' })).getByRole('button', { name: '选用' }));
    await userEvent.click(dialog.getByRole('button', { name: '开始配音' }));
    await expect(args.onStart).toHaveBeenCalledWith(yunlang, yunlang.templateList.find((template) => template.title === '欢快')!.id);
  },
};

/// The picture of the dialog on a phone, nothing chosen.
export const OnPhoneOpen: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    await dialogOf(canvasElement);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const OnTablet: Story = {
  ...onScreen('tablet'),
  play: async ({ canvasElement }) => {
    await dialogOf(canvasElement);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
