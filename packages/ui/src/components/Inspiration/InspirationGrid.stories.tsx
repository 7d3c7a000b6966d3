import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InspirationGrid } from './InspirationGrid';
import { storyTemplates } from './fixtures';
import { onScreen } from '../../testing/viewports';

const meta = {
  title: 'AI writing/InspirationGrid',
  component: InspirationGrid,
  args: { templates: storyTemplates, onOpen: fn() },
} satisfies Meta<typeof InspirationGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: '灵感模板' })).getAllByRole('listitem')).toHaveLength(storyTemplates.length);
    // each template's label carries its own colours
    await expect(within(canvas.getByTestId('template-short-video')).getByText('热门')).toHaveStyle({ color: 'rgb(212, 56, 13)' });
    await userEvent.click(canvas.getByTestId('template-live-sales'));
    await expect(args.onOpen).toHaveBeenCalledWith(storyTemplates[1]);
  },
};

export const Loading: Story = {
  args: { templates: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list', { name: '灵感模板' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { templates: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无灵感模板')).toBeInTheDocument();
  },
};

export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
