import type { ReactNode } from 'react';
import * as css from './ComingSoon.css';
import { ComingSoonArt } from '../../assets/ComingSoonArt';

export type ComingSoonProps = {
  /** Name of the page that is not built yet, e.g. AI绘画. */
  feature: string;
  /** Extra sentence under the main text. */
  description?: ReactNode;
  /** A way out, e.g. a 返回首页 button. */
  action?: ReactNode;
};

/** An honest "即将上线" panel for pages a later release builds. */
export function ComingSoon({ feature, description, action }: ComingSoonProps) {
  return (
    <section className={css.panel} aria-labelledby="py-coming-soon-title">
      <ComingSoonArt />
      <span className={css.badge}>即将上线</span>
      <h1 id="py-coming-soon-title" className={css.title}>
        {feature}即将上线
      </h1>
      <p className={css.text}>{description ?? `我们正在打磨「${feature}」，上线后会第一时间通知你。现在可以先体验 AI 配音。`}</p>
      {action}
    </section>
  );
}
