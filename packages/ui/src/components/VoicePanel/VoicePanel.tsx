import { useId, useState, type ReactNode } from 'react';
import { Dialog as RadixDialog, RadioGroup, VisuallyHidden } from 'radix-ui';
import { BGM_VOLUME_RANGE, INTENSITY_RANGE, MESSAGES, PITCH_RANGE, SPEED_RANGE, VOLUME_RANGE, formatSpeed } from '@peiyin/ssml';
import { Avatar, Button, IconButton, Slider } from '../../primitives';
import { Inline } from '../../primitives/Stack';
import { CloseIcon, MicIcon } from '../../primitives/icons';
import { MusicIcon } from '../../primitives/studioIcons';
import { MemberBadge } from '../../private/markup/MemberBadge';
import { EditorPopup } from '../../private/markup/EditorPopup';
import * as sheetCss from '../../private/markup/EditorPopup.css';
import { applyTemplate, type EmotionMenuTemplate } from '../EmotionMenu';
import type { RoleMenuRole } from '../RoleMenu';
import type { BgmMenuProps } from '../BgmMenu';
import type { EditorVoice } from '../EditorToolbar';
import * as css from './VoicePanel.css';

export type VoicePanelProps = {
  /** The anchor the script is read with (its name and avatar); null while it loads. */
  anchor: { name: string; avatar?: string | null | undefined } | null;
  /** 更换: opens the anchor picker. */
  onChangeAnchor: () => void;
  /** The script-wide settings, the very value the toolbar's menus edit (one source of truth: the page's). */
  voice: EditorVoice;
  /** Every change: a style, a role, a slider move, music chosen, its volume, music removed. */
  onVoiceChange: (next: EditorVoice) => void;
  /** The anchor's styles (empty: 没有更多情绪或风格！). */
  templates: readonly EmotionMenuTemplate[];
  /** The anchor's roles (empty: 不支持多角色). */
  roles: readonly RoleMenuRole[];
  /** Why a style marked 会员 will not synthesise for this user; absent for a member (see `EmotionMenu`). */
  memberOnlyNote?: string | undefined;
  /** The background music menu with its data, as the toolbar's `bgmMenu`: usually a `BgmMenu`. */
  bgmMenu: (menu: Pick<BgmMenuProps, 'value' | 'onChange' | 'onClose'>) => ReactNode;
  className?: string | undefined;
};

const signed = (v: number) => (v > 0 ? `+${v}` : String(v));
/** The role radio of 无 (no role): a radio's value cannot be null. */
const NO_ROLE = 'none';

/**
 * The voice panel (声音面板, issue 27): everything the script is read with in one place beside it — the anchor with
 * its avatar and 更换, the style (会员 where only members may synthesise it) and its intensity, the role, speed,
 * pitch and volume, and the background music with its volume. It holds nothing of its own: it shows `voice` and
 * reports each change, like the toolbar's menus, so both always agree. Styles and roles are radio groups (arrow
 * keys move), the sliders are labelled, and the whole is a region named 声音面板.
 */
export function VoicePanel({ anchor, onChangeAnchor, voice, onVoiceChange, templates, roles, memberOnlyNote, bgmMenu, className }: VoicePanelProps) {
  const ids = { style: useId(), role: useId(), music: useId() };
  const [bgmOpen, setBgmOpen] = useState(false);
  const chosen = templates.find((t) => String(t.id) === voice.templateId);
  const set = (key: 'pitch' | 'speed' | 'volume') => (value: number) => onVoiceChange({ ...voice, [key]: value });
  const bgm = voice.bgm;
  const musicPopup = (label: string) => (
    <EditorPopup
      open={bgmOpen}
      onOpenChange={setBgmOpen}
      label="背景音乐"
      align="end"
      trigger={
        <Button size="sm" variant="secondary">
          {label}
        </Button>
      }
    >
      {bgmOpen ? bgmMenu({ value: bgm, onChange: (next) => onVoiceChange({ ...voice, bgm: next }), onClose: () => setBgmOpen(false) }) : null}
    </EditorPopup>
  );
  return (
    <section className={className ? `${css.panel} ${className}` : css.panel} aria-label="声音面板" data-testid="voice-panel">
      <Inline gap="3">
        <Avatar src={anchor?.avatar ?? null} name={anchor?.name} size="md" />
        <div className={css.anchorText}>
          <span className={css.anchorName} data-testid="voice-panel-anchor">
            {anchor?.name || 'other'}
          </span>
          <span className={css.muted}>{voice.templateName || '默认风格'}</span>
        </div>
        <Button size="sm" variant="secondary" onClick={onChangeAnchor} aria-label="更换主播">
          更换
        </Button>
      </Inline>

      <div className={css.section}>
        <span id={ids.style} className={css.heading}>
          风格
        </span>
        {templates.length === 0 ? (
          <p className={css.muted}>{MESSAGES.noMoreEmotions}</p>
        ) : (
          <RadioGroup.Root
            className={css.chips}
            aria-labelledby={ids.style}
            value={voice.templateId ?? ''}
            onValueChange={(id) => {
              const template = templates.find((t) => String(t.id) === id);
              if (!template) return;
              // spec 02 §4: a style brings its role, pitch, speed and volume, and intensity starts at 1 again
              const choice = applyTemplate(template);
              onVoiceChange({ ...voice, ...choice, roleName: roles.find((r) => r.value === choice.role)?.name });
            }}
          >
            {templates.map((template) => (
              <RadioGroup.Item key={template.id} value={String(template.id)} className={css.chip}>
                {template.title}
                {template.memberOnly ? <MemberBadge /> : null}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        )}
        {memberOnlyNote && chosen?.memberOnly ? (
          <p className={css.memberNote} role="note">
            {memberOnlyNote}
          </p>
        ) : null}
        {templates.length > 0 ? (
          <Slider label="情绪强度" {...INTENSITY_RANGE} value={voice.intensity} onChange={(intensity) => onVoiceChange({ ...voice, intensity })} format={(v) => v.toFixed(2)} />
        ) : null}
      </div>

      <div className={css.section}>
        <span id={ids.role} className={css.heading}>
          角色
        </span>
        {roles.length === 0 ? (
          <p className={css.muted}>{MESSAGES.noRoles}</p>
        ) : (
          <RadioGroup.Root
            className={css.chips}
            aria-labelledby={ids.role}
            value={voice.role ?? NO_ROLE}
            onValueChange={(value) => {
              const role = roles.find((r) => r.value === value);
              onVoiceChange({ ...voice, role: role?.value ?? null, roleName: role?.name });
            }}
          >
            <RadioGroup.Item value={NO_ROLE} className={css.chip}>
              无
            </RadioGroup.Item>
            {roles.map((role) => (
              <RadioGroup.Item key={role.id} value={role.value} className={css.chip}>
                {role.name}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        )}
      </div>

      <div className={css.section}>
        <Slider label="语速" {...SPEED_RANGE} value={voice.speed} onChange={set('speed')} format={formatSpeed} />
        <Slider label="音调" {...PITCH_RANGE} value={voice.pitch} onChange={set('pitch')} format={signed} />
        <Slider label="音量" {...VOLUME_RANGE} value={voice.volume} onChange={set('volume')} />
      </div>

      <div className={css.section} role="group" aria-labelledby={ids.music}>
        <span id={ids.music} className={css.heading}>
          背景音乐
        </span>
        <div className={css.music}>
          <MusicIcon size={16} />
          <span className={bgm ? css.musicName : `${css.musicName} ${css.muted}`} data-testid="voice-panel-bgm">
            {bgm ? bgm.name || '背景音乐' : '未添加'}
          </span>
          {musicPopup(bgm ? '更换' : '添加')}
          {bgm ? (
            <Button size="sm" variant="ghost" onClick={() => onVoiceChange({ ...voice, bgm: null })} aria-label="移除背景音乐">
              移除
            </Button>
          ) : null}
        </div>
        {bgm ? (
          <Slider
            label="音乐音量"
            {...BGM_VOLUME_RANGE}
            value={bgm.volume ?? BGM_VOLUME_RANGE.default}
            onChange={(volume) => onVoiceChange({ ...voice, bgm: { ...bgm, volume } })}
          />
        ) : null}
      </div>
    </section>
  );
}

export type VoiceSheetProps = {
  /** Controlled open state (with `onOpenChange`); uncontrolled when absent. */
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** @default false */
  defaultOpen?: boolean | undefined;
  /** Said on the button after 声音: the anchor and style, e.g. 晓岚 · 平和. */
  summary?: ReactNode;
  /** The button's class (the page shows it only where the panel is not beside the script). */
  className?: string | undefined;
  /** The panel: usually a `VoicePanel`. */
  children: ReactNode;
};

/**
 * The voice panel on a phone (issue 27): a visible 声音 button opens it as a sheet from the bottom edge; Esc, its
 * close button and a tap outside close it, and the keyboard goes back to the button (a Radix Dialog).
 */
export function VoiceSheet({ open, onOpenChange, defaultOpen = false, summary, className, children }: VoiceSheetProps) {
  return (
    <RadixDialog.Root {...(open !== undefined ? { open } : {})} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      <RadixDialog.Trigger asChild>
        <Button size="sm" variant="secondary" className={className} icon={<MicIcon size={14} />} data-testid="voice-sheet-trigger">
          声音
          {summary ? <span className={css.summary}>{summary}</span> : null}
        </Button>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={sheetCss.mask} data-dialog-mask="" />
        <RadixDialog.Content className={`${sheetCss.sheet} ${css.sheet}`} data-sheet="" aria-describedby={undefined}>
          <VisuallyHidden.Root>
            <RadixDialog.Title>声音面板</RadixDialog.Title>
          </VisuallyHidden.Root>
          <div className={sheetCss.grip} aria-hidden />
          <RadixDialog.Close asChild>
            <IconButton label="关闭" className={sheetCss.close}>
              <CloseIcon size={18} />
            </IconButton>
          </RadixDialog.Close>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
