// The body both voice pickers share (spec 02 §2.4, §4 "Picker"): tabs, filters, anchor cards and pager on the
// left; the chosen anchor's emotion list, role list and sliders on the right. AnchorPicker and
// MultiVoicePicker differ in tabs, page size, pitch range and footer buttons.
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Avatar } from '../../primitives/Avatar';
import { Slider } from '../../primitives/Slider';
import { Spinner } from '../../primitives/Spinner';
import { Tabs } from '../../primitives/Tabs';
import { Tooltip } from '../../primitives/Popover';
import { InfoIcon } from '../../primitives/icons';
import { MemberBadge } from '../markup/MemberBadge';
import { AnchorFilters, defaultAnchorCondition } from '../../components/AnchorFilters';
import type { AnchorCondition, AnchorFilterOptions, AnchorTag } from '../../components/AnchorFilters';
import type { AnchorCardData } from '../../components/AnchorCard';
import { AnchorGrid, anchorKey } from '../../components/AnchorGrid';
import type { AnchorDetailData, AnchorRoleData, EmotionTemplateData } from '../../components/AnchorDetailDialog';
import type { QueryAnswer } from '../../query';
import type { Voice } from '../../voice';
import * as css from './VoicePicker.css';
import { Inline, Stack } from '../../primitives/Stack';

/** Tabs of the pickers: favourites (filters disabled), the searchable catalogue, and the user's custom anchors. */
export const voicePickerTabs = ['favorites', 'search', 'custom'] as const;
export type VoicePickerTab = (typeof voicePickerTabs)[number];

/**
 * spec 02 §2.4: the multi-voice picker's second tab sets sort to 11. The server's catalogue sorts are 1-3;
 * 11 names the signed-in user's own (custom) anchors, which `GET /api/anchor/custom/search` lists.
 */
export const CUSTOM_ANCHOR_SORT = 11;

/** What a picker asks its loader for. */
export interface VoiceQuery {
  tab: VoicePickerTab;
  /** In the custom tab `sort` is {@link CUSTOM_ANCHOR_SORT}. */
  condition: AnchorCondition;
  /** A name search (`searchByName`) instead of the filters; null when none. */
  name: string | null;
  page: number;
  pageSize: number;
}

export interface AnchorPage {
  total: number;
  list: AnchorCardData[];
}

/** An anchor by type and id (system and custom anchors have separate ids). */
export interface AnchorRef {
  anchorType: number;
  id: number;
}


/** What the user confirmed. `template` is the picked emotion, or the anchor's only/first template when it shows no emotion list. */
export interface VoiceChoice {
  anchor: AnchorRef & { name: string; avatar: string };
  detail: AnchorDetailData;
  template: EmotionTemplateData | null;
  role: AnchorRoleData | null;
  pitch: number;
  speed: number;
  volume: number;
}

/**
 * The data every picker takes from the app. The picker never fetches: it asks the page's query hooks for what
 * it shows (TanStack Query's `useQuery` results fit), and the page's query cache decides what loads.
 */
export interface VoicePickerData {
  /** The tag lists of `/api/anchor/options`; null while they load. */
  options: AnchorFilterOptions | null;
  /** One page of a tab; a query not answered yet shows the grid loading (no previous page kept). */
  useAnchors(query: VoiceQuery): QueryAnswer<AnchorPage>;
  /** The locales of a language (0, all languages, has none). */
  useLocales(languageId: number): QueryAnswer<AnchorTag[]>;
  /** The detail of a system anchor, or of a custom one expressed as a detail (its template and role); null asks nothing. */
  useDetail(anchor: AnchorRef | null): QueryAnswer<AnchorDetailData>;
  /** The favourites tab lists what the server holds: the page's favourites query refreshes after a change. */
  onToggleFavorite?(anchor: AnchorCardData, favorite: boolean): Promise<boolean>;
  /**
   * The voice in use, preselected when the picker opens (spec 02 §4: a bound emotion wins over the first): its
   * anchor, template and role, and its sliders when it has them.
   */
  current?: (Pick<Voice, 'anchorType' | 'anchorId' | 'templateId' | 'role'> & Partial<Pick<Voice, 'pitch' | 'speed' | 'volume'>>) | null;
  /** Format of the sample audio when its URL has no extension, e.g. 'mp3' (the server's sample URLs). */
  audioFormat?: string;
}

/** @deprecated use `Voice`: a picker's `current` takes its anchorType, anchorId (was `id`), templateId, role and sliders. */
export type BoundVoice = NonNullable<VoicePickerData['current']>;

/** spec 02 §5 picker messages. */
export const pickerMessages = {
  anchorRequired: '请选择一个主播！',
  emotionRequired: '请选择一个情绪',
  noMoreEmotions: '没有更多情绪或风格！',
} as const;

/** spec 02 §3: emotions show when aiLevel > 2, roles when roleCount > 0. */
export const showsEmotions = (detail: AnchorDetailData) => detail.aiLevel > 2 && detail.templateList.length > 0;
export const showsRoles = (detail: AnchorDetailData) => detail.roleCount > 0 && detail.roleList.length > 0;

/** The synthetic first role (spec 02 §3: a 'none' entry with null value is placed first). */
export const NO_ROLE = { id: 0, name: '无', value: null } as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export interface VoicePickerBodyProps extends VoicePickerData {
  tabs: ReadonlyArray<{ value: VoicePickerTab; label: string }>;
  pageSize: number;
  pitchRange: { min: number; max: number; step: number };
  /** The buttons of the footer, given the validated choice builder. */
  footer(confirm: () => VoiceChoice | null): ReactNode;
  columns: number;
  /** Height of the body (the lists scroll inside it). */
  height: string;
}

type Selected = { ref: AnchorRef; name: string; avatar: string };

export function VoicePickerBody({
  options,
  useAnchors,
  useLocales,
  useDetail,
  onToggleFavorite,
  current = null,
  audioFormat,
  tabs,
  pageSize,
  pitchRange,
  footer,
  columns,
  height,
}: VoicePickerBodyProps) {
  const [tab, setTab] = useState<VoicePickerTab>(current?.anchorType === 1 && tabs.some((t) => t.value === 'custom') ? 'custom' : 'search');
  const [condition, setCondition] = useState<AnchorCondition>(defaultAnchorCondition);
  const [name, setName] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  // the voice in use is preselected
  const [selected, setSelected] = useState<Selected | null>(current ? { ref: { anchorType: current.anchorType, id: current.anchorId }, name: '', avatar: '' } : null);
  const [emotionId, setEmotionId] = useState<number | null>(null);
  /** Index in the role list with 无 first; -1 none selected (spec 02 §4). */
  const [roleIndex, setRoleIndex] = useState(-1);
  const [pitch, setPitch] = useState(current?.pitch ?? 0);
  const [speed, setSpeed] = useState(current?.speed ?? 1);
  const [volume, setVolume] = useState(current?.volume ?? 100);
  const [error, setError] = useState<string | null>(null);
  /** The anchor whose detail has set the emotion and sliders; they are set once per choice. */
  const [appliedFor, setAppliedFor] = useState<string | null>(null);
  /** The voice in use until its anchor's detail applied it (state, not a ref: the apply happens while rendering). */
  const [bound, setBound] = useState(current);
  const ids = useId();

  const filtersOn = tab === 'search';
  const query: VoiceQuery = {
    tab,
    condition: tab === 'custom' ? { ...condition, sort: CUSTOM_ANCHOR_SORT } : condition,
    name: tab === 'search' ? name : null,
    page,
    pageSize,
  };
  const anchors = useAnchors(query);
  // a failed page shows as an empty one
  const list: AnchorPage | null = anchors.status === 'error' ? { total: 0, list: [] } : (anchors.data ?? null);
  const locales = useLocales(condition.languageId).data ?? [];

  const applyTemplate = (template: EmotionTemplateData) => {
    // spec 02 §4: choosing an emotion applies its pitch, speed and volume to the sliders
    setPitch(clamp(template.pitchRate, pitchRange.min, pitchRange.max));
    setSpeed(clamp(template.speechRate, 0.5, 2));
    setVolume(clamp(template.volume, 0, 100));
  };

  const choose = (anchor: Selected) => {
    setSelected(anchor);
    setAppliedFor(null);
    setEmotionId(null);
    setRoleIndex(-1);
    setError(null);
  };

  // spec 02 §4: choosing an anchor loads its details
  const selectedKey = selected ? anchorKey(selected.ref) : null;
  const answer = useDetail(selected ? selected.ref : null);
  const detail = answer.status === 'success' && answer.data && answer.data.id === selected?.ref.id ? answer.data : null;
  if (detail && selectedKey !== appliedFor) {
    // The detail of this choice arrived: its emotion and sliders are set once, while rendering (React's
    // "adjusting state when a prop changes"), so the settings never show a frame without them.
    setAppliedFor(selectedKey);
    const mine = bound && anchorKey({ anchorType: bound.anchorType, id: bound.anchorId }) === selectedKey ? bound : null;
    const boundTemplate = mine ? detail.templateList.find((t) => t.id === mine.templateId) : undefined;
    if (showsEmotions(detail)) {
      // spec 02 §4: the first emotion is auto-selected unless a bound one exists
      const first = boundTemplate ?? detail.templateList[0]!;
      setEmotionId(first.id);
      if (boundTemplate && mine) {
        setPitch(clamp(mine.pitch ?? boundTemplate.pitchRate, pitchRange.min, pitchRange.max));
        setSpeed(mine.speed ?? boundTemplate.speechRate);
        setVolume(mine.volume ?? boundTemplate.volume);
      } else applyTemplate(first);
    } else {
      const only = boundTemplate ?? detail.templateList[0];
      if (only && !(mine && boundTemplate)) applyTemplate(only);
      else if (mine) {
        setPitch(clamp(mine.pitch ?? 0, pitchRange.min, pitchRange.max));
        setSpeed(mine.speed ?? 1);
        setVolume(mine.volume ?? 100);
      }
    }
    if (showsRoles(detail) && mine?.role) {
      const index = detail.roleList.findIndex((r) => r.value === mine.role);
      setRoleIndex(index >= 0 ? index + 1 : -1);
    }
    // the bound voice applies once; later picks of the same anchor start fresh
    if (mine) setBound(null);
  }

  const restart = (next: () => void) => {
    // spec 02 §4: any filter change restarts at page 1
    next();
    setPage(1);
  };

  const confirm = (): VoiceChoice | null => {
    if (!selected) {
      setError(pickerMessages.anchorRequired);
      return null;
    }
    const emotions = detail ? showsEmotions(detail) : true;
    const template = detail ? (emotions ? detail.templateList.find((t) => t.id === emotionId) : detail.templateList[0]) : undefined;
    if (!detail || (emotions && !template)) {
      setError(pickerMessages.emotionRequired);
      return null;
    }
    setError(null);
    const role = showsRoles(detail) && roleIndex > 0 ? (detail.roleList[roleIndex - 1] ?? null) : null;
    return {
      anchor: { ...selected.ref, name: detail.name, avatar: detail.avatar },
      detail,
      template: template ?? null,
      role,
      pitch,
      speed,
      volume,
    };
  };

  const emotions = detail && showsEmotions(detail) ? detail.templateList : [];
  const roles = detail && showsRoles(detail) ? [NO_ROLE, ...detail.roleList] : [];

  return (
    <div className={css.layout} style={{ height }}>
      <div className={css.browser}>
        <Tabs.Root
          value={tab}
          onValueChange={(value) => {
            setTab(value as VoicePickerTab);
            setPage(1);
          }}
        >
          <Tabs.List aria-label="主播分类">
            {tabs.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Tabs.Root>
        {options ? (
          <AnchorFilters
            size="sm"
            options={options}
            locales={locales}
            value={condition}
            showStyle
            disabled={!filtersOn}
            searchedName={name}
            onChange={(next) => restart(() => setCondition(next))}
            onSearch={(value) => restart(() => setName(value))}
            onClear={() => restart(() => setName(null))}
          />
        ) : (
          <Spinner label="加载中" />
        )}
        <div className={css.gridScroll}>
          <AnchorGrid
            size="sm"
            columns={columns}
            anchors={list?.list ?? []}
            loading={list === null}
            page={page}
            pageSize={pageSize}
            total={list?.total ?? 0}
            onPageChange={setPage}
            selectedKey={selectedKey}
            {...(audioFormat ? { audioFormat } : {})}
            onOpen={(anchor) => choose({ ref: { anchorType: anchor.anchorType, id: anchor.id }, name: anchor.name, avatar: anchor.avatar })}
            {...(onToggleFavorite ? { onToggleFavorite } : {})}
          />
        </div>
      </div>
      <aside className={css.settings} aria-label="声音设置">
        {!selected ? (
          <p className={css.hint}>从左侧选择一个主播</p>
        ) : !detail || selectedKey !== appliedFor ? (
          <div className={css.detailLoading}>
            <Spinner label="加载中" />
          </div>
        ) : (
          <>
            <Inline gap="3">
              <Avatar src={detail.avatar} name={detail.name} size="md" />
              <span className={css.chosenName} data-testid="chosen-anchor">
                {detail.name}
              </span>
            </Inline>
            <Stack as="section" gap="2">
              <Inline gap="1">
                <h3 className={css.sectionTitle} id={`${ids}-emotions`}>
                  情绪
                </h3>
                {emotions.length <= 1 ? (
                  <Tooltip content={pickerMessages.noMoreEmotions}>
                    <button type="button" className={css.moreHint} aria-label={pickerMessages.noMoreEmotions}>
                      <InfoIcon size={14} />
                    </button>
                  </Tooltip>
                ) : null}
              </Inline>
              {emotions.length > 0 ? (
                <Inline wrap gap="2" align="stretch" role="radiogroup" aria-labelledby={`${ids}-emotions`}>
                  {emotions.map((template) => (
                    <button
                      key={template.id}
                      type="button"
                      role="radio"
                      aria-checked={emotionId === template.id}
                      className={css.option}
                      title={template.subtitle}
                      onClick={() => {
                        setEmotionId(template.id);
                        applyTemplate(template);
                        setError(null);
                      }}
                    >
                      {template.title}
                      {template.memberOnly ? <MemberBadge /> : null}
                    </button>
                  ))}
                </Inline>
              ) : (
                <p className={css.muted}>{detail.templateList[0]?.title ?? '默认'}</p>
              )}
            </Stack>
            {roles.length > 0 ? (
              <Stack as="section" gap="2">
                <h3 className={css.sectionTitle} id={`${ids}-roles`}>
                  角色
                </h3>
                <Inline wrap gap="2" align="stretch" role="group" aria-labelledby={`${ids}-roles`}>
                  {roles.map((role, index) => (
                    <button
                      key={role.id}
                      type="button"
                      aria-pressed={roleIndex === index}
                      className={css.option}
                      // spec 02 §4: clicking the selected role deselects it (index -1)
                      onClick={() => setRoleIndex(roleIndex === index ? -1 : index)}
                    >
                      {role.name}
                    </button>
                  ))}
                </Inline>
              </Stack>
            ) : null}
            <Stack as="section" gap="3">
              <Slider label="音调" value={pitch} onChange={setPitch} min={pitchRange.min} max={pitchRange.max} step={pitchRange.step} />
              <Slider label="语速" value={speed} onChange={setSpeed} min={0.5} max={2} step={0.01} format={(v) => `${v.toFixed(2)}x`} />
              <Slider label="音量" value={volume} onChange={setVolume} min={0} max={100} step={1} />
            </Stack>
          </>
        )}
        <div className={css.footer}>
          {error ? (
            <span role="alert" className={css.error}>
              {error}
            </span>
          ) : null}
          <Inline gap="2" justify="flex-end" align="stretch">
            {footer(confirm)}
          </Inline>
        </div>
      </aside>
    </div>
  );
}
