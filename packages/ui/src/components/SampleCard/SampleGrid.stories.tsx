import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SampleGrid } from './SampleGrid';
import { storySamples } from '../../testing/fixtures/samples';
import { onScreen } from '../../testing/viewports';

const meta = {
  title: 'Gallery/SampleGrid',
  component: SampleGrid,
  args: { samples: storySamples, onOpen: fn() },
} satisfies Meta<typeof SampleGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: /童话故事/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(storySamples[1]);
  },
};

export const Empty: Story = {
  args: { samples: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { samples: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('暂无数据')).toBeNull();
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

/** A phone: one sample a row at the screen's width. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await userEvent.click(canvas.getByRole('button', { name: /童话故事/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(storySamples[1]);
  },
};

export const OnTablet: Story = {
  ...onScreen('tablet'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(768);
  },
};
