import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { Pagination } from './Pagination';

function Pager({ total, pageSize = 20, initial = 1 }: { total: number; pageSize?: number; initial?: number }) {
  const [page, setPage] = useState(initial);
  return (
    <div style={{ width: 480 }}>
      <Pagination page={page} pageSize={pageSize} total={total} onChange={setPage} />
      <p>当前第 {page} 页</p>
    </div>
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pager,
  args: { total: 0 },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A few pages: previous is disabled on the first, next on the last. */
export const FewPages: Story = {
  args: { total: 55 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(canvas.getByText('当前第 2 页')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }));
    await expect(canvas.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

/** Many pages: first, last and two neighbours each side of the current page, gaps between. */
export const ManyPages: Story = {
  args: { total: 2000, initial: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const labels = canvas.getAllByRole('button').map((b) => b.textContent);
    await expect(labels).toEqual(['', '1', '48', '49', '50', '51', '52', '100', '']);
    await userEvent.click(canvas.getByRole('button', { name: '第 100 页' }));
    await expect(canvas.getByText('当前第 100 页')).toBeVisible();
  },
};

/** Everything on one page: no pager at all. */
export const OnePage: Story = {
  args: { total: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};
