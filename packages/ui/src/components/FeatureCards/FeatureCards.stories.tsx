import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeatureCards } from './FeatureCards';

const meta = {
  title: 'Home/FeatureCards',
  component: FeatureCards,
  args: { onSelect: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 1200, margin: '0 auto' }}><Story /></div>],
} satisfies Meta<typeof FeatureCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /语音合成/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'tts', loginRequired: true }));
    await userEvent.click(canvas.getByRole('button', { name: /多主播场景/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'multiAnchor', loginRequired: true }));
    await userEvent.click(canvas.getByRole('button', { name: /智能工具/ }));
    // spec 01 §2: smart tools lead to the tools hub, which visitors may open
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'tools', loginRequired: false }));
  },
};
