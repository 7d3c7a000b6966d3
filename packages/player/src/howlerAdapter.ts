// The only file that touches howler (ARCHITECTURE: the player core is a pure reducer). It performs
// the effects `step`/`circleStep` ask for and turns howler's callbacks into machine events.
import { Howl } from 'howler';
import {
  circleStep,
  initialAuditionState,
  initialCircleState,
  step,
  type AuditionEffect,
  type AuditionEvent,
  type AuditionMode,
  type AuditionState,
  type CircleEffect,
  type CircleEvent,
  type CircleState,
} from './machine.ts';
import { sharedPlayerRegistry, type PlayerRegistry, type Stoppable } from './registry.ts';

/// The part of howler's `HowlOptions` the players use.
export interface SoundOptions {
  src: string[];
  format?: string[];
  html5?: boolean;
  preload?: boolean;
  onload?: (soundId: number) => void;
  onloaderror?: (soundId: number, error: unknown) => void;
  onplay?: (soundId: number) => void;
  onplayerror?: (soundId: number, error: unknown) => void;
  onend?: (soundId: number) => void;
}

/// The part of howler's `Howl` the players use.
export interface Sound {
  play(id?: number): number;
  pause(id?: number): unknown;
  stop(id?: number): unknown;
  unload(): unknown;
  /// The position in seconds.
  seek(): number;
  /// The length in seconds (0 until loaded).
  duration(): number;
}

/// A `Howl`-like constructor; tests pass a fake that emits the callbacks itself.
export type SoundConstructor = new (options: SoundOptions) => Sound;

/// Requests one audition chunk's audio (`api.tts.audition` in the app). It rejects with the
/// server's message on failure and must honour `signal`, which aborts when the audition stops.
export type FetchChunk = (text: string, index: number, signal: AbortSignal) => Promise<Blob>;

/// Subscribe/read pair, the shape `useSyncExternalStore` takes.
export interface PlayerStore<S> {
  /// The current state; the same object until something changes.
  getState(): S;
  /// Calls `listener` after every change; returns the unsubscribe function.
  subscribe(listener: () => void): () => void;
}

/// Options of {@link createAuditionPlayer}.
export interface AuditionPlayerOptions {
  /// Requests each chunk's audio, one at a time.
  fetchChunk: FetchChunk;
  /// Default mode for `start`; @default 'editor'
  mode?: AuditionMode;
  /// @default howler's Howl
  Howl?: SoundConstructor;
  /// Stopped players when this one starts; `null` plays alongside others. @default sharedPlayerRegistry
  registry?: PlayerRegistry | null;
}

/// An audition player bound to howler: the machine's state plus the user's commands.
export interface AuditionPlayer extends PlayerStore<AuditionState> {
  /// Plays the chunk texts (from `chunkForAudition`) one after another; restarts if playing.
  start(chunks: readonly string[], mode?: AuditionMode): void;
  pause(): void;
  resume(): void;
  /// Stops, aborts requests in flight and frees all audio.
  stop(): void;
  /// Clears the error or warning after the user has seen it.
  dismiss(): void;
}

// spec 02 §7: the audition answers audio/mpeg; WAV is accepted for engines that answer it. A blob
// URL has no extension, so howler must be told the format.
function formatOf(blob: Blob): string {
  return /wav|wave/i.test(blob.type) ? 'wav' : 'mp3';
}

// Howler reports errors as strings, media error codes or Error objects.
function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.name !== 'AbortError' ? error.message : undefined;
}

interface ChunkSound {
  readonly sound: Sound;
  readonly url: string;
  id: number | undefined;
}

// Everything one run owns, so that late callbacks of a stopped run are recognised and dropped.
interface Run {
  readonly abort: AbortController;
  readonly blobs: Map<number, Blob>;
  readonly sounds: Map<number, ChunkSound>;
}

const newRun = (): Run => ({ abort: new AbortController(), blobs: new Map(), sounds: new Map() });

/// Runs a machine's events one at a time. Howler callbacks may fire while effects run (a fake or cached
/// sound answers at once): events are queued so that each sees the state its predecessor left.
function serialDispatch<State, Event, Effect>(machine: {
  get: () => State;
  set: (next: State) => void;
  step: (state: State, event: Event) => { state: State; effects: readonly Effect[] };
  perform: (effect: Effect) => void;
  after: (previous: State, next: State) => void;
}): (event: Event) => void {
  const queue: Event[] = [];
  let dispatching = false;
  return (event) => {
    queue.push(event);
    if (dispatching) return;
    dispatching = true;
    try {
      while (queue.length > 0) {
        const previous = machine.get();
        const outcome = machine.step(previous, queue.shift()!);
        machine.set(outcome.state);
        for (const effect of outcome.effects) machine.perform(effect);
        machine.after(previous, outcome.state);
      }
    } finally {
      dispatching = false;
    }
  };
}

/// One player at a time (spec 02 §4): a player holds the registry from leaving its rest state until it returns.
function claimWhileActive(registry: PlayerRegistry | null, self: Stoppable, wasActive: boolean, isActive: boolean): void {
  if (!wasActive && isActive) registry?.claim(self);
  if (wasActive && !isActive) registry?.release(self);
}

/// Creates an audition player that fetches chunks with `fetchChunk` and plays them with howler.
export function createAuditionPlayer(options: AuditionPlayerOptions): AuditionPlayer {
  const SoundClass = options.Howl ?? (Howl as SoundConstructor);
  const registry = options.registry === undefined ? sharedPlayerRegistry : options.registry;
  const listeners = new Set<() => void>();
  const self: Stoppable = { stop: () => dispatch({ type: 'stop' }) };
  let state = initialAuditionState(options.mode);
  let run = newRun();

  const dispatch = serialDispatch<AuditionState, AuditionEvent, AuditionEffect>({
    get: () => state,
    set: (next) => {
      state = next;
    },
    step,
    perform: (effect) => perform(effect),
    after(previous, next) {
      claimWhileActive(registry, self, previous.status !== 'default', next.status !== 'default');
      if (next !== previous) for (const listener of listeners) listener();
    },
  });

  const isLive = (owner: Run, index: number) => owner === run && !owner.abort.signal.aborted && index >= 0;

  function fetchChunk(owner: Run, index: number, text: string): void {
    new Promise<Blob>((resolve) => resolve(options.fetchChunk(text, index, owner.abort.signal))).then(
      (blob) => {
        if (!isLive(owner, index)) return;
        if (blob) owner.blobs.set(index, blob);
        dispatch({ type: 'chunkFetched', index, bytes: blob?.size ?? 0 });
      },
      (error: unknown) => {
        if (isLive(owner, index)) dispatch({ type: 'chunkFailed', index, message: messageOf(error) });
      },
    );
  }

  function load(owner: Run, index: number): void {
    const blob = owner.blobs.get(index);
    owner.blobs.delete(index);
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    const live = () => isLive(owner, index) && owner.sounds.get(index)?.url === url;
    try {
      const sound = new SoundClass({
        src: [url],
        format: [formatOf(blob)],
        // Web Audio decodes the whole (short) chunk up front, so the next one starts without a gap.
        html5: false,
        preload: true,
        onload: () => live() && dispatch({ type: 'chunkLoaded', index }),
        // An undecodable answer is a failed chunk like an empty one (spec 02 §8).
        onloaderror: () => live() && dispatch({ type: 'chunkFailed', index }),
        onplay: () => live() && dispatch({ type: 'chunkStarted', index }),
        onend: () => live() && dispatch({ type: 'chunkEnded', index }),
        onplayerror: (_id, error) => live() && dispatch({ type: 'playbackFailed', index, error: describe(error) }),
        // Howler's `pause` callback only echoes our own pause a tick later; forwarding it would
        // re-pause after a quick resume, so the machine's own pause/resume is the truth.
      });
      owner.sounds.set(index, { sound, url, id: undefined });
    } catch {
      URL.revokeObjectURL(url);
      dispatch({ type: 'chunkFailed', index });
    }
  }

  function release(owner: Run, index: number): void {
    const entry = owner.sounds.get(index);
    owner.sounds.delete(index);
    owner.blobs.delete(index);
    if (!entry) return;
    entry.sound.unload();
    URL.revokeObjectURL(entry.url);
  }

  function perform(effect: AuditionEffect): void {
    const owner = run;
    switch (effect.type) {
      case 'fetch':
        return fetchChunk(owner, effect.index, effect.text);
      case 'load':
        return load(owner, effect.index);
      case 'release':
        return release(owner, effect.index);
      case 'halt':
        owner.abort.abort();
        for (const index of [...owner.sounds.keys()]) release(owner, index);
        owner.blobs.clear();
        run = newRun();
        return;
    }
    const entry = owner.sounds.get(effect.index);
    if (!entry) return;
    try {
      if (effect.type === 'pause') entry.sound.pause(entry.id);
      // `play(id)` resumes that very sound; a bare play() could start a second copy.
      else entry.id = entry.sound.play(effect.type === 'resume' ? entry.id : undefined);
    } catch (error) {
      dispatch({ type: 'playbackFailed', index: effect.index, error: describe(error) });
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: (chunks, mode = options.mode) => dispatch({ type: 'start', chunks, ...(mode ? { mode } : {}) }),
    pause: () => dispatch({ type: 'pause' }),
    resume: () => dispatch({ type: 'resume' }),
    stop: () => dispatch({ type: 'stop' }),
    dismiss: () => dispatch({ type: 'dismiss' }),
  };
}

/// Calls `tick` repeatedly until the returned function is called.
export type Ticker = (tick: () => void) => () => void;

// Frames where there is a screen to draw the ring on, a timer elsewhere.
const defaultTicker: Ticker = (tick) => {
  if (typeof requestAnimationFrame === 'function') {
    let id = requestAnimationFrame(function frame() {
      tick();
      id = requestAnimationFrame(frame);
    });
    return () => cancelAnimationFrame(id);
  }
  const id = setInterval(tick, 100);
  return () => clearInterval(id);
};

/// Options of {@link createCirclePlayer}.
export interface CirclePlayerOptions {
  /// URL of the sample audio.
  src: string;
  /// Needed when the URL has no extension, e.g. 'mp3'.
  format?: string;
  /// @default howler's Howl
  Howl?: SoundConstructor;
  /// @default sharedPlayerRegistry
  registry?: PlayerRegistry | null;
  /// Drives progress updates while playing. @default animation frames (a 100 ms timer without a DOM)
  ticker?: Ticker;
}

/// A circle (sample) player bound to howler.
export interface CirclePlayer extends PlayerStore<CircleState> {
  /// Starts playing, stopping whatever else plays (spec 02 §4: one at a time).
  play(): void;
  /// Stops and resets the progress.
  stop(): void;
  /// Play when idle, stop otherwise: what a click on the circle does.
  toggle(): void;
  /// Plays another sample from now on (stops the current one).
  setSource(src: string, format?: string): void;
  /// Stops and frees the audio.
  dispose(): void;
}

/// Creates a circle player for one sample URL.
export function createCirclePlayer(options: CirclePlayerOptions): CirclePlayer {
  const SoundClass = options.Howl ?? (Howl as SoundConstructor);
  const registry = options.registry === undefined ? sharedPlayerRegistry : options.registry;
  const ticker = options.ticker ?? defaultTicker;
  const listeners = new Set<() => void>();
  const self: Stoppable = { stop: () => dispatch({ type: 'stop' }) };
  let state = initialCircleState;
  let src = options.src;
  let format = options.format;
  let sound: Sound | null = null;
  let soundId: number | undefined;
  let stopTicking: (() => void) | null = null;
  // Howler's `play` says the element was told to play, not that sound came out: a sample synthesised on its first
  // request said so seconds before any sound (issue 27). The circle shows 加载中 until the position moves.
  let asked = false;
  const dispatch = serialDispatch<CircleState, CircleEvent, CircleEffect>({
    get: () => state,
    set: (next) => {
      state = next;
    },
    step: circleStep,
    perform: (effect) => perform(effect),
    after(previous, next) {
      claimWhileActive(registry, self, previous.status !== 'idle', next.status !== 'idle');
      if (next.status === 'idle') asked = false;
      // ticking while loading too: that is how the first sound is noticed
      if (next.status !== 'idle' && !stopTicking) stopTicking = ticker(tick);
      if (next.status === 'idle' && stopTicking) {
        stopTicking();
        stopTicking = null;
      }
      if (next !== previous) for (const listener of listeners) listener();
    },
  });

  function tick(): void {
    if (!sound) return;
    const position = sound.seek();
    if (state.status === 'loading') {
      if (!asked || !(position > 0)) return;
      dispatch({ type: 'started' });
    }
    const duration = sound.duration();
    if (duration > 0) dispatch({ type: 'progress', value: position / duration });
  }

  function ensureSound(): Sound {
    if (sound) return sound;
    const created: Sound = new SoundClass({
      src: [src],
      ...(format ? { format: [format] } : {}),
      // Samples can be long: stream them instead of decoding everything before the first sound.
      html5: true,
      preload: true,
      onplay: () => {
        if (created !== sound) return;
        asked = true;
        tick();
      },
      onend: () => created === sound && dispatch({ type: 'ended' }),
      onloaderror: (_id, error) => created === sound && dispatch({ type: 'failed', error: describe(error) }),
      onplayerror: (_id, error) => created === sound && dispatch({ type: 'failed', error: describe(error) }),
    });
    sound = created;
    return created;
  }

  function perform(effect: CircleEffect): void {
    try {
      if (effect.type === 'play') soundId = ensureSound().play();
      else sound?.stop(soundId);
    } catch (error) {
      dispatch({ type: 'failed', error: describe(error) });
    }
  }

  function unload(): void {
    sound?.unload();
    sound = null;
    soundId = undefined;
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    play: () => dispatch({ type: 'play' }),
    stop: () => dispatch({ type: 'stop' }),
    toggle: () => dispatch({ type: state.status === 'idle' ? 'play' : 'stop' }),
    setSource(nextSrc, nextFormat) {
      if (nextSrc === src && nextFormat === format) return;
      dispatch({ type: 'stop' });
      unload();
      src = nextSrc;
      format = nextFormat;
    },
    dispose() {
      dispatch({ type: 'stop' });
      unload();
    },
  };
}
