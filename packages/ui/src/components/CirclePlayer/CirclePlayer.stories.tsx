import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../../primitives/Stack';
import { CirclePlayer } from './CirclePlayer';

// Real audio served by the story server (packages/player/test/fixtures/audio, `staticDirs`).
const FIXTURES = '/player-fixtures';
const slow = { timeout: 20_000 };

function TwoSamples({ onPlay }: { onPlay: () => void }) {
  return (
    <Inline gap="4">
      <CirclePlayer src={`${FIXTURES}/sample-a.wav`} label="播放 甲" onPlay={onPlay} />
      <CirclePlayer src={`${FIXTURES}/sample-b.wav`} label="播放 乙" size={48} />
    </Inline>
  );
}

const meta = {
  title: 'Components/CirclePlayer',
  component: TwoSamples,
  args: { onPlay: fn() },
} satisfies Meta<typeof TwoSamples>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: a play button. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '播放 甲' })).toHaveAttribute('data-state', 'idle');
  },
};

/** A click plays (onPlay is told); starting the other stops the first; a second click stops. */
export const OneAtATime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const a = canvas.getByRole('button', { name: '播放 甲' });
    const b = canvas.getByRole('button', { name: '播放 乙' });
    await userEvent.click(a);
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(a).toHaveAttribute('data-state', 'playing'), slow);
    await userEvent.click(b);
    await expect(a).toHaveAttribute('data-state', 'idle');
    await waitFor(() => expect(b).toHaveAttribute('data-state', 'playing'), slow);
    await userEvent.click(b);
    await expect(b).toHaveAttribute('data-state', 'idle');
    await expect(b).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Played to the end, the player returns to idle by itself. */
export const EndsIdle: Story = {
  play: async ({ canvasElement }) => {
    const a = within(canvasElement).getByRole('button', { name: '播放 甲' });
    await userEvent.click(a);
    await waitFor(() => expect(a).toHaveAttribute('data-state', 'playing'), slow);
    await waitFor(() => expect(a).toHaveAttribute('data-state', 'idle'), slow);
  },
};

/** A sample that cannot be fetched fails back to idle and says why on hover. */
export const Failure: Story = {
  render: () => <CirclePlayer src={`${FIXTURES}/missing.wav`} label="播放 丢失" />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '播放 丢失' });
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('title') ?? '').toMatch(/^播放失败：/), slow);
    await expect(button).toHaveAttribute('data-state', 'idle');
  },
};
