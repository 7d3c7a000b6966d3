import { useState } from 'react';
import type { ReactNode } from 'react';
import * as css from './StaticPage.css';

export type StaticSection = {
  /** Anchor id, used in the table of contents (`#id`). */
  id: string;
  title: string;
  /** Paragraphs, lists, tables; styled as prose. */
  content: ReactNode;
};

export type StaticPageProps = {
  title: string;
  /** Line under the title, e.g. 更新日期：2026年11月1日. */
  meta?: ReactNode;
  /** Introductory paragraph in a soft box. */
  lead?: ReactNode;
  sections: readonly StaticSection[];
  /** Section marked current in the table of contents. @default the first section */
  defaultActiveId?: string;
  /** Heading of the table of contents. @default '目录' */
  tocTitle?: string;
};

/** Prose layout for agreements and help pages, with a sticky table of contents on the side. */
export function StaticPage({ title, meta, lead, sections, defaultActiveId, tocTitle = '目录' }: StaticPageProps) {
  const [activeId, setActiveId] = useState(defaultActiveId ?? sections[0]?.id);
  return (
    <div className={css.layout}>
      <nav className={css.toc} aria-label={tocTitle}>
        <div className={css.tocTitle}>{tocTitle}</div>
        <ol className={css.tocList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a
                className={css.tocLink}
                href={`#${section.id}`}
                aria-current={section.id === activeId ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setActiveId(section.id);
                  const target = event.currentTarget.ownerDocument.getElementById(section.id);
                  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                  // keep the address shareable without a router
                  event.currentTarget.ownerDocument.defaultView?.history.replaceState(null, '', `#${section.id}`);
                }}
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className={css.article}>
        <h1 className={css.title}>{title}</h1>
        {meta ? <div className={css.meta}>{meta}</div> : null}
        {lead ? <div className={css.lead}>{lead}</div> : null}
        {sections.map((section) => (
          <section key={section.id} id={section.id} className={css.section} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className={css.sectionTitle}>
              {section.title}
            </h2>
            <div className={css.prose}>{section.content}</div>
          </section>
        ))}
      </article>
    </div>
  );
}
