import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComingSoon } from './ComingSoon';
import { Button } from '../../primitives/Button';
import { onScreen } from '../../testing/viewports';

const onHome = fn();

const meta = {
  title: 'Pages/ComingSoon',
  component: ComingSoon,
  args: { feature: 'AI绘画' },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto' }}><Story /></div>],
} satisfies Meta<typeof ComingSoon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'AI绘画即将上线' })).toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: { feature: '创作中心', action: <Button onClick={onHome}>返回首页</Button> },
  play: async ({ canvasElement }) => {
    onHome.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '返回首页' }));
    await expect(onHome).toHaveBeenCalledTimes(1);
  },
};

export const OnPhone: Story = { ...onScreen('phone') };
