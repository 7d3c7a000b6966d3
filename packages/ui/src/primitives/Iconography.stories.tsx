import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/contract.css';
import * as general from './icons';
import * as studio from './studioIcons';
import type { IconProps } from './icons';

// A page for designers and for hosts of our packages: every icon we draw, read from the modules
// themselves, so an icon added to icons.tsx or studioIcons.tsx shows up here without editing this file.
type Icon = ComponentType<IconProps>;
const iconsOf = (module: Record<string, unknown>) =>
  Object.entries(module)
    .filter((entry): entry is [string, Icon] => entry[0].endsWith('Icon') && typeof entry[1] === 'function')
    .sort(([a], [b]) => a.localeCompare(b));

function Grid({ title, note, icons }: { title: string; note: string; icons: [string, Icon][] }) {
  return (
    <section style={{ marginBottom: 28 }} aria-label={title}>
      <h2 style={{ fontSize: 16, fontWeight: 600, margin: '0 0 4px', color: vars.color.text }}>{title}</h2>
      <p style={{ margin: '0 0 12px', fontSize: 12, color: vars.color.textSecondary }}>{note}</p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 120px)', gap: 12 }}>
        {icons.map(([name, Component]) => (
          <li
            key={name}
            data-icon={name}
            style={{ display: 'grid', justifyItems: 'center', gap: 8, padding: '14px 4px', borderRadius: 8, border: `1px solid ${vars.color.border}`, color: vars.color.text }}
          >
            <Component size={24} />
            <code style={{ fontFamily: vars.font.mono, fontSize: 11, color: vars.color.textSecondary }}>{name}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

function IconographyPage() {
  return (
    <div style={{ maxWidth: 1100 }}>
      <p style={{ margin: '0 0 20px', fontSize: 13, lineHeight: 1.7, color: vars.color.textSecondary }}>
        线性图标，24 × 24 网格，1.8 描边，颜色取 currentColor；默认 16px，用 <code>size</code> 调整。不传 <code>title</code>{' '}
        时图标只作装饰（aria-hidden），按钮的可读名称由按钮自己给出；单独表达含义的图标必须传 <code>title</code>。
        <br />
        Line icons on a 24 × 24 grid, 1.8 stroke, painted with currentColor; 16 px unless <code>size</code> says otherwise.
        Without <code>title</code> an icon is decorative (aria-hidden) and its button carries the name; an icon that
        means something on its own must get a <code>title</code>.
      </p>
      <Grid title="通用 · General" note="页头、对话框、提示与账户（icons.tsx）" icons={iconsOf(general)} />
      <Grid title="工作台 · Studio" note="试听、编辑、素材与列表（studioIcons.tsx）" icons={iconsOf(studio)} />
    </div>
  );
}

const meta = {
  title: 'Foundations/Iconography',
  component: IconographyPage,
  parameters: { viewport: { options: { icons: { name: '图标整页', styles: { width: '1200px', height: '1000px' }, type: 'desktop' } } } },
  globals: { viewport: { value: 'icons', isRotated: false } },
} satisfies Meta<typeof IconographyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // every exported icon is on the page, each drawn as a decorative 24px svg
    const exported = iconsOf(general).length + iconsOf(studio).length;
    const cells = canvasElement.querySelectorAll('[data-icon]');
    await expect(cells.length).toBe(exported);
    for (const cell of cells) {
      const svg = cell.querySelector('svg')!;
      await expect(svg).toHaveAttribute('width', '24');
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(page.getByText('PlayIcon')).toBeInTheDocument();
    await expect(page.getByText('CloseIcon')).toBeInTheDocument();
  },
};

/** An icon that carries meaning alone is named for assistive technology through `title`. */
export const Titled: Story = {
  render: () => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, color: vars.color.text }}>
      <studio.HeartIcon size={24} title="已收藏" style={{ color: vars.color.danger }} /> 已收藏的主播
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '已收藏' })).toBeInTheDocument();
  },
};
