import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { Slider } from './Slider';
import { Stack } from './Stack';

/** The editor's three voice sliders with the spec's ranges (spec 02 §5). */
function VoiceSliders({ disabled = false }: { disabled?: boolean }) {
  const [pitch, setPitch] = useState(0);
  const [speed, setSpeed] = useState(1);
  const [volume, setVolume] = useState(100);
  return (
    <Stack gap="3" style={{ width: 360 }}>
      <Slider label="音调" value={pitch} onChange={setPitch} min={-500} max={500} step={5} disabled={disabled} />
      <Slider label="语速" value={speed} onChange={setSpeed} min={0.5} max={2} step={0.01} format={(v) => `${v.toFixed(2)}x`} disabled={disabled} />
      <Slider label="音量" value={volume} onChange={setVolume} min={0} max={100} step={1} disabled={disabled} />
    </Stack>
  );
}

const meta = {
  title: 'Primitives/Slider',
  component: VoiceSliders,
} satisfies Meta<typeof VoiceSliders>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keys move by one step, Page Up by ten, End to the maximum; values snap to the step without float noise. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pitch = canvas.getByRole('slider', { name: '音调' });
    await userEvent.click(pitch);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(pitch).toHaveAttribute('aria-valuenow', '10');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(pitch).toHaveAttribute('aria-valuetext', '-5');
    const speed = canvas.getByRole('slider', { name: '语速' });
    speed.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(speed).toHaveAttribute('aria-valuetext', '1.03x');
    await expect(canvas.getByText('1.03x')).toBeVisible();
    const volume = canvas.getByRole('slider', { name: '音量' });
    volume.focus();
    await userEvent.keyboard('{Home}');
    await expect(volume).toHaveAttribute('aria-valuenow', '0');
  },
};

/** Disabled sliders do not move. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pitch = canvas.getByRole('slider', { name: '音调' });
    pitch.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(pitch).toHaveAttribute('aria-valuenow', '0');
    await expect(pitch).toHaveAttribute('data-disabled');
  },
};
