import { Empty } from '../../primitives/Badge';
import { Spinner } from '../../primitives/Spinner';
import * as css from '../../private/writing/Inspiration.css';
import { TemplateIcon } from './TemplateIcon';

/** spec 02 §3 "Inspiration template". */
export interface InspirationTemplate {
  code: string;
  icon: string;
  title: string;
  subtitle: string;
  placeholder: string;
  demos: readonly string[];
  label: { id: number; textColor: string; bgColor: string; value: string } | null;
}

export function TemplateLabel({ label }: { label: InspirationTemplate['label'] }) {
  if (!label) return null;
  // The colours are data (each template names its own), so they are inline.
  return (
    <span className={css.label} style={{ color: label.textColor, background: label.bgColor }}>
      {label.value}
    </span>
  );
}

export type InspirationCardProps = {
  template: InspirationTemplate;
  onOpen: (template: InspirationTemplate) => void;
};

/** One template of the inspiration center (spec 02 §2.10): icon, label, title and subtitle. */
export function InspirationCard({ template, onOpen }: InspirationCardProps) {
  return (
    <button type="button" className={css.card} onClick={() => onOpen(template)} data-testid={`template-${template.code}`}>
      <TemplateIcon name={template.icon} />
      <span className={css.cardBody}>
        <span className={css.cardTitle}>
          {template.title}
          <TemplateLabel label={template.label} />
        </span>
        <span className={css.cardSubtitle}>{template.subtitle}</span>
      </span>
    </button>
  );
}

export type InspirationGridProps = {
  templates: readonly InspirationTemplate[];
  onOpen: (template: InspirationTemplate) => void;
  /** @default false */
  loading?: boolean;
};

/** The inspiration center's grid of templates (spec 02 §2.10). */
export function InspirationGrid({ templates, onOpen, loading = false }: InspirationGridProps) {
  if (templates.length === 0) return <div className={css.state}>{loading ? <Spinner /> : <Empty title="暂无灵感模板" />}</div>;
  return (
    <ul className={css.grid} aria-label="灵感模板">
      {templates.map((template) => (
        <li key={template.code}>
          <InspirationCard template={template} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
