import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../../primitives/Button';
import { Drawer, drawerSides, type DrawerProps } from './Drawer';

// As an app uses it: closing really closes, and a button opens it again.
function Controlled(props: DrawerProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开抽屉</Button>
      <Drawer
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: {
    open: true,
    onOpenChange: fn(),
    title: '自定义主播 - 编辑',
    children: <p style={{ margin: 0 }}>抽屉内容随窗口高度滚动，页眉与页脚固定。</p>,
  },
  argTypes: { side: { control: 'inline-radio', options: drawerSides } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

// the panel fades in: a check right after opening waits until it is shown
const shown = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Right: Story = {
  args: {
    footer: (
      <>
        <Button variant="secondary">取消</Button>
        <Button>保存</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const panel = await body(canvasElement).findByRole('dialog', { name: '自定义主播 - 编辑' });
    await expect(panel).toHaveAttribute('data-side', 'right');
    // the panel hugs the right edge of the window over the full height
    const rect = panel.getBoundingClientRect();
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().right)).toBe(window.innerWidth));
    await expect(Math.round(rect.height)).toBe(window.innerHeight);
    await shown(within(panel).getByRole('button', { name: '保存' }));
  },
};

export const Left: Story = {
  args: { side: 'left', title: '筛选', width: 360 },
  play: async ({ canvasElement }) => {
    const panel = await body(canvasElement).findByRole('dialog', { name: '筛选' });
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().left)).toBe(0));
    await expect(Math.round(panel.getBoundingClientRect().width)).toBe(360);
  },
};

export const ClosesOnEscapeAndMask: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await page.findByRole('dialog', { name: '自定义主播 - 编辑' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.click(page.getByRole('button', { name: '打开抽屉' }));
    await page.findByRole('dialog', { name: '自定义主播 - 编辑' });
    await userEvent.click(canvasElement.ownerDocument.querySelector('[data-dialog-mask]')!);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

export const MaskKeepsItOpen: Story = {
  args: { maskClosable: false },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await page.findByRole('dialog', { name: '自定义主播 - 编辑' });
    await userEvent.click(canvasElement.ownerDocument.querySelector('[data-dialog-mask]')!);
    await shown(page.getByRole('dialog', { name: '自定义主播 - 编辑' }));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // the close icon still closes it
    await userEvent.click(page.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};
