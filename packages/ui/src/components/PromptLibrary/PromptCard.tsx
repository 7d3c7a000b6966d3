import { useState } from 'react';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import * as css from './PromptLibrary.css';
import { Inline } from '../../primitives/Stack';

/** spec 02 §3 "Prompt", with its category. */
export interface PromptItem {
  id: number;
  title: string;
  subtitle: string;
  promptZh: string;
  promptEn: string;
  category: string;
}

export type PromptLanguage = 'zh' | 'en';

export type PromptCardProps = {
  prompt: PromptItem;
  /** 使用: the prompt in the language shown. */
  onUse: (text: string, prompt: PromptItem) => void;
  /** @default 'zh' */
  defaultLanguage?: PromptLanguage;
};

/** One prompt of the magic prompt library (spec 02 §2.9) with its own 中/英 toggle. */
export function PromptCard({ prompt, onUse, defaultLanguage = 'zh' }: PromptCardProps) {
  const [language, setLanguage] = useState<PromptLanguage>(defaultLanguage);
  const text = language === 'zh' ? prompt.promptZh : prompt.promptEn;
  return (
    <article className={css.card} aria-label={prompt.title} data-testid={`prompt-${prompt.id}`}>
      <Inline gap="2" align="flex-start" justify="space-between">
        <div>
          <div className={css.title}>{prompt.title}</div>
          <div className={css.subtitle}>{prompt.subtitle}</div>
        </div>
        <Badge tone="neutral">{prompt.category}</Badge>
      </Inline>
      <p className={css.text} lang={language === 'zh' ? 'zh-CN' : 'en'}>
        {text}
      </p>
      <Inline gap="2" justify="space-between">
        <span className={css.toggle} role="group" aria-label="提示词语言">
          <button type="button" className={css.toggleButton} aria-pressed={language === 'zh'} onClick={() => setLanguage('zh')}>
            中
          </button>
          <button type="button" className={css.toggleButton} aria-pressed={language === 'en'} onClick={() => setLanguage('en')}>
            英
          </button>
        </span>
        <Button size="sm" onClick={() => onUse(text, prompt)}>
          使用
        </Button>
      </Inline>
    </article>
  );
}
