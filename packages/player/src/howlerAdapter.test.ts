import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createAuditionPlayer,
  createCirclePlayer,
  type FetchChunk,
  type Sound,
  type SoundOptions,
} from './howlerAdapter.ts';
import { AUDITION_FAILED, PUNCTUATION_TIP, type AuditionMode } from './machine.ts';
import { createPlayerRegistry, type PlayerRegistry } from './registry.ts';

// A stand-in for howler's Howl: records what the adapter asks of it, and lets the test fire the
// callbacks howler would fire (load, loaderror, play, playerror, end).
function fakeHowler(log: string[]) {
  const sounds: FakeSound[] = [];
  class FakeSound implements Sound {
    readonly options: SoundOptions;
    unloaded = false;
    position = 0;
    length = 0;
    private nextId = 1000;
    constructor(options: SoundOptions) {
      this.options = options;
      sounds.push(this);
    }
    get src() {
      return this.options.src[0]!;
    }
    play(id?: number) {
      log.push(`play ${this.src}${id === undefined ? '' : ` #${id}`}`);
      return id ?? this.nextId++;
    }
    pause(id?: number) {
      log.push(`pause ${this.src} #${id}`);
    }
    stop(id?: number) {
      log.push(`stop ${this.src}${id === undefined ? '' : ` #${id}`}`);
    }
    unload() {
      this.unloaded = true;
      log.push(`unload ${this.src}`);
    }
    seek() {
      return this.position;
    }
    duration() {
      return this.length;
    }
    // What howler calls back, a tick after the fact in the real library.
    load = () => this.options.onload?.(1);
    loadError = (error: unknown) => this.options.onloaderror?.(1, error);
    started = () => this.options.onplay?.(1000);
    playError = (error: unknown) => this.options.onplayerror?.(1000, error);
    ended = () => this.options.onend?.(1000);
  }
  return { Howl: FakeSound, sounds };
}

interface Request {
  text: string;
  index: number;
  signal: AbortSignal;
  resolve(blob: Blob): void;
  reject(error: unknown): void;
}

// fetchChunk under the test's control: each call waits until the test answers it.
function fakeServer(log: string[]) {
  const requests: Request[] = [];
  const fetchChunk: FetchChunk = (text, index, signal) =>
    new Promise<Blob>((resolve, reject) => {
      log.push(`fetch ${index}`);
      requests.push({ text, index, signal, resolve, reject });
    });
  return { fetchChunk, requests };
}

const mp3 = (bytes = 512) => new Blob([new Uint8Array(bytes)], { type: 'audio/mpeg' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(mode: AuditionMode = 'editor', registry: PlayerRegistry | null = null) {
  const log: string[] = [];
  const howler = fakeHowler(log);
  const server = fakeServer(log);
  const player = createAuditionPlayer({ fetchChunk: server.fetchChunk, mode, Howl: howler.Howl, registry });
  const statuses: string[] = [];
  player.subscribe(() => {
    const { status } = player.getState();
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  // Answers request `n` and waits for the adapter to act on it.
  const answer = async (n: number, blob: Blob = mp3()) => {
    server.requests[n]!.resolve(blob);
    await flush();
  };
  const refuse = async (n: number, error: unknown) => {
    server.requests[n]!.reject(error);
    await flush();
  };
  return { log, player, statuses, sounds: howler.sounds, requests: server.requests, answer, refuse };
}

let created: string[];
let revoked: string[];
beforeEach(() => {
  created = [];
  revoked = [];
  const create = URL.createObjectURL.bind(URL);
  const revoke = URL.revokeObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = create(blob);
    created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    revoked.push(url);
    revoke(url);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('audition player over howler', () => {
  it('plays chunk after chunk, fetching the next one while the current one plays', async () => {
    const { player, log, statuses, sounds, requests, answer } = setup();
    player.start(['第一句。', '第二句。', '第三句。']);
    expect(requests.map((r) => [r.index, r.text])).toEqual([[0, '第一句。']]);
    expect(player.getState().status).toBe('loading');

    await answer(0);
    // The blob is handed to howler as an object URL with an explicit format (blob URLs have no extension).
    expect(sounds[0]!.src).toBe(created[0]);
    expect(sounds[0]!.options.src[0]).toMatch(/^blob:/);
    expect(sounds[0]!.options.format).toEqual(['mp3']);
    expect(requests).toHaveLength(2);

    sounds[0]!.load();
    sounds[0]!.started();
    expect(player.getState().status).toBe('playing');

    await answer(1);
    sounds[1]!.load();
    // Only one chunk ahead: chunk 2 is not requested while chunk 0 still plays.
    expect(requests).toHaveLength(2);

    sounds[0]!.ended();
    // The prefetched chunk starts at once and the finished one is freed.
    expect(log.slice(-3)).toEqual([`unload ${sounds[0]!.src}`, 'fetch 2', `play ${sounds[1]!.src}`]);
    expect(revoked).toEqual([created[0]]);
    expect(player.getState()).toMatchObject({ status: 'playing', current: 1 });

    sounds[1]!.ended();
    expect(player.getState().status).toBe('loading');
    await answer(2);
    sounds[2]!.load();
    sounds[2]!.started();
    sounds[2]!.ended();

    expect(player.getState().status).toBe('default');
    expect(statuses).toEqual(['loading', 'playing', 'loading', 'playing', 'default']);
    const [s0, s1, s2] = sounds.map((sound) => sound.src);
    expect(log).toEqual([
      'fetch 0',
      'fetch 1', // requested as soon as chunk 0 arrived, long before chunk 0 ends
      `play ${s0}`,
      `unload ${s0}`,
      'fetch 2',
      `play ${s1}`,
      `unload ${s1}`,
      `play ${s2}`,
      `unload ${s2}`,
    ]);
    expect(revoked.sort()).toEqual([...created].sort());
    expect(sounds.every((s) => s.unloaded)).toBe(true);
  });

  it('tells howler the format of a WAV answer', async () => {
    const { player, sounds, answer } = setup();
    player.start(['你好。']);
    await answer(0, new Blob([new Uint8Array(64)], { type: 'audio/wav' }));
    expect(sounds[0]!.options.format).toEqual(['wav']);
  });

  it('stop aborts the request in flight, frees the audio and ignores late answers', async () => {
    const { player, sounds, requests, answer } = setup();
    player.start(['一。', '二。', '三。']);
    await answer(0);
    sounds[0]!.load();
    sounds[0]!.started();
    expect(requests[1]!.signal.aborted).toBe(false);

    player.stop();
    expect(player.getState().status).toBe('default');
    expect(requests[1]!.signal.aborted).toBe(true);
    expect(sounds[0]!.unloaded).toBe(true);
    expect(revoked).toEqual([created[0]]);

    // The server answers anyway: nothing is decoded or played.
    await answer(1);
    sounds[0]!.ended();
    expect(sounds).toHaveLength(1);
    expect(player.getState().status).toBe('default');
  });

  it('pauses and resumes the very sound that plays', async () => {
    const { player, log, sounds, answer } = setup();
    player.start(['一。']);
    await answer(0);
    sounds[0]!.load();
    sounds[0]!.started();
    const src = sounds[0]!.src;

    player.pause();
    expect(player.getState().status).toBe('paused');
    player.resume();
    expect(player.getState().status).toBe('playing');
    expect(log.filter((line) => line.includes(src))).toEqual([`play ${src}`, `pause ${src} #1000`, `play ${src} #1000`]);
  });

  it('restarting drops the old run: its late callbacks change nothing', async () => {
    const { player, sounds, requests, answer } = setup();
    player.start(['旧的。']);
    await answer(0);
    player.start(['新的。']);
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(sounds[0]!.unloaded).toBe(true);
    sounds[0]!.load();
    expect(player.getState()).toMatchObject({ status: 'loading', chunks: ['新的。'], chunkStatuses: ['fetching'] });
  });

  describe('in the editor (spec 02 §8)', () => {
    it('stops with the server message and the punctuation tip', async () => {
      const { player, sounds, requests, answer, refuse } = setup('editor');
      player.start(['一。', '二。']);
      await answer(0);
      sounds[0]!.load();
      sounds[0]!.started();
      await refuse(1, new Error('合成失败，请检查文本'));
      expect(player.getState()).toMatchObject({
        status: 'default',
        error: { index: 1, message: '合成失败，请检查文本', tip: PUNCTUATION_TIP },
      });
      expect(sounds[0]!.unloaded).toBe(true);
      expect(requests).toHaveLength(2);
    });

    it('stops with 试听失败！ when the audio cannot be decoded', async () => {
      const { player, sounds, answer } = setup('editor');
      player.start(['一。', '二。']);
      await answer(0);
      sounds[0]!.loadError('Decoding audio data failed.');
      expect(player.getState()).toMatchObject({ status: 'default', error: { message: AUDITION_FAILED, tip: PUNCTUATION_TIP } });
      expect(revoked).toEqual([created[0]]);
    });

    it('stops with 试听失败！ on an empty answer', async () => {
      const { player, sounds, answer } = setup('editor');
      player.start(['一。']);
      await answer(0, new Blob([], { type: 'audio/mpeg' }));
      expect(sounds).toHaveLength(0);
      expect(player.getState().error?.message).toBe(AUDITION_FAILED);
    });
  });

  describe('in the picker (spec 02 §8)', () => {
    it('skips a sentence whose audio cannot be decoded and plays the next', async () => {
      const { player, sounds, requests, answer } = setup('picker');
      player.start(['坏的。', '好的。']);
      await answer(0);
      sounds[0]!.loadError('Decoding audio data failed.');
      expect(sounds[0]!.unloaded).toBe(true);
      expect(revoked).toEqual([created[0]]);
      expect(requests).toHaveLength(2);

      await answer(1);
      sounds[1]!.load();
      sounds[1]!.started();
      expect(player.getState()).toMatchObject({ status: 'playing', current: 1, error: null, warning: null });
    });

    it('skips a refused sentence with a warning while the rest plays', async () => {
      const { player, sounds, answer, refuse } = setup('picker');
      player.start(['一。', '二。', '三。']);
      await answer(0);
      sounds[0]!.load();
      sounds[0]!.started();
      await refuse(1, new Error('服务繁忙'));
      expect(player.getState()).toMatchObject({
        status: 'playing',
        warning: { index: 1, message: '服务繁忙', tip: PUNCTUATION_TIP },
      });
      await answer(2);
      sounds[1]!.load();
      sounds[0]!.ended();
      expect(player.getState()).toMatchObject({ status: 'playing', current: 2 });
      sounds[1]!.ended();
      expect(player.getState()).toMatchObject({ status: 'default', warning: { message: '服务繁忙' } });
    });
  });

  it('a playback failure stops with 播放失败： and the error text', async () => {
    const { player, sounds, answer } = setup('picker');
    player.start(['一。', '二。']);
    await answer(0);
    sounds[0]!.load();
    sounds[0]!.playError(new Error('play() failed because the user did not interact with the document first.'));
    expect(player.getState()).toMatchObject({
      status: 'default',
      error: { message: '播放失败：play() failed because the user did not interact with the document first.', tip: null },
    });
    expect(sounds[0]!.unloaded).toBe(true);
  });
});

describe('circle player over howler', () => {
  function circle(src: string, registry: PlayerRegistry, log: string[]) {
    const howler = fakeHowler(log);
    let tick: (() => void) | null = null;
    const player = createCirclePlayer({
      src,
      format: 'mp3',
      Howl: howler.Howl,
      registry,
      ticker: (fn) => {
        tick = fn;
        return () => {
          tick = null;
        };
      },
    });
    return { player, sounds: howler.sounds, tick: () => tick?.(), ticking: () => tick !== null };
  }

  it('plays, shows progress and returns to idle with progress 0 at the end', () => {
    const log: string[] = [];
    const a = circle('/samples/a', createPlayerRegistry(), log);
    a.player.play();
    expect(a.player.getState().status).toBe('loading');
    const sound = a.sounds[0]!;
    expect(sound.options).toMatchObject({ src: ['/samples/a'], format: ['mp3'] });
    sound.started();
    sound.length = 8;
    sound.position = 2;
    a.tick();
    expect(a.player.getState()).toEqual({ status: 'playing', progress: 0.25, error: null });
    sound.ended();
    expect(a.player.getState()).toEqual({ status: 'idle', progress: 0, error: null });
    expect(a.ticking()).toBe(false);
  });

  it('is loading until sound comes out: howler saying it plays is not enough, the position must move (issue 27)', () => {
    const a = circle('/samples/a', createPlayerRegistry(), []);
    a.player.play();
    const sound = a.sounds[0]!;
    sound.length = 8;
    // the element was told to play, but the sample is still being made on the server
    sound.started();
    a.tick();
    a.tick();
    expect(a.player.getState()).toEqual({ status: 'loading', progress: 0, error: null });
    expect(a.ticking()).toBe(true);
    sound.position = 0.04;
    a.tick();
    expect(a.player.getState()).toEqual({ status: 'playing', progress: 0.005, error: null });
  });

  it('only one plays at a time: starting one stops the other', () => {
    const log: string[] = [];
    const registry = createPlayerRegistry();
    const a = circle('/samples/a', registry, log);
    const b = circle('/samples/b', registry, log);
    a.player.play();
    a.sounds[0]!.started();
    a.sounds[0]!.length = 10;
    a.sounds[0]!.position = 4;
    a.tick();
    expect(a.player.getState().progress).toBe(0.4);

    b.player.toggle();
    expect(a.player.getState()).toEqual({ status: 'idle', progress: 0, error: null });
    expect(b.player.getState().status).toBe('loading');
    expect(log).toContain('stop /samples/a #1000');
    expect(registry.active).not.toBeNull();

    // A click on the playing circle stops it and frees the registry.
    b.sounds[0]!.started();
    b.player.toggle();
    expect(b.player.getState().status).toBe('idle');
    expect(registry.active).toBeNull();
  });

  it('an audition starting stops a sample (shared registry)', async () => {
    const log: string[] = [];
    const registry = createPlayerRegistry();
    const sample = circle('/samples/a', registry, log);
    sample.player.play();
    sample.sounds[0]!.started();
    const server = fakeServer(log);
    const audition = createAuditionPlayer({ fetchChunk: server.fetchChunk, Howl: fakeHowler(log).Howl, registry });
    audition.start(['你好。']);
    expect(sample.player.getState().status).toBe('idle');
    sample.player.play();
    expect(audition.getState().status).toBe('default');
    expect(server.requests[0]!.signal.aborted).toBe(true);
  });

  it('a load failure returns to idle with 播放失败：', () => {
    const a = circle('/samples/missing', createPlayerRegistry(), []);
    a.player.play();
    a.sounds[0]!.loadError('Failed loading audio file with status: 404.');
    expect(a.player.getState()).toEqual({ status: 'idle', progress: 0, error: '播放失败：Failed loading audio file with status: 404.' });
  });

  it('a new source stops the old sample and frees it', () => {
    const log: string[] = [];
    const a = circle('/samples/a', createPlayerRegistry(), log);
    a.player.play();
    a.sounds[0]!.started();
    a.player.setSource('/samples/b');
    expect(a.player.getState().status).toBe('idle');
    expect(a.sounds[0]!.unloaded).toBe(true);
    a.player.play();
    expect(a.sounds[1]!.options.src).toEqual(['/samples/b']);
  });
});
