import type { Meta, StoryObj } from '@storybook/react-vite';
import { useControlled } from '../../testing/controlled';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PitchMenu, type PitchMenuProps } from './PitchMenu';

// The page holds the value; the menu reports every move.
function Controlled(props: PitchMenuProps) {
  const menu = useControlled(props, 'value', 'onChange');
  return (
    <div style={{ width: 'fit-content', border: '1px solid #e6e8f0', borderRadius: 12, background: '#fff' }}>
      <PitchMenu value={menu.value} onChange={menu.onChange} />
    </div>
  );
}

const meta = {
  title: 'Editor/Voice/PitchMenu',
  component: PitchMenu,
  args: { value: { pitch: 0, speed: 1, volume: 100 }, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PitchMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: '音调' })).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByRole('slider', { name: '语速' })).toHaveAttribute('aria-valuetext', '1.0x');
    await expect(canvas.getByRole('slider', { name: '音量' })).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Adjust: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('slider', { name: '音调' }).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ pitch: -10, speed: 1, volume: 100 });
    canvas.getByRole('slider', { name: '语速' }).focus();
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ pitch: -10, speed: 2, volume: 100 });
    await expect(canvas.getByRole('slider', { name: '语速' })).toHaveAttribute('aria-valuetext', '2.0x');
  },
};

export const Reset: Story = {
  args: { value: { pitch: 120, speed: 1.5, volume: 40 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '恢复默认' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ pitch: 0, speed: 1, volume: 100 });
    await expect(canvas.getByRole('slider', { name: '音量' })).toHaveAttribute('aria-valuenow', '100');
  },
};
