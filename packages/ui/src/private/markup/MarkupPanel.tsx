import type { CSSProperties, ReactNode } from 'react';
import { Button } from '../../primitives';
import { Inline, Stack } from '../../primitives/Stack';
import { markupKinds, type MarkupKind } from './markupKinds';
import * as css from './MarkupPanel.css';

export type MarkupPanelProps = {
  /** Which markup the panel is about: picks its hue. */
  kind: MarkupKind | 'voice';
  /** Heading, also the panel's accessible name. */
  title: string;
  /** What the markup applies to (the selected text, the chip's text), shown beside the title. */
  subject?: string | undefined;
  /** A message for the user (validation, an impossible selection), announced as an alert. */
  error?: string | null | undefined;
  /** Buttons at the bottom (remove, reset, confirm). */
  footer?: ReactNode;
  /** Wider panel for lists (sound effects, music). @default false */
  wide?: boolean;
  children?: ReactNode;
};

/** The frame every markup pop-up and voice menu shares: hue dot, title, subject, body, alert, footer. */
export function MarkupPanel({ kind, title, subject, error, footer, wide = false, children }: MarkupPanelProps) {
  const hue = kind === 'voice' ? undefined : markupKinds[kind].hue;
  const style = hue ? ({ '--markup-hue': hue } as CSSProperties) : undefined;
  return (
    <section aria-label={title} data-kind={kind} className={wide ? `${css.panel} ${css.wide}` : css.panel} style={style}>
      <Inline as="header" gap="2">
        <span className={css.dot} aria-hidden />
        <h3 className={css.title}>{title}</h3>
        {subject ? (
          <span className={css.subject} title={subject} data-testid="markup-subject">
            {subject}
          </span>
        ) : null}
      </Inline>
      {children ? <Stack gap="3">{children}</Stack> : null}
      {error ? (
        <p role="alert" className={css.error}>
          {error}
        </p>
      ) : null}
      {footer ? (
        <Inline as="footer" gap="2" justify="flex-end">
          {footer}
        </Inline>
      ) : null}
    </section>
  );
}

/** The footer's 移除 button, set apart at the start of every markup pop-up's footer. */
export function RemoveButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" className={css.footerStart} onClick={onClick}>
      移除
    </Button>
  );
}
