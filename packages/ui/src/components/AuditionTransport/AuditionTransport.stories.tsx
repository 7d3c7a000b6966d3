import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AuditionStatus } from '@peiyin/player';
import { onScreen } from '../../testing/viewports';
import { AuditionTransport } from './AuditionTransport';

const meta = {
  title: 'Editor/AuditionTransport',
  component: AuditionTransport,
  parameters: { a11y: { test: 'error' } },
  args: { status: 'default', onPlay: fn(), onStop: fn() },
} satisfies Meta<typeof AuditionTransport>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('progressbar', { name: '试听进度' });

/** Idle: 试听 alone, no progress. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '试听' }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    await expect(bar(canvasElement)).toBeNull();
  },
};

/** Waiting for the first sentence's sound: 停止 already, 加载中 beside an empty bar. */
export const Loading: Story = {
  args: { status: 'loading', totalMs: 45_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '停止' })).toBeVisible();
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuetext', '加载中');
  },
};

/** Playing: how far of how long, the bar filled as far. */
export const Playing: Story = {
  args: { status: 'playing', elapsedMs: 12_300, totalMs: 45_000 },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByTestId('audition-time')).toHaveTextContent('00:12 / 00:45');
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '12');
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuemax', '45');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '停止' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

/** Paused from the toolbar: the time stays where it stopped and 停止 still ends it. */
export const Paused: Story = {
  args: { status: 'paused', elapsedMs: 30_000, totalMs: 45_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('audition-time')).toHaveTextContent('00:30 / 00:45');
  },
};

/** Past the estimate (the voice read slower than estimated): the bar stays full at the total. */
export const PastTheEstimate: Story = {
  args: { status: 'playing', elapsedMs: 52_000, totalMs: 45_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('audition-time')).toHaveTextContent('00:45 / 00:45');
  },
};

/** One player, two controls: the transport and a stand-in for the toolbar's button share one status. */
function Shared() {
  const [status, setStatus] = useState<AuditionStatus>('default');
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <button type="button" onClick={() => setStatus('playing')}>
        工具栏试听
      </button>
      <AuditionTransport status={status} onPlay={() => setStatus('playing')} onStop={() => setStatus('default')} elapsedMs={0} totalMs={8000} />
    </div>
  );
}

/** Started from the toolbar, stopped from the bar (issue 27: one audition). */
export const StartedElsewhere: Story = {
  render: () => <Shared />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '工具栏试听' }));
    await expect(canvas.getByTestId('audition-transport')).toHaveAttribute('data-state', 'playing');
    await userEvent.click(canvas.getByRole('button', { name: '停止' }));
    await expect(canvas.getByTestId('audition-transport')).toHaveAttribute('data-state', 'default');
    await expect(canvas.getByRole('button', { name: '试听' })).toBeVisible();
  },
};

/** A phone: the buttons' icons alone and the bar without the time; names and time stay for screen readers. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  args: { status: 'playing', elapsedMs: 12_300, totalMs: 45_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '停止' })).toBeVisible();
    await expect(within(canvasElement).getByTestId('audition-time')).not.toBeVisible();
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuetext', '00:12 / 00:45');
  },
};
