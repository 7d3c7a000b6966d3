import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RightToolbar } from './RightToolbar';
import { onScreen } from '../../testing/viewports';

const meta = {
  title: 'Shell/RightToolbar',
  component: RightToolbar,
  parameters: { pad: false },
  args: {
    serviceQrs: [
      { label: '客服微信 1', value: 'https://peiyin.app/service/wechat/1' },
      { label: '客服微信 2', value: 'https://peiyin.app/service/wechat/2' },
    ],
    onNavigate: fn(),
    onFeedback: fn(),
  },
  // a transformed box becomes the containing block of the fixed tool bar, so the story frames it
  decorators: [(Story) => <div style={{ position: 'relative', height: 360, transform: 'translateZ(0)' }}><Story /></div>],
} satisfies Meta<typeof RightToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '帮助中心' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ href: '/help' }));
    await userEvent.click(canvas.getByRole('button', { name: '意见反馈' }));
    await expect(args.onFeedback).toHaveBeenCalledTimes(1);
  },
};

export const ServiceWechat: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '客服微信' }));
    const body = within(canvasElement.ownerDocument.body);
    const qr = await body.findByRole('img', { name: '客服微信 1二维码' });
    await expect(qr).toHaveAttribute('data-value', 'https://peiyin.app/service/wechat/1');
    await expect(body.getByRole('img', { name: '客服微信 2二维码' })).toBeInTheDocument();
  },
};

/** No service QR codes configured: no 客服微信 item (issue 27: the codes pointed at this site's own help pages). */
export const NoServiceQrs: Story = {
  args: { serviceQrs: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '客服微信' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '帮助中心' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '意见反馈' })).toBeInTheDocument();
  },
};

/** On a phone the 60 px column would cover the content: one floating button in the corner instead. */
export const FoldedOnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('nav[aria-label="工具栏"]')).not.toBeVisible();
    const fab = canvas.getByRole('button', { name: '更多工具' }).getBoundingClientRect();
    await expect(fab.width).toBeGreaterThanOrEqual(44);
    await expect(fab.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The folded bar opened: the same three items, each a full-width touch row; the QR codes unfold in place. */
export const FoldedOpenOnPhone: Story = {
  ...onScreen('phone'),
  decorators: [(Story) => <div style={{ position: 'relative', height: 700, transform: 'translateZ(0)' }}><Story /></div>],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '更多工具' }));
    const panel = within(await body.findByRole('dialog', { name: '更多工具' }));
    await userEvent.click(panel.getByRole('button', { name: '意见反馈' }));
    await expect(args.onFeedback).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog', { name: '更多工具' })).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: '更多工具' }));
    const again = within(await body.findByRole('dialog', { name: '更多工具' }));
    await expect(Math.round(again.getByRole('link', { name: '帮助中心' }).getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
    await userEvent.click(again.getByRole('button', { name: '客服微信' }));
    await expect(again.getByRole('button', { name: '客服微信' })).toHaveAttribute('aria-expanded', 'true');
    await expect(await again.findByRole('img', { name: '客服微信 1二维码' })).toBeInTheDocument();
    // the panel stays on the screen
    const box = (await body.findByRole('dialog', { name: '更多工具' })).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a tablet the page fills the width, so the column would sit on it too: folded as on a phone. */
export const FoldedOnTablet: Story = {
  ...onScreen('tablet'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav[aria-label="工具栏"]')).not.toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '更多工具' })).toBeVisible();
  },
};

export const OnDesktop: Story = {
  ...onScreen('desktop'),
  play: async ({ canvasElement }) => {
    // from desktop width the column shows; no folded button
    await expect(within(canvasElement).getByRole('navigation', { name: '工具栏' })).toBeVisible();
    await expect(canvasElement.querySelector('button[aria-label="更多工具"]')).not.toBeVisible();
  },
};

/** A page with a bar along the bottom edge (the editor's bottom bar, issue 27): the folded button floats above it,
 * so every button of the bar is where a tap lands. */
export const AboveABottomBarOnPhone: Story = {
  ...onScreen('phone'),
  args: { bottomClearance: 44 },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: 300, transform: 'translateZ(0)' }}>
        <Story />
        <div data-testid="bottom-bar" style={{ position: 'fixed', left: 0, right: 0, bottom: 0, height: 37, display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '0 12px', background: '#fff', borderTop: '1px solid #e6e8f0' }}>
          <button type="button">试听</button>
          <button type="button">1234/8000</button>
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    for (const button of within(within(canvasElement).getByTestId('bottom-bar')).getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(canvasElement.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(button);
    }
    const fab = within(canvasElement).getByRole('button', { name: '更多工具' }).getBoundingClientRect();
    await expect(fab.bottom).toBeLessThanOrEqual(within(canvasElement).getByTestId('bottom-bar').getBoundingClientRect().top);
  },
};
