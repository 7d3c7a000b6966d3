import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { breakpoints, referenceViewports, type ScreenClass } from './breakpoints';
import { vars } from './contract.css';
import { atomsAt } from './sprinkles.css';

// The screen classes of the design system, shown by a grid laid out with the responsive atoms: one
// column of cards on a phone, two on a tablet, four on a desktop. The same story at each reference
// viewport is what a reviewer compares.
const classes = Object.keys(breakpoints) as ScreenClass[];

function BreakpointsPage() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <p style={{ margin: 0, fontSize: 13, lineHeight: 1.7, color: vars.color.textSecondary }}>
        手机 &lt; {breakpoints.tablet}px ≤ 平板 &lt; {breakpoints.desktop}px ≤ 桌面。页面与组件用 <code>atomsAt</code>{' '}
        或 <code>media.*</code> 按这三档排版，不各自写宽度。
        <br />
        Phone below {breakpoints.tablet} px, tablet up to {breakpoints.desktop - 1} px, desktop from {breakpoints.desktop} px. Pages
        and pieces lay out with <code>atomsAt</code> or <code>media.*</code>, never a width of their own.
      </p>
      <div data-testid="grid" className={atomsAt({ display: 'grid', gridTemplateColumns: { phone: 1, tablet: 2, desktop: 4 }, gap: ['3', '4'] })}>
        {classes.map((name) => (
          <div
            key={name}
            style={{ padding: 16, borderRadius: 12, background: vars.color.surface, border: `1px solid ${vars.color.border}`, fontSize: 13, color: vars.color.text }}
          >
            <strong>{name}</strong>
            <div style={{ color: vars.color.textSecondary }}>
              ≥ {breakpoints[name]}px · 参考 {referenceViewports[name].width} × {referenceViewports[name].height}
            </div>
          </div>
        ))}
        <div style={{ padding: 16, borderRadius: 12, background: vars.color.brandSoft, fontSize: 13 }}>卡片 4</div>
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/Breakpoints',
  component: BreakpointsPage,
} satisfies Meta<typeof BreakpointsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const columns = (canvasElement: HTMLElement) =>
  getComputedStyle(canvasElement.querySelector('[data-testid="grid"]')!).gridTemplateColumns.split(' ').length;

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(1);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(2);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(4);
  },
};
