import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HomeBanner } from './HomeBanner';
import { onScreen } from '../../testing/viewports';

const meta = {
  title: 'Home/HomeBanner',
  component: HomeBanner,
  parameters: { pad: false },
  // autoplay is on in the app; a still banner keeps the screenshot deterministic
  args: { autoplay: false, onSlideClick: fn() },
} satisfies Meta<typeof HomeBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Voice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: '首页横幅' });
    // spec 01 §9: height is 0.2 of the window width
    await expect(Math.round(banner.getBoundingClientRect().height)).toBe(Math.round(window.innerWidth * 0.2));
    await userEvent.click(canvas.getByRole('button', { name: 'AI 配音，一句话成声' }));
    await expect(args.onSlideClick).toHaveBeenCalledWith('voice');
  },
};

export const MultiAnchor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '第 2 张' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '第 2 张' })).toHaveAttribute('aria-current', 'true'));
  },
};

export const Tools: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '第 3 张' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '第 3 张' })).toHaveAttribute('aria-current', 'true'));
  },
};

export const Autoplay: Story = {
  args: { autoplay: 400 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // without any click the banner moves on by itself
    await waitFor(() => expect(canvas.getByRole('button', { name: '第 2 张' })).toHaveAttribute('aria-current', 'true'), { timeout: 3000 });
    // a pointer over the banner pauses it, so a person can read and pick a slide
    await userEvent.hover(canvas.getByRole('button', { name: '第 1 张' }));
    await userEvent.click(canvas.getByRole('button', { name: '第 1 张' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '第 1 张' })).toHaveAttribute('aria-current', 'true'));
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(canvas.getByRole('button', { name: '第 1 张' })).toHaveAttribute('aria-current', 'true');
  },
};

/** A phone: still a fifth of the screen's width high (spec 01 §9), the dots and slides reachable by tap. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(Math.round(canvas.getByRole('region', { name: '首页横幅' }).getBoundingClientRect().height)).toBe(Math.round(window.innerWidth * 0.2));
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const OnTablet: Story = {
  ...onScreen('tablet'),
};
