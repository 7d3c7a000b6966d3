// The audition player and the circle (sample) player as pure state machines (spec 02 §4).
// Nothing here touches audio: `step` answers the next state plus the effects an adapter must
// perform, as plain data, so every decision is testable without howler or a browser.

/// Shown when an audition chunk fails without a message from the server (spec 02 §8).
export const AUDITION_FAILED = '试听失败！';

/// The tip shown after an audition failure (spec 02 §5, §8): most failures come from text the
/// engine cannot split into sentences.
export const PUNCTUATION_TIP = '请正确使用标点符号断句，不要用空格或换行代替标点';

/// Prefix of a playback failure; the player's error text follows it (spec 02 §8).
export const PLAYBACK_FAILED = '播放失败：';

/// The audition player's statuses, in the order a run goes through them (spec 02 §4).
export const auditionStatuses = ['default', 'loading', 'playing', 'paused'] as const;

/// `default` idle; `loading` waiting for audio (first chunk, or a chunk that is not fetched yet);
/// `playing`; `paused`.
export type AuditionStatus = (typeof auditionStatuses)[number];

/// Where the audition runs: the `editor` stops on a failed chunk, the anchor `picker` skips a
/// failed sentence (spec 02 §8).
export const auditionModes = ['editor', 'picker'] as const;

/// See {@link auditionModes}.
export type AuditionMode = (typeof auditionModes)[number];

/// Where one chunk is: `waiting` to be requested, `fetching` its audio, `fetched` (the audio is
/// being decoded), `ready` to play, `playing` (handed to the player, also while paused), `played`,
/// or `failed` (picker only: it is skipped).
export type ChunkStatus = 'waiting' | 'fetching' | 'fetched' | 'ready' | 'playing' | 'played' | 'failed';

/// A failure the user is told about: the message, and the tip to show under it (`null` for
/// playback failures, which no punctuation can fix).
export interface AuditionProblem {
  /// The chunk it happened on.
  readonly index: number;
  /// The server's message (default {@link AUDITION_FAILED}) or {@link PLAYBACK_FAILED} + error.
  readonly message: string;
  /// {@link PUNCTUATION_TIP} after a chunk failure, `null` after a playback failure.
  readonly tip: string | null;
}

/// Everything the audition player knows. Immutable: `step` returns a new object on change and the
/// same object when an event changes nothing.
export interface AuditionState {
  /// The player button's state.
  readonly status: AuditionStatus;
  /// Set by the last `start`.
  readonly mode: AuditionMode;
  /// The texts of this run's chunks, in order (empty when `default`).
  readonly chunks: readonly string[];
  /// One status per chunk: which are fetched, which one plays, which failed.
  readonly chunkStatuses: readonly ChunkStatus[];
  /// The chunk playing or awaited, -1 when `default`.
  readonly current: number;
  /// Why the last run stopped, when it stopped on a failure; cleared by `start` and `dismiss`.
  readonly error: AuditionProblem | null;
  /// Picker only: the last sentence skipped because the server refused it (spec 02 §8 shows a
  /// warning dialog while playback goes on); cleared by `start` and `dismiss`.
  readonly warning: AuditionProblem | null;
}

/// What can happen to the audition player: the user's commands (`start`, `pause`, `resume`,
/// `stop`, `dismiss`) and what the adapter reports about fetching and playback.
export type AuditionEvent =
  /// Play these chunk texts (an empty list returns to `default`). Starting again restarts.
  | { readonly type: 'start'; readonly chunks: readonly string[]; readonly mode?: AuditionMode }
  | { readonly type: 'pause' }
  | { readonly type: 'resume' }
  | { readonly type: 'stop' }
  /// The user closed the error or warning.
  | { readonly type: 'dismiss' }
  /// A chunk's audio arrived; `bytes` 0 (an empty blob) counts as a failure (spec 02 §8).
  | { readonly type: 'chunkFetched'; readonly index: number; readonly bytes: number }
  /// Fetching a chunk failed (`message` from the server, if any) or its audio cannot be decoded.
  | { readonly type: 'chunkFailed'; readonly index: number; readonly message?: string }
  /// A chunk's audio is decoded and can play.
  | { readonly type: 'chunkLoaded'; readonly index: number }
  /// Sound came out for a chunk.
  | { readonly type: 'chunkStarted'; readonly index: number }
  /// A chunk finished playing.
  | { readonly type: 'chunkEnded'; readonly index: number }
  /// The player could not play a chunk (`error` is its text).
  | { readonly type: 'playbackFailed'; readonly index: number; readonly error: string };

/// What the adapter must do after a step, in order.
export type AuditionEffect =
  /// Request a chunk's audio.
  | { readonly type: 'fetch'; readonly index: number; readonly text: string }
  /// Prepare (decode) a fetched chunk's audio so it can start without a gap.
  | { readonly type: 'load'; readonly index: number }
  | { readonly type: 'play'; readonly index: number }
  | { readonly type: 'pause'; readonly index: number }
  | { readonly type: 'resume'; readonly index: number }
  /// Free one chunk's audio (played or skipped).
  | { readonly type: 'release'; readonly index: number }
  /// The run is over: abort requests in flight and free every chunk's audio.
  | { readonly type: 'halt' };

/// A step's outcome: the next state and the effects that bring the world in line with it.
export interface AuditionStep {
  readonly state: AuditionState;
  readonly effects: readonly AuditionEffect[];
}

/// The idle audition player.
export function initialAuditionState(mode: AuditionMode = 'editor'): AuditionState {
  return { status: 'default', mode, chunks: [], chunkStatuses: [], current: -1, error: null, warning: null };
}

/// The audition reducer (spec 02 §4): start → loading; the first chunk's sound → playing;
/// pause ⇄ resume; stop, the end of the last chunk, a failure or an empty list → default.
/// Chunks are fetched one at a time, at most one ahead of the chunk playing.
export function transition(state: AuditionState, event: AuditionEvent): AuditionState {
  return step(state, event).state;
}

/// {@link transition} plus the effects the adapter must perform.
export function step(state: AuditionState, event: AuditionEvent): AuditionStep {
  const unchanged: AuditionStep = { state, effects: [] };
  const active = state.status !== 'default';
  switch (event.type) {
    case 'start': {
      const effects: AuditionEffect[] = active ? [{ type: 'halt' }] : [];
      const mode = event.mode ?? state.mode;
      if (event.chunks.length === 0) return { state: initialAuditionState(mode), effects };
      return settle(
        {
          status: 'loading',
          mode,
          chunks: [...event.chunks],
          chunkStatuses: event.chunks.map(() => 'waiting'),
          current: 0,
          error: null,
          warning: null,
        },
        effects,
      );
    }
    case 'stop':
      return active ? { state: initialAuditionState(state.mode), effects: [{ type: 'halt' }] } : unchanged;
    case 'pause':
      // Only sound that is actually coming out can be paused; while loading, stop is the way out.
      return state.status === 'playing'
        ? { state: { ...state, status: 'paused' }, effects: [{ type: 'pause', index: state.current }] }
        : unchanged;
    case 'resume': {
      if (state.status !== 'paused') return unchanged;
      if (state.chunkStatuses[state.current] === 'playing') {
        return { state: { ...state, status: 'playing' }, effects: [{ type: 'resume', index: state.current }] };
      }
      // The chunk ended just as the user paused: the next one has not started yet.
      return settle({ ...state, status: 'loading' }, []);
    }
    case 'dismiss':
      return state.error || state.warning ? { state: { ...state, error: null, warning: null }, effects: [] } : unchanged;
  }

  // Reports about chunks: stale ones (after stop, or for another run's indexes) change nothing.
  const { index } = event;
  const chunk = state.chunkStatuses[index];
  if (!active || chunk === undefined) return unchanged;
  switch (event.type) {
    case 'chunkFetched':
      if (chunk !== 'fetching') return unchanged;
      // spec 02 §8: an empty blob is a failed sentence.
      if (event.bytes <= 0) return fail(state, index, undefined);
      return settle(withChunk(state, index, 'fetched'), [{ type: 'load', index }]);
    case 'chunkFailed':
      if (chunk !== 'fetching' && chunk !== 'fetched' && chunk !== 'ready') return unchanged;
      return fail(state, index, event.message);
    case 'chunkLoaded':
      return chunk === 'fetched' ? settle(withChunk(state, index, 'ready'), []) : unchanged;
    case 'chunkStarted':
      return state.status === 'loading' && index === state.current && chunk === 'playing'
        ? { state: { ...state, status: 'playing' }, effects: [] }
        : unchanged;
    case 'chunkEnded':
      if (index !== state.current || chunk !== 'playing') return unchanged;
      return settle({ ...withChunk(state, index, 'played'), current: index + 1 }, [{ type: 'release', index }]);
    case 'playbackFailed':
      if (chunk !== 'playing') return unchanged;
      return {
        state: {
          ...initialAuditionState(state.mode),
          error: { index, message: `${PLAYBACK_FAILED}${event.error}`, tip: null },
        },
        effects: [{ type: 'halt' }],
      };
  }
}

function withChunk(state: AuditionState, index: number, status: ChunkStatus): AuditionState {
  const chunkStatuses = state.chunkStatuses.slice();
  chunkStatuses[index] = status;
  return { ...state, chunkStatuses };
}

// spec 02 §8: the editor shows the server's message and stops; the picker skips the sentence and,
// when the server said why, warns while the rest plays on.
function fail(state: AuditionState, index: number, message: string | undefined): AuditionStep {
  const text = message?.trim() ? message.trim() : undefined;
  if (state.mode === 'editor') {
    return {
      state: {
        ...initialAuditionState(state.mode),
        error: { index, message: text ?? AUDITION_FAILED, tip: PUNCTUATION_TIP },
      },
      effects: [{ type: 'halt' }],
    };
  }
  const skipped = withChunk(state, index, 'failed');
  return settle(text ? { ...skipped, warning: { index, message: text, tip: PUNCTUATION_TIP } } : skipped, [
    { type: 'release', index },
  ]);
}

// After any change during a run: skip failed chunks, finish after the last one, keep one request
// in flight (the current chunk or the next one), and start the current chunk once it is ready.
function settle(state: AuditionState, effects: AuditionEffect[]): AuditionStep {
  const statuses = state.chunkStatuses.slice();
  let current = state.current;
  while (statuses[current] === 'failed') current += 1;
  if (current >= statuses.length) {
    // The end of the last chunk (spec 02 §4): back to default, a picker warning stays visible.
    return { state: { ...initialAuditionState(state.mode), warning: state.warning }, effects: [...effects, { type: 'halt' }] };
  }
  const out = [...effects];
  // One after another (spec 02 §4), prefetching only the next playable chunk (skipped ones do not
  // count) so that a stop wastes little synthesis.
  if (!statuses.includes('fetching')) {
    for (let i = current, playable = 0; i < statuses.length && playable < 2; i += 1) {
      if (statuses[i] === 'failed') continue;
      playable += 1;
      if (statuses[i] === 'waiting') {
        statuses[i] = 'fetching';
        out.push({ type: 'fetch', index: i, text: state.chunks[i] ?? '' });
        break;
      }
    }
  }
  let status = state.status;
  if (statuses[current] === 'ready' && status !== 'paused') {
    statuses[current] = 'playing';
    out.push({ type: 'play', index: current });
  }
  // Still `playing` when the next chunk was ready (no flicker between chunks); otherwise wait.
  if (status === 'playing' && statuses[current] !== 'playing') status = 'loading';
  return { state: { ...state, status, current, chunkStatuses: statuses }, effects: out };
}

// ---------------------------------------------------------------------------------------------
// Circle (sample) player

/// The circle player's statuses (spec 02 §4).
export const circleStatuses = ['idle', 'loading', 'playing'] as const;

/// `idle` (progress 0), `loading` until sound comes out, `playing`.
export type CircleStatus = (typeof circleStatuses)[number];

/// What a circle player shows: its status, the ring's progress 0..1, and the last playback error.
export interface CircleState {
  readonly status: CircleStatus;
  /// Share of the sample played, 0..1.
  readonly progress: number;
  /// {@link PLAYBACK_FAILED} + error after a failure, cleared by the next `play`.
  readonly error: string | null;
}

/// What can happen to a circle player.
export type CircleEvent =
  | { readonly type: 'play' }
  | { readonly type: 'stop' }
  /// Sound came out.
  | { readonly type: 'started' }
  /// The position moved; `value` is the share played.
  | { readonly type: 'progress'; readonly value: number }
  | { readonly type: 'ended' }
  | { readonly type: 'failed'; readonly error: string };

/// What the circle player's adapter must do: start the sound, or stop it.
export type CircleEffect = { readonly type: 'play' } | { readonly type: 'stop' };

/// A circle step's outcome.
export interface CircleStep {
  readonly state: CircleState;
  readonly effects: readonly CircleEffect[];
}

/// The idle circle player.
export const initialCircleState: CircleState = { status: 'idle', progress: 0, error: null };

/// The circle reducer (spec 02 §4): play → loading → playing; end or stop → idle with progress 0.
/// "Only one plays at a time" is the registry's job (see `createPlayerRegistry`).
export function circleTransition(state: CircleState, event: CircleEvent): CircleState {
  return circleStep(state, event).state;
}

/// {@link circleTransition} plus the effects.
export function circleStep(state: CircleState, event: CircleEvent): CircleStep {
  const unchanged: CircleStep = { state, effects: [] };
  switch (event.type) {
    case 'play':
      return state.status === 'idle'
        ? { state: { status: 'loading', progress: 0, error: null }, effects: [{ type: 'play' }] }
        : unchanged;
    case 'stop':
    case 'ended':
      return state.status === 'idle' ? unchanged : { state: initialCircleState, effects: [{ type: 'stop' }] };
    case 'started':
      return state.status === 'loading' ? { state: { ...state, status: 'playing' }, effects: [] } : unchanged;
    case 'progress': {
      if (state.status !== 'playing' || !Number.isFinite(event.value)) return unchanged;
      const progress = Math.min(1, Math.max(0, event.value));
      return progress === state.progress ? unchanged : { state: { ...state, progress }, effects: [] };
    }
    case 'failed':
      return state.status === 'idle'
        ? unchanged
        : { state: { ...initialCircleState, error: `${PLAYBACK_FAILED}${event.error}` }, effects: [{ type: 'stop' }] };
  }
}
