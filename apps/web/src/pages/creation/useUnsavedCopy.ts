// Nothing typed is ever lost (issue 10): the editor keeps a local copy of the script and its settings while
// they differ from the last save, saves the draft right away when the person leaves with unsaved changes, warns
// before a tab with unsaved changes closes, and offers the copy when the person comes back.
//
// The copy lives in localStorage, one per user and per work (a draft by its id, or the one new script): it is
// written synchronously, so a copy made while the page hides (`pagehide`) is on disk before the tab is gone,
// which an IndexedDB transaction cannot promise.
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { schema } from '@peiyin/ssml';
import { sameContent, settingsOf, type CopiedSettings, type EditorContent } from './content';

export type { EditorContent } from './content';

/// A change is copied this long after the last keystroke (the issue asks for at most 1 s).
export const COPY_DELAY_MS = 500;

const STORAGE_PREFIX = 'peiyin.unsaved.v1';

/// A stored copy: the content, when it was copied, and the settings it was a change of (what was saved or loaded
/// then; restoring takes only the settings the copy changed, see `restoredContent`).
export interface UnsavedCopy extends EditorContent {
  at: number;
  base?: CopiedSettings | undefined;
}

/// Where a copy is kept: per user, per draft (`work-<id>`) or `new` for a script not saved yet.
export const copySlot = (workId: number | null): string => (workId === null ? 'new' : `work-${workId}`);

const storageKey = (owner: string, slot: string) => `${STORAGE_PREFIX}:${owner}:${slot}`;

/// The copy kept for `owner` in `slot`, or null (none, or one that no longer reads: it is dropped).
export function readCopy(owner: string, slot: string): UnsavedCopy | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(storageKey(owner, slot));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Omit<UnsavedCopy, 'doc'> & { doc: unknown };
    if (typeof stored.at !== 'number' || !stored.voice || typeof stored.voice.anchorId !== 'number') throw new Error('not a copy');
    // a copy from another version of the schema that no longer parses is not worth an error
    const base = stored.base ? { ...stored.base, smartBreaks: stored.base.smartBreaks ?? undefined } : undefined;
    return { ...stored, doc: schema.nodeFromJSON(stored.doc), smartBreaks: stored.smartBreaks ?? undefined, base };
  } catch {
    removeCopy(owner, slot);
    return null;
  }
}

/// Keeps `content` as the copy of `owner` in `slot`, with the settings it is a change of.
export function writeCopy(owner: string, slot: string, content: EditorContent, at: number, base: CopiedSettings | undefined): void {
  try {
    localStorage.setItem(storageKey(owner, slot), JSON.stringify({ ...content, doc: content.doc.toJSON(), at, base }));
  } catch {
    // storage full or refused (private mode): the draft save is still there
  }
}

function removeCopy(owner: string, slot: string): void {
  try {
    localStorage.removeItem(storageKey(owner, slot));
  } catch {
    // nothing to do
  }
}

/// Leave-saves still on their way, by copy: a page opened meanwhile (the person came straight back) waits for
/// them before it looks at the copy, so the copy it offers already knows its draft's id. Without the wait a quick
/// return offered the copy of a new script whose draft had just been made, and restoring it made a second draft.
const leaving = new Map<string, Promise<void>>();

export interface UnsavedCopyOptions {
  /// The signed-in user (their username): copies are theirs alone. null: nothing is copied.
  owner: string | null;
  /// What the page finished loading (a key that changes with each load); null while it loads. The stored copy of
  /// the loaded work is looked at once per load: offered when it differs from what was loaded.
  loaded: string | null;
  /// The content now; null while loading.
  content: EditorContent | null;
  /// The content as last saved or loaded; the copy is kept while `content` differs from it.
  baseline: EditorContent | null;
  /// True while a draft save is on its way.
  saving: boolean;
  /// Saves `content` as a draft now; resolves with the draft's id (null when nothing was saved: an empty script).
  saveNow(content: EditorContent): Promise<number | null>;
  /// The current time (tests move it). @default Date.now
  now?: () => number;
}

export interface UnsavedCopyHandle {
  /// A copy left by an earlier visit that differs from what was loaded: the page offers it (恢复未保存的内容).
  offer: UnsavedCopy | null;
  /// Hands the offered copy over for the page to apply; from then on it is this page's copy.
  takeOffer(): UnsavedCopy | null;
  /// Drops the offered copy for good.
  dismissOffer(): void;
}

export function useUnsavedCopy(options: UnsavedCopyOptions): UnsavedCopyHandle {
  const { owner, loaded, content, baseline } = options;
  // the copy on offer and the slot it is stored under
  const [offered, setOffered] = useState<{ copy: UnsavedCopy; slot: string } | null>(null);
  // The slots this page wrote a copy into (or took one from): only those does it clean up or move.
  const own = useRef(new Set<string>());
  // true while an earlier page's leave-save of the copy is awaited (see `leaving`)
  const waiting = useRef(false);

  const dirty = useEffectEvent(() => options.content !== null && options.baseline !== null && !sameContent(options.content, options.baseline));

  // Writes the copy now when the content differs from the last save, else drops this page's copy. A copy the
  // page wrote under another slot (the new script has got its draft id since) is dropped too. Nothing is written
  // while a copy is on offer: it would overwrite the one the person has not decided about yet.
  const copyNow = useEffectEvent(() => {
    const current = options.content;
    const user = options.owner;
    if (!user || !current || offered || waiting.current) return;
    const here = copySlot(current.workId);
    for (const other of own.current) {
      if (other === here) continue;
      removeCopy(user, other);
      own.current.delete(other);
    }
    if (dirty()) {
      writeCopy(user, here, current, (options.now ?? Date.now)(), options.baseline ? settingsOf(options.baseline) : undefined);
      own.current.add(here);
    } else if (own.current.has(here)) {
      removeCopy(user, here);
      own.current.delete(here);
    }
  });

  // Leaving with unsaved changes (another page of the studio, a hidden tab): the copy first, then the draft,
  // right away rather than at the next auto-save. The copy learns the draft's id, so restoring it later goes on
  // with the same draft instead of making a second one.
  const leave = useEffectEvent(() => {
    copyNow();
    const current = options.content;
    const user = options.owner;
    if (!user || !current || offered || options.saving || !dirty()) return;
    const here = copySlot(current.workId);
    const key = storageKey(user, here);
    const saved: Promise<void> = options
      .saveNow(current)
      .then(
        (workId) => {
          if (workId === null || workId === current.workId) return;
          const stored = readCopy(user, here);
          if (stored && sameContent(stored, current)) writeCopy(user, here, { ...current, workId }, stored.at, stored.base);
        },
        () => undefined,
      )
      .finally(() => {
        if (leaving.get(key) === saved) leaving.delete(key);
      });
    leaving.set(key, saved);
  });

  // Once per load: the stored copy of what was loaded is offered when it says something else. While the last
  // page's leave-save of that copy is on its way, nothing is copied here and the look waits for it.
  const examine = useEffectEvent(() => {
    const current = options.content;
    const user = options.owner;
    if (!user || !current) return;
    const here = copySlot(current.workId);
    const pending = leaving.get(storageKey(user, here));
    if (pending) {
      waiting.current = true;
      void pending.then(() => {
        waiting.current = false;
        examine();
      });
      return;
    }
    const stored = readCopy(user, here);
    if (stored && sameContent(stored, current)) removeCopy(user, here);
    setOffered(stored && !sameContent(stored, current) ? { copy: stored, slot: here } : null);
  });
  useEffect(() => {
    if (loaded !== null) examine();
  }, [loaded, owner]);

  // Every change is copied shortly after it (debounced while typing).
  useEffect(() => {
    if (!owner || !content) return;
    const timer = setTimeout(() => copyNow(), COPY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [owner, content, baseline, offered]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    // the tab or window goes away: no answer could come back now, the copy is what survives
    const onPageHide = () => copyNow();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      copyNow();
      // the browser asks "leave the site?" while a change is not saved on the server yet
      if (dirty() || options.saving) {
        event.preventDefault();
        event.returnValue = '';
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
      // Unmounted: the person went to another page of the studio. (StrictMode also passes here once right
      // after mounting, when nothing is loaded yet and there is nothing to leave.)
      leave();
    };
  }, []);

  const takeOffer = useCallback(() => {
    if (!offered) return null;
    own.current.add(offered.slot);
    setOffered(null);
    return offered.copy;
  }, [offered]);

  const dismissOffer = useCallback(() => {
    if (offered && owner) removeCopy(owner, offered.slot);
    setOffered(null);
  }, [offered, owner]);

  return { offer: offered?.copy ?? null, takeOffer, dismissOffer };
}
