import { useState } from 'react';
import { INTENSITY_RANGE, MESSAGES } from '@peiyin/ssml';
import { Button, Slider } from '../../primitives';
import { CirclePlayer } from '../CirclePlayer';
import { MemberBadge } from '../../private/markup/MemberBadge';
import { MarkupPanel } from '../../private/markup/MarkupPanel';
import * as panel from '../../private/markup/MarkupPanel.css';
import * as css from '../../private/markup/voiceMenu.css';
import { applyTemplate, type EmotionMenuTemplate, type TemplateChoice } from './applyTemplate';

export { applyTemplate, TEMPLATE_DEFAULT_VOLUME } from './applyTemplate';
export type { EmotionMenuTemplate, TemplateChoice } from './applyTemplate';

export type EmotionMenuProps = {
  /** The current anchor's templates. */
  templates: readonly EmotionMenuTemplate[];
  /** The voice's current template and intensity. */
  value: { templateId: string | null; intensity: number };
  /** Confirmed choice. */
  onChange: (choice: TemplateChoice) => void;
  /** Called after a confirmed choice. */
  onClose?: () => void;
  /** Why a style marked 会员 will not synthesise for this user (e.g. 会员专享：开通会员后可用于合成), shown when one is
   * chosen; absent for a member, who may use every style (issue 27: the refusal came only at 立即合成). */
  memberOnlyNote?: string | undefined;
};

/** The emotion/style menu of spec 02 §2.3: the anchor's templates with sample players and an intensity slider (0.01-2). */
export function EmotionMenu({ templates, value, onChange, onClose, memberOnlyNote }: EmotionMenuProps) {
  const [selected, setSelected] = useState<string | null>(value.templateId);
  const [intensity, setIntensity] = useState(value.intensity);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const template = templates.find((t) => String(t.id) === selected);
    // spec 02 §5: 请选择一个风格!
    if (!template) return setError(MESSAGES.styleRequired);
    onChange(applyTemplate(template, intensity));
    onClose?.();
  };
  return (
    <MarkupPanel
      kind="voice"
      title="情绪风格"
      wide
      error={error}
      footer={
        templates.length > 0 ? (
          <Button size="sm" onClick={confirm}>
            确定
          </Button>
        ) : null
      }
    >
      {templates.length === 0 ? (
        <p className={css.empty}>{MESSAGES.noMoreEmotions}</p>
      ) : (
        <>
          <ul className={`${css.list} ${css.grid}`} aria-label="情绪风格">
            {templates.map((template) => {
              const id = String(template.id);
              const on = id === selected;
              return (
                <li key={id} className={css.item} data-state={on ? 'on' : 'off'}>
                  <button
                    type="button"
                    className={css.pick}
                    aria-pressed={on}
                    onClick={() => {
                      setSelected(id);
                      setError(null);
                      // spec 02 §4: a newly chosen template starts at intensity 1
                      if (id !== selected) setIntensity(INTENSITY_RANGE.default);
                    }}
                  >
                    <span className={css.name}>
                      {template.title}
                      {template.memberOnly ? <MemberBadge /> : null}
                    </span>
                    {template.subtitle ? <span className={css.meta}>{template.subtitle}</span> : null}
                  </button>
                  {template.filepath ? <CirclePlayer src={template.filepath} size={28} label={`播放 ${template.title} 样音`} /> : null}
                </li>
              );
            })}
          </ul>
          {memberOnlyNote && templates.find((t) => String(t.id) === selected)?.memberOnly ? (
            <p className={css.memberNote} role="note">
              {memberOnlyNote}
            </p>
          ) : null}
          <Slider label="情绪强度" {...INTENSITY_RANGE} value={intensity} onChange={setIntensity} format={(v) => v.toFixed(2)} />
          <p className={panel.hint}>强度越大，情绪越明显。</p>
        </>
      )}
    </MarkupPanel>
  );
}

