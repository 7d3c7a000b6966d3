import { describe, expect, it } from 'vitest';
import {
  AUDITION_FAILED,
  PUNCTUATION_TIP,
  circleStep,
  initialAuditionState,
  initialCircleState,
  step,
  transition,
  type AuditionEffect,
  type AuditionEvent,
  type AuditionState,
  type ChunkStatus,
  type CircleEffect,
  type CircleEvent,
  type CircleState,
} from './machine.ts';

const texts = ['第一句，从一百字起。', '第二句。', '第三句。'];

// A run over `statuses.length` chunks; by default chunk 0 is playing in the editor.
function run(statuses: ChunkStatus[], patch: Partial<AuditionState> = {}): AuditionState {
  return {
    status: 'playing',
    mode: 'editor',
    chunks: texts.slice(0, statuses.length),
    chunkStatuses: statuses,
    current: 0,
    error: null,
    warning: null,
    ...patch,
  };
}
const picker = (statuses: ChunkStatus[], patch: Partial<AuditionState> = {}) => run(statuses, { mode: 'picker', ...patch });
const idle = initialAuditionState();

type Row = [string, AuditionState, AuditionEvent, AuditionState, AuditionEffect[]];

// spec 02 §4 (audition player) and §8 (audition errors), one row per transition.
const rows: Row[] = [
  // start
  ['start requests the first chunk and waits for it', idle, { type: 'start', chunks: texts },
    run(['fetching', 'waiting', 'waiting'], { status: 'loading', chunks: texts }), [{ type: 'fetch', index: 0, text: texts[0]! }]],
  ['start with an empty list stays default', idle, { type: 'start', chunks: [] }, idle, []],
  ['start in the picker remembers the mode', idle, { type: 'start', chunks: ['你好。'], mode: 'picker' },
    { ...run(['fetching'], { status: 'loading', mode: 'picker' }), chunks: ['你好。'] }, [{ type: 'fetch', index: 0, text: '你好。' }]],
  ['start while playing halts the old run first', run(['playing', 'fetching']), { type: 'start', chunks: ['再来。'] },
    { ...run(['fetching'], { status: 'loading' }), chunks: ['再来。'] }, [{ type: 'halt' }, { type: 'fetch', index: 0, text: '再来。' }]],
  ['start with an empty list while playing stops', run(['playing', 'fetching']), { type: 'start', chunks: [] }, idle, [{ type: 'halt' }]],
  ['start clears the last error', { ...idle, error: { index: 0, message: AUDITION_FAILED, tip: PUNCTUATION_TIP } },
    { type: 'start', chunks: ['好。'] }, { ...run(['fetching'], { status: 'loading' }), chunks: ['好。'] }, [{ type: 'fetch', index: 0, text: '好。' }]],

  // fetching one after another, the next one while the current plays
  ['a fetched chunk is decoded and the next one requested', run(['fetching', 'waiting', 'waiting'], { status: 'loading' }),
    { type: 'chunkFetched', index: 0, bytes: 4096 }, run(['fetched', 'fetching', 'waiting'], { status: 'loading' }),
    [{ type: 'load', index: 0 }, { type: 'fetch', index: 1, text: texts[1]! }]],
  ['the first decoded chunk is played', run(['fetched', 'fetching', 'waiting'], { status: 'loading' }), { type: 'chunkLoaded', index: 0 },
    run(['playing', 'fetching', 'waiting'], { status: 'loading' }), [{ type: 'play', index: 0 }]],
  ['sound of the first chunk → playing', run(['playing', 'fetching', 'waiting'], { status: 'loading' }), { type: 'chunkStarted', index: 0 },
    run(['playing', 'fetching', 'waiting']), []],
  ['only one chunk ahead is fetched', run(['playing', 'fetching', 'waiting']), { type: 'chunkFetched', index: 1, bytes: 10 },
    run(['playing', 'fetched', 'waiting']), [{ type: 'load', index: 1 }]],
  ['a decoded next chunk waits for the current one', run(['playing', 'fetched', 'waiting']), { type: 'chunkLoaded', index: 1 },
    run(['playing', 'ready', 'waiting']), []],
  ['at the end of a chunk the ready next one plays at once', run(['playing', 'ready', 'waiting']), { type: 'chunkEnded', index: 0 },
    run(['played', 'playing', 'fetching'], { current: 1 }),
    [{ type: 'release', index: 0 }, { type: 'fetch', index: 2, text: texts[2]! }, { type: 'play', index: 1 }]],
  ['at the end of a chunk whose next one is still fetching → loading', run(['playing', 'fetching']), { type: 'chunkEnded', index: 0 },
    run(['played', 'fetching'], { status: 'loading', current: 1 }), [{ type: 'release', index: 0 }]],
  ['the awaited chunk plays once decoded', run(['played', 'fetched'], { status: 'loading', current: 1 }), { type: 'chunkLoaded', index: 1 },
    run(['played', 'playing'], { status: 'loading', current: 1 }), [{ type: 'play', index: 1 }]],
  ['the end of the last chunk → default', run(['played', 'playing'], { current: 1 }), { type: 'chunkEnded', index: 1 }, idle,
    [{ type: 'release', index: 1 }, { type: 'halt' }]],

  // pause, resume, stop
  ['pause', run(['playing', 'fetching']), { type: 'pause' }, run(['playing', 'fetching'], { status: 'paused' }), [{ type: 'pause', index: 0 }]],
  ['resume', run(['playing', 'ready'], { status: 'paused' }), { type: 'resume' }, run(['playing', 'ready']), [{ type: 'resume', index: 0 }]],
  ['pause while loading does nothing', run(['fetching'], { status: 'loading' }), { type: 'pause' }, run(['fetching'], { status: 'loading' }), []],
  ['fetching goes on while paused, nothing plays', run(['playing', 'fetched'], { status: 'paused' }), { type: 'chunkLoaded', index: 1 },
    run(['playing', 'ready'], { status: 'paused' }), []],
  ['a late sound report while paused changes nothing', run(['playing'], { status: 'paused' }), { type: 'chunkStarted', index: 0 },
    run(['playing'], { status: 'paused' }), []],
  ['resume after a chunk ended at the pause plays the next one', run(['played', 'ready'], { status: 'paused', current: 1 }),
    { type: 'resume' }, run(['played', 'playing'], { status: 'loading', current: 1 }), [{ type: 'play', index: 1 }]],
  ['stop while playing → default', run(['playing', 'fetching']), { type: 'stop' }, idle, [{ type: 'halt' }]],
  ['stop while loading → default', run(['fetching'], { status: 'loading' }), { type: 'stop' }, idle, [{ type: 'halt' }]],
  ['stop while paused → default', run(['playing'], { status: 'paused' }), { type: 'stop' }, idle, [{ type: 'halt' }]],

  // editor failures (spec 02 §8): the server's message, default 试听失败！, plus the punctuation tip
  ['editor: a refused chunk stops with the server message', run(['fetching'], { status: 'loading' }),
    { type: 'chunkFailed', index: 0, message: '文本包含无法识别的内容' },
    { ...idle, error: { index: 0, message: '文本包含无法识别的内容', tip: PUNCTUATION_TIP } }, [{ type: 'halt' }]],
  ['editor: a failed next chunk stops at once with 试听失败！', run(['playing', 'fetching']), { type: 'chunkFailed', index: 1 },
    { ...idle, error: { index: 1, message: AUDITION_FAILED, tip: PUNCTUATION_TIP } }, [{ type: 'halt' }]],
  ['editor: a blank server message counts as none', run(['fetching'], { status: 'loading' }), { type: 'chunkFailed', index: 0, message: '  ' },
    { ...idle, error: { index: 0, message: AUDITION_FAILED, tip: PUNCTUATION_TIP } }, [{ type: 'halt' }]],
  ['editor: an empty blob is a failure', run(['fetching'], { status: 'loading' }), { type: 'chunkFetched', index: 0, bytes: 0 },
    { ...idle, error: { index: 0, message: AUDITION_FAILED, tip: PUNCTUATION_TIP } }, [{ type: 'halt' }]],
  ['editor: undecodable audio is a failure', run(['fetched'], { status: 'loading' }), { type: 'chunkFailed', index: 0 },
    { ...idle, error: { index: 0, message: AUDITION_FAILED, tip: PUNCTUATION_TIP } }, [{ type: 'halt' }]],

  // picker failures (spec 02 §8): the sentence is skipped
  ['picker: an empty first sentence is skipped silently', picker(['fetching', 'waiting'], { status: 'loading' }),
    { type: 'chunkFetched', index: 0, bytes: 0 }, picker(['failed', 'fetching'], { status: 'loading', current: 1 }),
    [{ type: 'release', index: 0 }, { type: 'fetch', index: 1, text: texts[1]! }]],
  ['picker: a refused next sentence is skipped with a warning', picker(['playing', 'fetching', 'waiting']),
    { type: 'chunkFailed', index: 1, message: '服务繁忙' },
    picker(['playing', 'failed', 'fetching'], { warning: { index: 1, message: '服务繁忙', tip: PUNCTUATION_TIP } }),
    [{ type: 'release', index: 1 }, { type: 'fetch', index: 2, text: texts[2]! }]],
  ['picker: playback jumps over a skipped sentence', picker(['playing', 'failed', 'ready']), { type: 'chunkEnded', index: 0 },
    picker(['played', 'failed', 'playing'], { current: 2 }), [{ type: 'release', index: 0 }, { type: 'play', index: 2 }]],
  ['picker: undecodable audio is skipped', picker(['played', 'fetched', 'waiting'], { status: 'loading', current: 1 }),
    { type: 'chunkFailed', index: 1 }, picker(['played', 'failed', 'fetching'], { status: 'loading', current: 2 }),
    [{ type: 'release', index: 1 }, { type: 'fetch', index: 2, text: texts[2]! }]],
  ['picker: a failed last sentence ends the run, the warning stays', picker(['played', 'fetching'], { status: 'loading', current: 1 }),
    { type: 'chunkFailed', index: 1, message: '服务繁忙' },
    { ...initialAuditionState('picker'), warning: { index: 1, message: '服务繁忙', tip: PUNCTUATION_TIP } },
    [{ type: 'release', index: 1 }, { type: 'halt' }]],

  // playback failure (spec 02 §8), in both modes
  ['editor: playback failure → 播放失败：', run(['playing', 'fetching']), { type: 'playbackFailed', index: 0, error: 'NotAllowedError' },
    { ...idle, error: { index: 0, message: '播放失败：NotAllowedError', tip: null } }, [{ type: 'halt' }]],
  ['picker: playback failure → 播放失败：', picker(['played', 'playing'], { status: 'loading', current: 1 }),
    { type: 'playbackFailed', index: 1, error: 'Decoding audio data failed.' },
    { ...initialAuditionState('picker'), error: { index: 1, message: '播放失败：Decoding audio data failed.', tip: null } }, [{ type: 'halt' }]],

  // dismiss
  ['dismiss clears the error', { ...idle, error: { index: 0, message: AUDITION_FAILED, tip: PUNCTUATION_TIP } }, { type: 'dismiss' }, idle, []],
  ['dismiss clears a picker warning, playback goes on', picker(['playing'], { warning: { index: 1, message: '服务繁忙', tip: PUNCTUATION_TIP } }),
    { type: 'dismiss' }, picker(['playing']), []],
];

describe('audition player transitions (spec 02 §4, §8)', () => {
  it.each(rows)('%s', (_name, state, event, expected, effects) => {
    const outcome = step(state, event);
    expect(outcome.state).toEqual(expected);
    expect(outcome.effects).toEqual(effects);
    expect(transition(state, event)).toEqual(expected);
  });

  // Reports that arrive after a stop, or about another chunk, must not move the player.
  const stale: [string, AuditionState, AuditionEvent][] = [
    ['a fetch answer after stop', idle, { type: 'chunkFetched', index: 0, bytes: 100 }],
    ['a failure after stop', idle, { type: 'chunkFailed', index: 0, message: '服务繁忙' }],
    ['the end of a chunk that is not current', run(['playing', 'ready']), { type: 'chunkEnded', index: 1 }],
    ['a second answer for a fetched chunk', run(['playing', 'fetched']), { type: 'chunkFetched', index: 1, bytes: 100 }],
    ['an index outside the run', run(['playing']), { type: 'chunkFetched', index: 5, bytes: 100 }],
    ['a playback failure of a chunk not playing', run(['playing', 'ready']), { type: 'playbackFailed', index: 1, error: 'x' }],
    ['pause when default', idle, { type: 'pause' }],
    ['resume when playing', run(['playing']), { type: 'resume' }],
    ['stop when default', idle, { type: 'stop' }],
    ['dismiss with nothing to dismiss', idle, { type: 'dismiss' }],
  ];
  it.each(stale)('ignores %s', (_name, state, event) => {
    const outcome = step(state, event);
    expect(outcome.state).toBe(state);
    expect(outcome.effects).toEqual([]);
  });

  it('goes default → loading → playing ⇄ paused → default over a whole run', () => {
    const events: AuditionEvent[] = [
      { type: 'start', chunks: ['一。', '二。'] },
      { type: 'chunkFetched', index: 0, bytes: 1 },
      { type: 'chunkLoaded', index: 0 },
      { type: 'chunkStarted', index: 0 },
      { type: 'pause' },
      { type: 'resume' },
      { type: 'chunkFetched', index: 1, bytes: 1 },
      { type: 'chunkLoaded', index: 1 },
      { type: 'chunkEnded', index: 0 },
      { type: 'chunkStarted', index: 1 },
      { type: 'chunkEnded', index: 1 },
    ];
    const seen: string[] = [];
    events.reduce((state, event) => {
      const next = transition(state, event);
      if (next.status !== state.status) seen.push(next.status);
      return next;
    }, idle);
    expect(seen).toEqual(['loading', 'playing', 'paused', 'playing', 'default']);
  });
});

describe('circle player transitions (spec 02 §4)', () => {
  const at = (status: CircleState['status'], progress = 0, error: string | null = null): CircleState => ({ status, progress, error });
  const circleRows: [string, CircleState, CircleEvent, CircleState, CircleEffect[]][] = [
    ['play → loading', initialCircleState, { type: 'play' }, at('loading'), [{ type: 'play' }]],
    ['sound → playing', at('loading'), { type: 'started' }, at('playing'), []],
    ['progress moves the ring', at('playing', 0.2), { type: 'progress', value: 0.45 }, at('playing', 0.45), []],
    ['progress is kept within 0..1', at('playing', 0.9), { type: 'progress', value: 1.3 }, at('playing', 1), []],
    ['negative progress is 0', at('playing', 0.2), { type: 'progress', value: -0.5 }, at('playing', 0), []],
    ['the end returns to idle and resets progress', at('playing', 0.98), { type: 'ended' }, at('idle', 0), [{ type: 'stop' }]],
    ['stop returns to idle and resets progress', at('playing', 0.5), { type: 'stop' }, at('idle', 0), [{ type: 'stop' }]],
    ['stop while loading', at('loading'), { type: 'stop' }, at('idle'), [{ type: 'stop' }]],
    ['a failure → idle with 播放失败：', at('loading'), { type: 'failed', error: 'No codec support for selected audio sources.' },
      at('idle', 0, '播放失败：No codec support for selected audio sources.'), [{ type: 'stop' }]],
    ['play again clears the error', at('idle', 0, '播放失败：x'), { type: 'play' }, at('loading'), [{ type: 'play' }]],
  ];
  it.each(circleRows)('%s', (_name, state, event, expected, effects) => {
    const outcome = circleStep(state, event);
    expect(outcome.state).toEqual(expected);
    expect(outcome.effects).toEqual(effects);
  });

  const circleStale: [string, CircleState, CircleEvent][] = [
    ['play while playing', at('playing', 0.3), { type: 'play' }],
    ['stop when idle', initialCircleState, { type: 'stop' }],
    ['progress while loading', at('loading'), { type: 'progress', value: 0.5 }],
    ['progress that is not a number', at('playing', 0.3), { type: 'progress', value: Number.NaN }],
    ['a failure after stop', initialCircleState, { type: 'failed', error: 'x' }],
    ['a sound report after stop', initialCircleState, { type: 'started' }],
  ];
  it.each(circleStale)('ignores %s', (_name, state, event) => {
    const outcome = circleStep(state, event);
    expect(outcome.state).toBe(state);
    expect(outcome.effects).toEqual([]);
  });
});
