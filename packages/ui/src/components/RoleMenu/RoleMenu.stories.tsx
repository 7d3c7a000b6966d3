import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyRoles } from '../../testing/markup/storyData';
import { RoleMenu } from './RoleMenu';

const meta = {
  title: 'Editor/Voice/RoleMenu',
  component: RoleMenu,
  args: { roles: storyRoles, value: null, onChange: fn(), onClose: fn() },
  decorators: [(Story) => <div style={{ width: 'fit-content', border: '1px solid #e6e8f0', borderRadius: 12, background: '#fff' }}><Story /></div>],
} satisfies Meta<typeof RoleMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '女孩' }));
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenCalledWith(storyRoles[0]);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const ClickAgainDeselects: Story = {
  args: { value: 'Girl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const girl = canvas.getByRole('button', { name: '女孩' });
    await expect(girl).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(girl);
    await expect(girl).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

export const Clear: Story = {
  args: { value: 'Boy' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '清除' }));
    await expect(canvas.getByRole('button', { name: '男孩' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

export const NoRoles: Story = {
  args: { roles: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('不支持多角色')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '确定' })).toBeNull();
  },
};
