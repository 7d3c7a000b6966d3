import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { tokens } from './tokens';
import { vars } from './contract.css';

// A page for designers: every token of the light theme, read through the contract (vars), so what
// is shown is what components get.
function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <figure style={{ margin: 0, width: 132 }}>
      <div style={{ height: 56, borderRadius: 8, background: value, border: `1px solid ${vars.color.border}` }} />
      <figcaption style={{ marginTop: 6, fontSize: 12, color: vars.color.textSecondary }}>
        <div style={{ color: vars.color.text, fontWeight: 500 }}>{name}</div>
        <div style={{ fontFamily: vars.font.mono, fontSize: 11, wordBreak: 'break-all' }}>{value.length > 28 ? 'gradient' : value}</div>
      </figcaption>
    </figure>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 32 }}>
      <h2 style={{ fontSize: 16, fontWeight: 600, margin: '0 0 12px', color: vars.color.text }}>{title}</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>{children}</div>
    </section>
  );
}

function TokensPage() {
  return (
    <div>
      <Section title="颜色">
        {Object.entries(tokens.color).map(([name, value]) => (
          <Swatch key={name} name={name} value={value} />
        ))}
      </Section>
      <Section title="字号">
        {Object.entries(tokens.fontSize).map(([name, value]) => (
          <div key={name} style={{ minWidth: 200, whiteSpace: 'nowrap', fontSize: value, color: vars.color.text }}>
            {name} · {value} 配音
          </div>
        ))}
      </Section>
      <Section title="间距（4/8 网格）">
        {Object.entries(tokens.space).map(([name, value]) => (
          <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, width: 160, fontSize: 12, color: vars.color.textSecondary }}>
            <span style={{ display: 'inline-block', width: value, height: 12, background: vars.color.brand, borderRadius: 2 }} />
            {name} · {value}
          </div>
        ))}
      </Section>
      <Section title="圆角与阴影">
        {Object.entries(tokens.radius).map(([name, value]) => (
          <div key={name} style={{ width: 96, height: 64, borderRadius: value, background: vars.color.surface, border: `1px solid ${vars.color.borderStrong}`, display: 'grid', placeItems: 'center', fontSize: 12 }}>
            {name}
          </div>
        ))}
        {Object.entries(tokens.shadow).map(([name, value]) => (
          <div key={name} style={{ width: 96, height: 64, borderRadius: 12, background: vars.color.surface, boxShadow: value, display: 'grid', placeItems: 'center', fontSize: 12 }}>
            {name}
          </div>
        ))}
      </Section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokensPage,
  parameters: { viewport: { options: { tokens: { name: '令牌整页', styles: { width: '1200px', height: '1300px' }, type: 'desktop' } } } },
  globals: { viewport: { value: 'tokens', isRotated: false } },
} satisfies Meta<typeof TokensPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement }) => {
    // the brand swatch is painted with the contract variable resolved by the light theme
    const label = within(canvasElement).getAllByText('brand').find((element) => element.closest('figure'));
    const brand = label?.closest('figure')?.firstElementChild as HTMLElement;
    await expect(getComputedStyle(brand).backgroundColor).toBe('rgb(91, 76, 240)');
  },
};
