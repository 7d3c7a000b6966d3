import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from './Footer';
import { onScreen } from '../../testing/viewports';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { pad: false },
  args: {
    filingNumber: '沪ICP备2026000000号-1',
    year: 2026,
    links: [
      { key: 'about', label: '关于我们', href: '/about' },
      { key: 'agreement', label: '用户协议', href: '/agreement/user' },
      { key: 'privacy', label: '隐私政策', href: '/agreement/privacy' },
    ],
    onNavigate: fn(),
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '沪ICP备2026000000号-1' })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    await userEvent.click(canvas.getByRole('link', { name: '用户协议' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'agreement' }));
  },
};

export const FilingOnly: Story = { args: { links: [] } };

/** A site with no filing number configured shows none (issue 27: a placeholder number looked real). */
export const NoFilingNumber: Story = {
  args: { filingNumber: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /ICP/ })).toBeNull();
    await expect(within(canvasElement).getAllByRole('link').map((link) => link.textContent)).toEqual(['关于我们', '用户协议', '隐私政策']);
  },
};

/** The links wrap onto centred rows; each is a 44 px touch target. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    for (const link of links) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const OnTablet: Story = { ...onScreen('tablet') };
