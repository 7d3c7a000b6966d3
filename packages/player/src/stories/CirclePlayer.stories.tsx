// Circle (sample) players in real Chromium with real audio (spec 02 §4): HTML5 audio streams each
// sample from the story server; starting one stops the other.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CircleDemo } from './CircleDemo.tsx';
import { FIXTURES } from './fixtures.ts';

const meta = {
  title: 'Player/CirclePlayer',
  component: CircleDemo,
  args: {
    samples: [
      { name: '甲', src: `${FIXTURES}/sample-a.wav` },
      { name: '乙', src: `${FIXTURES}/sample-b.wav` },
    ],
  },
} satisfies Meta<typeof CircleDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 20_000 };

/// Only one sample plays: starting 乙 stops 甲; 乙 plays to its end and the ring resets.
export const OnlyOnePlays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const a = canvas.getByTestId('sample-甲');
    const b = canvas.getByTestId('sample-乙');
    await userEvent.click(canvas.getByRole('button', { name: '播放 甲' }));
    await waitFor(() => expect(a).toHaveAttribute('data-state', 'playing'), slow);
    // the ring's progress comes from the audio element's position: sound is really playing
    await waitFor(() => expect(canvas.getByTestId('progress-甲')).not.toHaveTextContent('进度：0%'), slow);
    await userEvent.click(canvas.getByRole('button', { name: '播放 乙' }));
    await expect(a).toHaveAttribute('data-state', 'idle');
    await waitFor(() => expect(b).toHaveAttribute('data-state', 'playing'), slow);
    await expect(a).toHaveAttribute('data-state', 'idle');
    await waitFor(() => expect(canvas.getByTestId('progress-乙')).not.toHaveTextContent('进度：0%'), slow);
    // the sample ends by itself and the player returns to idle
    await waitFor(() => expect(b).toHaveAttribute('data-state', 'idle'), slow);
    await expect(canvas.getByRole('button', { name: '播放 甲' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/// A second click on the playing sample stops it.
export const ClickAgainStops: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const a = canvas.getByTestId('sample-甲');
    await userEvent.click(canvas.getByRole('button', { name: '播放 甲' }));
    await waitFor(() => expect(a).toHaveAttribute('data-state', 'playing'), slow);
    await userEvent.click(canvas.getByRole('button', { name: '停止 甲' }));
    await expect(a).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByTestId('sample-乙')).toHaveAttribute('data-state', 'idle');
  },
};
