import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SampleDetailDialog } from './SampleDetailDialog';
import { storySamples } from '../../testing/fixtures/samples';
import { controlled } from '../../testing/controlled';
import { onScreen } from '../../testing/viewports';

const sample = storySamples[0]!;

const Controlled = controlled(SampleDetailDialog, 'open', 'onOpenChange');

const meta = {
  title: 'Gallery/SampleDetailDialog',
  component: SampleDetailDialog,
  args: { sample, open: true, onOpenChange: fn(), onPlay: fn(), onUse: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SampleDetailDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const detail = async (canvasElement: HTMLElement) => within(await body(canvasElement).findByRole('dialog', { name: 'AI样音详情' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await detail(canvasElement);
    await expect(dialog.getByText('早间新闻播报')).toBeInTheDocument();
    await expect(dialog.getByText('云健-新闻')).toBeInTheDocument();
    await expect(dialog.getByTestId('sample-text')).toHaveTextContent('各位观众早上好，欢迎收看今天的早间新闻。');
    await expect(dialog.getByRole('button', { name: '播放 早间新闻播报 样音' })).toHaveAttribute('data-state', 'idle');
    await expect(dialog.getByRole('button', { name: '去配音' })).toBeInTheDocument();
  },
};

export const Plays: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await detail(canvasElement);
    const player = dialog.getByRole('button', { name: '播放 早间新闻播报 样音' });
    await userEvent.click(player);
    // spec 02 §7: starting playback is an audition the app reports (event 1)
    await expect(args.onPlay).toHaveBeenCalledWith(sample);
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'playing'), { timeout: 5000 });
    await userEvent.click(player);
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'idle'));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
};

export const GoDubbing: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await detail(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '去配音' }));
    await expect(args.onUse).toHaveBeenCalledWith(sample);
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};

export const Closes: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await detail(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const NoSample: Story = {
  args: { sample: null },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** A phone: the sample plays by a tap, 去配音 is within the screen. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement, args }) => {
    const dialog = await detail(canvasElement);
    const box = body(canvasElement).getByRole('dialog').getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(390);
    const player = dialog.getByRole('button', { name: '播放 早间新闻播报 样音' });
    await userEvent.click(player);
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'playing'), { timeout: 5000 });
    await userEvent.click(player);
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'idle'));
    const use = dialog.getByRole('button', { name: '去配音' });
    await expect(use.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await userEvent.click(use);
    await expect(args.onUse).toHaveBeenCalledWith(sample);
  },
};

export const OnTablet: Story = {
  ...onScreen('tablet'),
  play: async ({ canvasElement }) => {
    await detail(canvasElement);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
