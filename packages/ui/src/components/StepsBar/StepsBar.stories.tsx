import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepsBar } from './StepsBar';
import { onScreen } from '../../testing/viewports';

const meta = {
  title: 'Home/StepsBar',
  component: StepsBar,
  decorators: [(Story) => <div style={{ maxWidth: 1200, margin: '0 auto' }}><Story /></div>],
} satisfies Meta<typeof StepsBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getAllByRole('listitem').filter((item) => !item.hasAttribute('aria-hidden'));
    // spec 01 §2: the three steps in order
    await expect(steps.map((step) => step.textContent?.slice(1, 5))).toEqual(['选择主播', '编辑文本', '合成音频']);
    await expect(canvasElement.querySelectorAll('figure svg')).toHaveLength(2);
  },
};

/** A phone: the three steps stacked, the two pictures one above the other, nothing wider than the screen. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem').filter((item) => !item.hasAttribute('aria-hidden'));
    const [first, second] = steps.map((step) => step.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom);
    const [editor, audio] = Array.from(canvasElement.querySelectorAll('figure'), (figure) => figure.getBoundingClientRect());
    await expect(audio!.top).toBeGreaterThan(editor!.bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const OnTablet: Story = {
  ...onScreen('tablet'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(768);
  },
};
