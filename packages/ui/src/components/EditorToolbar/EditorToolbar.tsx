import { useState, type CSSProperties, type ReactNode } from 'react';
import { Toolbar } from 'radix-ui';
import { MESSAGES, menuState, redo, undo, type BackgroundMusic, type MenuName, type PronunciationEntry, type SmartBreakConfig } from '@peiyin/ssml';
import { Tooltip } from '../../primitives';
import { ClockIcon, LinkIcon, MicIcon, SparkleIcon, UserIcon, UsersIcon } from '../../primitives/icons';
import { MusicIcon, RedoIcon, UndoIcon } from '../../primitives/studioIcons';
import { AliasPopover } from '../AliasPopover';
import { AuditionButton, type AuditionButtonProps } from '../AuditionButton';
import type { BgmMenuProps } from '../BgmMenu';
import { BreakMenu } from '../BreakMenu';
import { ContinuousReading } from '../ContinuousReading';
import { EmotionMenu, type EmotionMenuTemplate, type TemplateChoice } from '../EmotionMenu';
import { LocalPitchPopover } from '../LocalPitchPopover';
import { markupKinds, type MarkupKind } from '../../private/markup/markupKinds';
import type { EditorCommandProps } from '../../private/markup/types';
import { NumberReadingPopover } from '../NumberReadingPopover';
import { PitchMenu } from '../PitchMenu';
import { PronunciationPopover } from '../PronunciationPopover';
import { PunctuationPauseMenu } from '../PunctuationPauseMenu';
import { RoleMenu, type RoleMenuRole } from '../RoleMenu';
import { SoundEffectMenu, type SoundEffectMenuProps } from '../SoundEffectMenu';
import { WordReadingPopover } from '../WordReadingPopover';
import { EditorPopup } from '../../private/markup/EditorPopup';
import * as css from './EditorToolbar.css';
import { Box } from '../../primitives/Box';

/**
 * The script-wide settings the toolbar menus edit, held by the page (spec 02 §3 "Speech parameter set"): a voice
 * without its anchor (docs/glossary.md), plus the BGM and smart breaks.
 */
export interface EditorVoice {
  templateId: string | null;
  templateName?: string | undefined;
  /** Emotion intensity 0.01-2, default 1. */
  intensity: number;
  /** Role value, null for none. */
  role: string | null;
  roleName?: string | undefined;
  pitch: number;
  speed: number;
  volume: number;
  sampleRate: number;
  bgm: BackgroundMusic | null;
  /** Smart narration and punctuation pauses (the `smartBreaks` of `toSsml`'s voice and of `planSynthesis`). */
  smartBreaks: SmartBreakConfig;
}

/** spec 02 §9: a tooltip shows after 1000 ms of hover, a disabled menu's tip after 1500 ms. */
export const TOOLTIP_DELAY_MS = 1000;
export const MENU_TIP_DELAY_MS = 1500;

/** The menus that open a pop-up from the toolbar. */
export const toolbarPopups = [
  'emotion',
  'role',
  'pitch',
  'subPitch',
  'wordReading',
  'numberReading',
  'alias',
  'phoneme',
  'punctuation',
  'continuous',
  'break',
  'sound',
  'bgm',
] as const;
export type ToolbarPopup = (typeof toolbarPopups)[number];

export type EditorToolbarProps = EditorCommandProps & {
  voice: EditorVoice;
  /** Every change of the voice (template, intensity, role, pitch, speed, volume, BGM, smart narration). */
  onVoiceChange: (next: EditorVoice) => void;
  /** The current anchor's emotion templates (empty: 没有更多情绪或风格！). */
  templates: readonly EmotionMenuTemplate[];
  /** The current anchor's roles (empty: 不支持多角色). */
  roles: readonly RoleMenuRole[];
  /** The sound menu's queries (the page's hooks: the toolbar never fetches). */
  useSoundStyles: SoundEffectMenuProps['useSoundStyles'];
  useSounds: SoundEffectMenuProps['useSounds'];
  /** The background music menu, rendered by the page with its data (the page loads tracks, uploads and deletes):
   *  usually a `BgmMenu` given these props and the page's own. */
  bgmMenu: (menu: Pick<BgmMenuProps, 'value' | 'onChange' | 'onClose'>) => ReactNode;
  /** The audition player's status and controls (`useAudition`), and whether auditioning is possible now. */
  audition: AuditionButtonProps;
  /** The anchor menu: opens the anchor picker. */
  onOpenAnchorPicker: () => void;
  /** The multi-voice menu (enabled by the selection): opens the multi-voice picker for it. */
  onOpenMultiVoice: () => void;
  /** Called when a pop-up closes; focus does not go back to the toolbar button, so the page can give it to the editor. */
  onPopupClose?: (() => void) | undefined;
  /** Offers 应用到全部同词 in the pronunciation pop-up: adds the word and its reading to the user's dictionary. */
  onApplyToAll?: ((entry: PronunciationEntry) => void) | undefined;
  /** Why a style marked 会员 will not synthesise for this user; absent for a member (see `EmotionMenu`). */
  memberOnlyNote?: string | undefined;
};

type Tool = {
  label: string;
  /** The tooltip of an enabled menu. */
  tip: string;
  icon: ReactNode;
  kind?: MarkupKind;
};

const glyph = (text: string) => <span aria-hidden>{text}</span>;

// Labels from spec 02 §2.2; the tips of enabled menus are ours.
const tools = {
  emotion: { label: '风格', tip: '选择主播的情绪风格和强度', icon: glyph('☺') },
  role: { label: '角色', tip: '选择主播扮演的角色', icon: <UserIcon size={18} /> },
  anchor: { label: '主播', tip: '切换配音主播', icon: <MicIcon size={18} /> },
  pitch: { label: '音调', tip: '调整整体音调、语速和音量', icon: glyph('♪') },
  multiVoice: { label: '多主播', tip: '让其他主播朗读选中的内容', icon: <UsersIcon size={18} />, kind: 'multiVoice' },
  subPitch: { label: '局部调节', tip: '单独调整选中内容的音调、语速和音量', icon: glyph('≋'), kind: 'subPitch' },
  wordReading: { label: '单词读法', tip: '设置选中英文单词的读法', icon: glyph('Aa'), kind: 'sayAs' },
  numberReading: { label: '数字读法', tip: '设置选中数字的读法', icon: glyph('12'), kind: 'aliasNumber' },
  alias: { label: '别名', tip: '让选中的内容按别名朗读', icon: glyph('别'), kind: 'alias' },
  phoneme: { label: '多音字', tip: '为选中的汉字指定读音', icon: glyph('拼'), kind: 'phoneme' },
  punctuation: { label: '标点停顿', tip: '设置每种标点的停顿时长', icon: glyph('，') },
  continuous: { label: '连读', tip: '让选中的文字连续朗读，不停顿', icon: <LinkIcon size={18} />, kind: 'continuous' },
  break: { label: '停顿', tip: '在光标处插入停顿', icon: <ClockIcon size={18} />, kind: 'break' },
  sound: { label: '音效', tip: '在光标处插入音效', icon: glyph('♫'), kind: 'sound' },
  bgm: { label: '背景音乐', tip: '为配音添加背景音乐', icon: <MusicIcon size={18} /> },
  smartNarration: { label: '智能旁白', tip: '按标点自动停顿，让朗读更自然', icon: <SparkleIcon size={18} /> },
  undo: { label: '撤销', tip: '撤销（Ctrl+Z）', icon: <UndoIcon size={18} /> },
  redo: { label: '恢复', tip: '恢复（Ctrl+Shift+Z）', icon: <RedoIcon size={18} /> },
} satisfies Record<string, Tool>;
type ToolName = keyof typeof tools;

type ToolButtonProps = {
  name: ToolName;
  /** The tip of a disabled menu; null when enabled. */
  blocked: string | null;
  onClick?: () => void;
  pressed?: boolean;
} & Record<string, unknown>;

/** One toolbar button with its tooltip; disabled menus stay hoverable (aria-disabled) so their tip shows. */
function ToolButton({ name, blocked, onClick, pressed, ...rest }: ToolButtonProps) {
  const tool: Tool = tools[name];
  const style = tool.kind ? ({ '--markup-hue': markupKinds[tool.kind].hue } as CSSProperties) : undefined;
  return (
    <Tooltip content={blocked ?? tool.tip} delayDuration={blocked ? MENU_TIP_DELAY_MS : TOOLTIP_DELAY_MS} side="bottom">
      {/* a toolbar item: arrow keys move between menus (Radix Toolbar roving focus) */}
      <Toolbar.Button asChild>
        <button
          type="button"
          className={css.tool}
          style={style}
          data-menu={name}
          aria-disabled={blocked ? true : undefined}
          aria-pressed={pressed}
          {...rest}
          onClick={(event) => {
            (rest.onClick as ((e: typeof event) => void) | undefined)?.(event);
            if (!blocked) onClick?.();
          }}
        >
          <span className={css.icon}>{tool.icon}</span>
          {tool.label}
        </button>
      </Toolbar.Button>
    </Tooltip>
  );
}

/**
 * The editor toolbar of spec 02 §2.2: every menu, enabled or disabled by the selection rules of
 * `@peiyin/ssml` (`menuState`) with the spec's tips, each opening its pop-up; anchor and
 * multi-voice open the pickers; undo/redo run the editor history.
 */
export function EditorToolbar(props: EditorToolbarProps) {
  const { state, run, voice, onVoiceChange, templates, roles, audition } = props;
  const [open, setOpen] = useState<ToolbarPopup | null>(null);
  const menus = menuState(state);
  const close = () => setOpen(null);
  const tip = (menu: MenuName) => (menus[menu].enabled ? null : (menus[menu].reason ?? ''));

  const blockedOf: Record<ToolbarPopup, string | null> = {
    emotion: templates.length === 0 ? MESSAGES.noMoreEmotions : null,
    role: roles.length === 0 ? MESSAGES.noRoles : null,
    pitch: null,
    subPitch: tip('subPitch'),
    wordReading: tip('wordReading'),
    numberReading: tip('numberReading'),
    alias: tip('alias'),
    phoneme: tip('phoneme'),
    punctuation: null,
    continuous: tip('continuous'),
    break: tip('break'),
    sound: tip('sound'),
    bgm: null,
  };

  const panel = (menu: ToolbarPopup): ReactNode => {
    const editor = { state, run, onClose: close };
    switch (menu) {
      case 'emotion':
        return (
          <EmotionMenu
            templates={templates}
            value={{ templateId: voice.templateId, intensity: voice.intensity }}
            // spec 02 §4: the template brings its role too (none when it has none)
            onChange={(choice: TemplateChoice) => onVoiceChange({ ...voice, ...choice, roleName: roles.find((r) => r.value === choice.role)?.name })}
            onClose={close}
            memberOnlyNote={props.memberOnlyNote}
          />
        );
      case 'role':
        return (
          <RoleMenu
            roles={roles}
            value={voice.role}
            onChange={(role) => onVoiceChange({ ...voice, role: role?.value ?? null, roleName: role?.name })}
            onClose={close}
          />
        );
      case 'pitch':
        return <PitchMenu value={{ pitch: voice.pitch, speed: voice.speed, volume: voice.volume }} onChange={(next) => onVoiceChange({ ...voice, ...next })} />;
      case 'subPitch':
        return <LocalPitchPopover {...editor} />;
      case 'wordReading':
        return <WordReadingPopover {...editor} />;
      case 'numberReading':
        return <NumberReadingPopover {...editor} />;
      case 'alias':
        return <AliasPopover {...editor} />;
      case 'phoneme':
        return <PronunciationPopover {...editor} onApplyToAll={props.onApplyToAll} />;
      case 'punctuation':
        return <PunctuationPauseMenu value={voice.smartBreaks} onChange={(smartBreaks) => onVoiceChange({ ...voice, smartBreaks })} />;
      case 'continuous':
        return <ContinuousReading {...editor} />;
      case 'break':
        return <BreakMenu {...editor} />;
      case 'sound':
        return <SoundEffectMenu {...editor} useSoundStyles={props.useSoundStyles} useSounds={props.useSounds} />;
      case 'bgm':
        return props.bgmMenu({ value: voice.bgm, onChange: (bgm) => onVoiceChange({ ...voice, bgm }), onClose: close });
    }
  };

  const popup = (menu: ToolbarPopup) => (
    <EditorPopup
      key={menu}
      open={open === menu}
      onOpenChange={(next) => {
        if (!next) return close();
        if (blockedOf[menu] === null) setOpen(menu);
      }}
      // the pop-up is a dialog named after its menu
      label={tools[menu].label}
      trigger={<ToolButton name={menu} blocked={blockedOf[menu]} />}
      onCloseAutoFocus={(event) => {
        // back to the editor rather than to the button (whose tooltip would open on focus)
        event.preventDefault();
        props.onPopupClose?.();
      }}
    >
      {open === menu ? panel(menu) : null}
    </EditorPopup>
  );

  const multiVoiceTip = tip('multiVoice');
  return (
    <Toolbar.Root aria-label="配音工具栏" className={css.toolbar}>
      <div className={css.group}>
        {popup('emotion')}
        {popup('role')}
        <ToolButton name="anchor" blocked={null} onClick={props.onOpenAnchorPicker} />
        {popup('pitch')}
        <Box flexShrink={0} paddingX="2">
          <AuditionButton {...audition} />
        </Box>
      </div>
      <span className={css.divider} aria-hidden />
      <div className={css.group}>
        <ToolButton name="multiVoice" blocked={multiVoiceTip} onClick={props.onOpenMultiVoice} />
        {popup('subPitch')}
        {popup('wordReading')}
        {popup('numberReading')}
        {popup('alias')}
        {popup('phoneme')}
        {popup('punctuation')}
        {popup('continuous')}
        {popup('break')}
        {popup('sound')}
      </div>
      <span className={css.divider} aria-hidden />
      <div className={css.group}>
        {popup('bgm')}
        <ToolButton
          name="smartNarration"
          blocked={null}
          pressed={voice.smartBreaks.enabled}
          onClick={() => onVoiceChange({ ...voice, smartBreaks: { ...voice.smartBreaks, enabled: !voice.smartBreaks.enabled } })}
        />
        <ToolButton name="undo" blocked={tip('undo')} onClick={() => run(undo)} />
        <ToolButton name="redo" blocked={tip('redo')} onClick={() => run(redo)} />
      </div>
    </Toolbar.Root>
  );
}
