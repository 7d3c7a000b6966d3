import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DrawTaskCard } from './DrawTaskCard';
import { doneSquare, doneTall, doneWide, failed, queued, running } from './fixtures';
import { onScreen } from '../../testing/viewports';

const meta = {
  title: 'AI drawing/DrawTaskCard',
  component: DrawTaskCard,
  tags: ['autodocs'],
  args: { task: doneTall, onRefresh: fn(), onRegenerate: fn(), onDelete: fn(async () => undefined), onSetCover: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DrawTaskCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** 0: waiting in the queue — spinner, the status text, 刷新; no 重新生成 yet (spec 02 §4). */
export const Queued: Story = {
  args: { task: queued },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: '排队中，前面还有 2 个任务' })).toBeInTheDocument();
    await expect(canvas.getByText('排队中，前面还有 2 个任务')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '重新生成' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '刷新' }));
    await expect(args.onRefresh).toHaveBeenCalledWith(queued);
  },
};

/** 1: being drawn — a placeholder of the asked shape (16:9) under the spinner. */
export const Running: Story = {
  args: { task: running },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('生成中，预计需要 10s-30s')).toBeInTheDocument();
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'running');
    await expect(canvas.queryByRole('img', { name: /第 1 张/ })).toBeNull();
  },
};

/** 2: done, 9:16 with a reference in repaint mode: two pictures, each with 预览, 下载, 设为作品封面. */
export const DoneTall: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: /第 \d 张$/ })).toHaveLength(2);
    await expect(canvas.getByText('9:16')).toBeInTheDocument();
    await expect(canvas.getByText('参考内容 35%')).toBeInTheDocument();
    const second = within(canvas.getByRole('group', { name: '第 2 张' }));
    await expect(second.getByRole('link', { name: '下载' })).toHaveAttribute('href', '/draw-styles/watercolor.png?download=1');
    await userEvent.click(second.getByRole('button', { name: '设为作品封面' }));
    await expect(args.onSetCover).toHaveBeenCalledWith(doneTall, 1);
    await userEvent.click(canvas.getByRole('button', { name: '重新生成' }));
    await expect(args.onRegenerate).toHaveBeenCalledWith(doneTall);
  },
};

/** 2: four square pictures in one row. */
export const DoneFour: Story = {
  args: { task: doneSquare },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group', { name: /^第 \d 张$/ })).toHaveLength(4);
  },
};

/** 2: wide pictures, and the provider's note about how it drew the reference. */
export const DoneWideWithNote: Story = {
  args: { task: doneWide },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/参考图片模式改用图生图/)).toBeInTheDocument();
    await expect(canvas.getByText('参考图片 50%')).toBeInTheDocument();
  },
};

/** A picture's actions show on hover and when the keyboard reaches the picture (Tab onto its preview button). */
export const PictureActions: Story = {
  args: { task: doneWide },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('group', { name: '第 1 张' });
    const shade = within(first).getByRole('button', { name: '设为作品封面' }).parentElement as HTMLElement;
    await expect(getComputedStyle(shade).opacity).toBe('0');
    canvas.getByRole('button', { name: '预览第 1 张' }).focus();
    // the shade fades in
    await waitFor(() => expect(getComputedStyle(shade).opacity).toBe('1'));
  },
};

/** Anything else: the failure card with the reason, and 重新生成. */
export const Failed: Story = {
  args: { task: failed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('生成失败')).toBeInTheDocument();
    await expect(canvas.getByText('绘画服务显存不足，请减少张数或尺寸后重试')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重新生成' }));
    await expect(args.onRegenerate).toHaveBeenCalledWith(failed);
  },
};

/** A picture opens large; arrows go through the batch; 设为作品封面 from there names that picture. */
export const Preview: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '预览第 1 张' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: '作品预览' }));
    await expect(dialog.getByText('第 1 / 2 张')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '下一张' }));
    await expect(dialog.getByText('第 2 / 2 张')).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: '下载' })).toHaveAttribute('href', '/draw-styles/watercolor.png?download=1');
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByText('第 1 / 2 张')).toBeInTheDocument();
    await expect(args.onSetCover).not.toHaveBeenCalled();
  },
};

export const PreviewSetsCover: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '预览第 2 张' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: '作品预览' }));
    await userEvent.click(dialog.getByRole('button', { name: '设为作品封面' }));
    await expect(args.onSetCover).toHaveBeenCalledWith(doneTall, 1);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** 删除 asks first with the spec's words (spec 02 §8). */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '删除' }));
    const question = within(await body(canvasElement).findByRole('alertdialog', { name: '删除作品' }));
    await expect(question.getByText('删除后无法恢复，是否继续删除？')).toBeInTheDocument();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '删除' }));
    const question = within(await body(canvasElement).findByRole('alertdialog', { name: '删除作品' }));
    await userEvent.click(question.getByRole('button', { name: '确定' }));
    await expect(args.onDelete).toHaveBeenCalledWith(doneTall);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

/** On a phone: the actions under the prompt, the pictures wrapping within the card; nothing wider than the screen. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  args: { task: doneSquare },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '重新生成' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const WideOnPhone: Story = { ...onScreen('phone'), args: DoneWideWithNote.args };
