// What the editor holds besides its undo history (the script and every setting that decides how it sounds), how
// a saved draft becomes it again, when two of them are the same, and what restoring a local copy does (issue 27:
// everything the user chose survives save, auto-save, the local copy and reopening).
import type { Node as PMNode } from 'prosemirror-model';
import { DEFAULT_SMART_BREAKS, docFromText, parseSsmlDocument, type SmartBreakConfig } from '@peiyin/ssml';
import type { Work } from '@peiyin/api-client';
import type { Voice } from '@peiyin/ui';
import type { BgmChoice } from './speech';

/// The script and everything that decides how it sounds.
export interface EditorContent {
  doc: PMNode;
  voice: Voice;
  bgm: BgmChoice | null;
  smartBreaks: SmartBreakConfig | undefined;
  title: string;
  /// The draft the script belongs to; null before its first save.
  workId: number | null;
}

/// The settings of a content besides its script, by what they do: the voice by its ids and values (not the names
/// and avatar shown beside them, which the catalogue may rename), the music by id with its volume and fades, smart
/// narration with the defaults written out (no setting and the default one sound the same). JSON with a fixed key
/// order, so two contents compare by value whichever way they were built (a draft read back, a local copy).
export function settingsKey(content: Omit<EditorContent, 'doc'>): string {
  const { voice, bgm, title, workId } = content;
  const breaks = content.smartBreaks ?? DEFAULT_SMART_BREAKS;
  return JSON.stringify([
    voice.anchorType,
    voice.anchorId,
    voice.templateId,
    voice.role ?? null,
    voice.intensity,
    voice.pitch,
    voice.speed,
    voice.volume,
    voice.sampleRate,
    bgm ? [bgm.bgmId, bgm.bgmVolume, bgm.bgmFadein, bgm.bgmFadeout] : null,
    [breaks.enabled, breaks.pauses.map((p) => [p.name, [...p.marks], p.ms, p.enabled])],
    title,
    workId,
  ]);
}

/// True when two contents would read and sound the same (and belong to the same draft under the same title).
export function sameContent(a: EditorContent, b: EditorContent): boolean {
  return a.doc.eq(b.doc) && settingsKey(a) === settingsKey(b);
}

/// A saved draft as the editor holds it: the script (SSML of content version 2, plain text of version 1) with the
/// smart narration and sample rate it was written with, the voice loaded for it, its background music, title and id.
export function draftContent(work: Work, voice: Voice): EditorContent {
  // content version 2 is SSML; version 1 drafts were plain text
  const parsed = work.contentVersion === 2 ? parseSsmlDocument(work.text) : null;
  return {
    doc: parsed ? parsed.doc : docFromText(work.text),
    voice: parsed?.voice.sampleRate ? { ...voice, sampleRate: parsed.voice.sampleRate } : voice,
    bgm:
      work.bgmId === null
        ? null
        : { bgmId: work.bgmId, bgmName: work.bgmName, bgmVolume: work.bgmVolume, bgmFadein: work.bgmFadein, bgmFadeout: work.bgmFadeout },
    smartBreaks: parsed?.voice.smartBreaks,
    title: work.title,
    workId: work.workId,
  };
}

/// A local copy's settings and the settings it was a change of (what was saved or loaded when it was copied).
export type CopiedSettings = Omit<EditorContent, 'doc' | 'workId'>;

const SETTINGS = ['voice', 'bgm', 'smartBreaks', 'title'] as const;
type Setting = (typeof SETTINGS)[number];

const sameSetting = (key: Setting, a: CopiedSettings, b: CopiedSettings): boolean => {
  // compared through the whole key, so that display names never count as a change
  const at = (content: CopiedSettings, value: CopiedSettings[Setting]) => settingsKey({ ...content, [key]: value, workId: null });
  return at(a, a[key]) === at(a, b[key]);
};

/// What restoring a local copy gives (恢复未保存的内容): the copy's script, and each of its settings unless the copy
/// did not change it or the person changed it after the page loaded. `loaded` is what the page loaded, `current`
/// what it shows now, `base` the settings the copy was a change of (absent in copies from before issue 27: every
/// setting of the copy counts as changed). Restoring used to put back the copy's voice over an anchor chosen
/// after the page opened (issue 27).
export function restoredContent(
  copy: EditorContent & { base?: CopiedSettings | undefined },
  loaded: EditorContent,
  current: EditorContent,
): EditorContent {
  const next: EditorContent = { ...current, doc: copy.doc, workId: copy.workId ?? current.workId };
  for (const key of SETTINGS) {
    const changedHere = !sameSetting(key, current, loaded);
    const changedInCopy = copy.base ? !sameSetting(key, copy, copy.base) : true;
    if (!changedHere && changedInCopy) Object.assign(next, { [key]: copy[key] });
  }
  return next;
}

/// The settings of a content, as a copy records its base.
export const settingsOf = ({ voice, bgm, smartBreaks, title }: EditorContent): CopiedSettings => ({ voice, bgm, smartBreaks, title });
