import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Toaster } from './Toast';
import { toast } from './toastStore';
import { Button } from './Button';
import { Inline } from './Stack';

// The preview decorator already mounts one <Toaster />; the stories only queue messages. They stay a
// minute here (3 s in the app) so a slow machine still photographs them before they leave.
const stay = { duration: 60_000 };
const meta = {
  title: 'Primitives/Toast',
  component: Toaster,
  render: () => (
    <Inline gap="3" style={{ height: 220, alignItems: 'flex-end' }}>
      <Button onClick={() => toast.success('登录成功', stay)}>成功</Button>
      <Button variant="secondary" onClick={() => toast.warning('请先选择主播', stay)}>警告</Button>
      <Button variant="danger" onClick={() => toast.error('网络请求超时', stay)}>错误</Button>
    </Inline>
  ),
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '成功' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('登录成功')).toBeInTheDocument();
  },
};

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '成功' }));
    await userEvent.click(canvas.getByRole('button', { name: '警告' }));
    await userEvent.click(canvas.getByRole('button', { name: '错误' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('网络请求超时')).toBeInTheDocument();
    await expect(body.getByText('请先选择主播')).toBeInTheDocument();
  },
};
