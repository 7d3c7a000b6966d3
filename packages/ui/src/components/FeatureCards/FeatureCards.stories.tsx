import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeatureCards } from './FeatureCards';
import { onScreen } from '../../testing/viewports';

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

/** Width of each card, to say "one column" or "three columns" without a picture. */
const cardWidths = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('li'), (item) => Math.round(item.getBoundingClientRect().width));

/** A phone: one card a row, the text beside the picture (issue 19: not three 100 px columns). */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement, args }) => {
    const [first, second, third] = Array.from(canvasElement.querySelectorAll('li'), (item) => item.getBoundingClientRect());
    await expect(first!.width).toBeGreaterThan(300);
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
    await expect(third!.top).toBeGreaterThanOrEqual(second!.bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /智能工具/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'tools' }));
  },
};

/** A tablet: three columns, each picture above its text. */
export const OnTablet: Story = {
  ...onScreen('tablet'),
  play: async ({ canvasElement }) => {
    const widths = cardWidths(canvasElement);
    // three equal columns on one row
    await expect(new Set(widths).size).toBe(1);
    await expect(new Set(Array.from(canvasElement.querySelectorAll('li'), (item) => Math.round(item.getBoundingClientRect().top))).size).toBe(1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(768);
  },
};
