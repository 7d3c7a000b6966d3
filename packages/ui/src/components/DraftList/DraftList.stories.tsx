import type { Meta, StoryObj } from '@storybook/react-vite';
import { onScreen } from '../../testing/viewports';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DraftList, type DraftListItem } from './DraftList';

const at = (day: number, hour: number, minute: number) => new Date(2026, 10, day, hour, minute).getTime();
const drafts: DraftListItem[] = [
  { workId: 7, title: '新品发布会开场', anchorName: '云健', length: 342, updateTime: at(22, 10, 12), summary: '各位来宾，欢迎来到我们的新品发布会现场。' },
  { workId: 6, title: '儿童故事第三集', anchorName: '晓萱', length: 1780, updateTime: at(21, 19, 3), summary: '小兔子今天又遇到了一件奇怪的事情……' },
  { workId: 3, title: '客服欢迎语', anchorName: '晓晓', length: 56, updateTime: at(18, 8, 40) },
];

const meta = {
  title: 'Creation center/DraftList',
  component: DraftList,
  args: { drafts, total: drafts.length, page: 1, onPageChange: fn(), onOpen: fn(), onDelete: fn(async () => undefined) },
} satisfies Meta<typeof DraftList>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const row = (canvasElement: HTMLElement, id: number) => within(within(canvasElement).getByTestId(`draft-${id}`));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['标题', '主播', '字数', '更新时间', '操作']);
    const first = row(canvasElement, 7);
    await expect(first.getByText('新品发布会开场')).toBeInTheDocument();
    await expect(first.getByText('云健')).toBeInTheDocument();
    await expect(first.getByText('342')).toBeInTheDocument();
    await expect(first.getByText('2026-11-22 10:12')).toBeInTheDocument();
  },
};

export const Opens: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(row(canvasElement, 6).getByRole('button', { name: '打开 儿童故事第三集' }));
    await expect(args.onOpen).toHaveBeenCalledWith(drafts[1]);
  },
};

export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(row(canvasElement, 3).getByRole('button', { name: '删除 客服欢迎语' }));
    const question = within(await body(canvasElement).findByRole('alertdialog', { name: '删除草稿' }));
    await expect(question.getByText(/^该操作无法撤销/)).toBeInTheDocument();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(question.getByRole('button', { name: '确定' }));
    await expect(args.onDelete).toHaveBeenCalledWith(drafts[2]);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(row(canvasElement, 3).getByRole('button', { name: '删除 客服欢迎语' }));
    const question = within(await body(canvasElement).findByRole('alertdialog', { name: '删除草稿' }));
    await userEvent.click(question.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Paged: Story = {
  args: { total: 25, page: 1 },
  play: async ({ canvasElement, args }) => {
    const pager = within(within(canvasElement).getByRole('navigation', { name: '分页' }));
    // 25 drafts at 10 a page (spec 02 §9) make 3 pages
    await expect(pager.getByRole('button', { name: '第 3 页' })).toBeInTheDocument();
    await expect(pager.queryByRole('button', { name: '第 4 页' })).toBeNull();
    await userEvent.click(pager.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { drafts: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { drafts: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

/** A draft with a cover set from AI drawing (设为作品封面) shows the picture before its title and summary. */
export const WithCover: Story = {
  args: { drafts: [{ ...drafts[0]!, cover: '/draw-styles/cartoon3d.png' }, drafts[1]!], total: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '新品发布会开场 的封面' })).toHaveAttribute('src', '/draw-styles/cartoon3d.png');
    await expect(canvas.getByText('各位来宾，欢迎来到我们的新品发布会现场。')).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: '儿童故事第三集 的封面' })).toBeNull();
  },
};

/** A phone: every draft a card, 打开 and delete reachable by touch within it, nothing wider than the screen. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const [first] = within(canvasElement).getAllByRole('row').filter((row) => row.hasAttribute('data-testid'));
    const card = first!.getBoundingClientRect();
    const open = within(first!).getByRole('button', { name: /^打开 / });
    for (const control of [open, within(first!).getByRole('button', { name: /^删除 / })]) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
    }
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const OnTablet: Story = {
  ...onScreen('tablet'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(768);
  },
};

export const OnDesktop: Story = {
  ...onScreen('desktop'),
};
