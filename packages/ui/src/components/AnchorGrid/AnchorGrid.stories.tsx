import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { AnchorGrid, type AnchorGridProps } from './AnchorGrid';
import { anchors, customAnchors } from '../../testing/fixtures/anchors';
import { onScreen } from '../../testing/viewports';

// 24 anchors in pages of 4 when paged by the parent (the grid reports the page, the parent slices).
const many = Array.from({ length: 3 }, (_, round) => anchors.map((a) => ({ ...a, id: a.id + round * 100, name: round === 0 ? a.name : `${a.name}${round + 1}` }))).flat();

function Paged(props: AnchorGridProps) {
  const [page, setPage] = useState(props.page);
  const list = props.anchors.length > props.pageSize ? props.anchors.slice((page - 1) * props.pageSize, page * props.pageSize) : props.anchors;
  return (
    <AnchorGrid
      {...props}
      anchors={list}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Catalogue/AnchorGrid',
  component: AnchorGrid,
  args: { anchors: many, page: 1, pageSize: 8, total: many.length, onPageChange: fn(), onOpen: fn(), onToggleFavorite: fn(async () => true) },
  render: (args) => <Paged {...args} />,
} satisfies Meta<typeof AnchorGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/// A page of cards with previous, pager and next.
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('article', { name: '云朗2' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

/// System and custom anchors side by side.
export const Mixed: Story = {
  args: { anchors: [...customAnchors, ...anchors.slice(0, 3)], total: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('article', { name: '我的新闻腔' }));
    await expect(args.onOpen).toHaveBeenCalledWith(customAnchors[0]);
    // everything fits on one page: no pager
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/// spec 01 §2: empty state 暂无数据.
export const Empty: Story = {
  args: { anchors: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无数据')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: '主播列表' })).toHaveAttribute('data-state', 'empty');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '主播列表' })).toHaveAttribute('data-state', 'loading');
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/// The pickers' denser cards, one of them picked.
export const Small: Story = {
  args: { size: 'sm', selectedKey: '0:12', pageSize: 30 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: '晓岚' })).toHaveAttribute('aria-current', 'true');
  },
};

/** How many cards share the first row. */
const firstRowCount = (canvasElement: HTMLElement) => {
  const tops = within(canvasElement).getAllByRole('article').map((card) => Math.round(card.getBoundingClientRect().top));
  return tops.filter((top) => top === tops[0]).length;
};

/** A phone: two cards a row, the text under the avatar, nothing beyond the screen's edge (issue 19). */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement, args }) => {
    await expect(firstRowCount(canvasElement)).toBe(2);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const [card] = within(canvasElement).getAllByRole('article');
    await userEvent.click(within(card!).getByRole('button', { name: anchors[0]!.name }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: anchors[0]!.id }));
  },
};

/** A tablet: three cards a row. */
export const OnTablet: Story = {
  ...onScreen('tablet'),
  play: async ({ canvasElement }) => {
    await expect(firstRowCount(canvasElement)).toBe(3);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(768);
  },
};

/** A desktop: the four columns of spec 01 §2. */
export const OnDesktop: Story = {
  ...onScreen('desktop'),
  play: async ({ canvasElement }) => {
    await expect(firstRowCount(canvasElement)).toBe(4);
  },
};
