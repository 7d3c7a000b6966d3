import { useRef } from 'react';
import { pressKeys } from '../../testing/realInput';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AudioScrubber, type AudioScrubberHandle, type AudioScrubberProps } from './AudioScrubber';

const meta = {
  title: 'Creation center/AudioScrubber',
  component: AudioScrubber,
  // 2.5 s of audio served by the story server
  args: { src: '/player-fixtures/sample-a.wav', title: '欢迎词' },
  parameters: { a11y: { test: 'error' } },
  render: (args) => (
    <div style={{ width: '100%', maxWidth: 520 }}>
      <AudioScrubber {...args} />
    </div>
  ),
} satisfies Meta<typeof AudioScrubber>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without the server's measure the file's own length is shown once it is known. */
export const FileLength: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByTestId('player-time')).toHaveTextContent('0:00 / 0:03'));
    await expect(within(canvasElement).getByRole('button', { name: '播放 欢迎词' })).toHaveAttribute('data-state', 'idle');
  },
};

/** What the timeline's ▶ does: play from a position (here 1.5 s), the scrubber following. */
function PlayFrom(props: AudioScrubberProps) {
  const player = useRef<AudioScrubberHandle>(null);
  return (
    <div style={{ width: '100%', maxWidth: 520 }}>
      <button type="button" onClick={() => player.current?.playFrom(1500)}>
        从 1.5 秒播放
      </button>
      <AudioScrubber ref={player} {...props} />
    </div>
  );
}

export const PlaysFromAPosition: Story = {
  args: { durationMs: 2500 },
  render: (args) => <PlayFrom {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const audio = canvasElement.querySelector('audio')!;
    await userEvent.click(canvas.getByRole('button', { name: '从 1.5 秒播放' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '播放 欢迎词' })).toHaveAttribute('data-state', 'playing'), { timeout: 5000 });
    await expect(audio.currentTime).toBeGreaterThanOrEqual(1.5);
    await expect(Number((canvas.getByRole('slider', { name: '欢迎词 播放进度' }) as HTMLInputElement).value)).toBeGreaterThanOrEqual(1500);
    audio.pause();
    await waitFor(() => expect(canvas.getByRole('button', { name: '播放 欢迎词' })).toHaveAttribute('data-state', 'idle'));
    canvas.getByRole('slider', { name: '欢迎词 播放进度' }).focus();
    await pressKeys('{Home}');
    await waitFor(() => expect(canvas.getByTestId('player-time')).toHaveTextContent('0:00 / 0:03'));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
