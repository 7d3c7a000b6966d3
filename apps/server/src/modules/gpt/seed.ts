import type { Db } from '../../db/index.ts';
import { libraryPrompts, libraryTemplates } from './library.ts';

/// Idempotent seed of the writing library, run at every start: adds the prompts and templates a database
/// does not have yet (by key and code), so a new release's additions arrive and nothing is duplicated.
export async function seedWritingLibrary(db: Db): Promise<void> {
  const promptKeys = new Set((await db.selectFrom('gpt_prompts').select('key').execute()).map((row) => row.key));
  const prompts = libraryPrompts
    .map((prompt, index) => ({ prompt, sort: index + 1 }))
    .filter(({ prompt }) => !promptKeys.has(prompt.key))
    .map(({ prompt, sort }) => ({ key: prompt.key, category: prompt.category, title: prompt.title, subtitle: prompt.subtitle, prompt_zh: prompt.zh, prompt_en: prompt.en, sort }));
  if (prompts.length > 0) await db.insertInto('gpt_prompts').values(prompts).execute();

  const codes = new Set((await db.selectFrom('gpt_templates').select('code').execute()).map((row) => row.code));
  const templates = libraryTemplates
    .map((template, index) => ({ template, sort: index + 1 }))
    .filter(({ template }) => !codes.has(template.code))
    .map(({ template, sort }) => ({
      code: template.code,
      icon: template.icon,
      title: template.title,
      subtitle: template.subtitle,
      placeholder: template.placeholder,
      demos: JSON.stringify(template.demos),
      instruction: template.instruction,
      label_text: template.label?.text ?? null,
      label_text_color: template.label?.color ?? null,
      label_bg_color: template.label?.bg ?? null,
      sort,
    }));
  if (templates.length > 0) await db.insertInto('gpt_templates').values(templates).execute();
}
