// A bare audition player for the stories only: it shows what the app's player button would show (the
// status, the error with its tip, the picker's warning) plus what a tester wants to see: every status
// the player went through, which chunks were requested, and whether sound really came out.
// eslint-disable-next-line no-restricted-imports -- test harness: wraps the real Howl to read its clock, the player code still reaches howler only through the adapter
import { Howl } from 'howler';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { FetchChunk, Sound, SoundConstructor, SoundOptions } from '../howlerAdapter.ts';
import type { AuditionMode, AuditionStatus, ChunkStatus } from '../machine.ts';
import { useAudition } from '../useAudition.ts';

const chunkLabels: Record<ChunkStatus, string> = {
  waiting: '等待',
  fetching: '请求中',
  fetched: '解码中',
  ready: '就绪',
  playing: '播放中',
  played: '已播放',
  failed: '已跳过',
};

/// The real howler `Howl`, reporting which sound was played last (so the demo can read its position)
/// and when a sound has played to its end.
function measuredHowl(onPlay: (sound: Sound) => void, onEnd: () => void): SoundConstructor {
  const RealHowl = Howl as unknown as SoundConstructor;
  return class MeasuredHowl extends RealHowl {
    constructor(options: SoundOptions) {
      super({
        ...options,
        onend: (id) => {
          onEnd();
          options.onend?.(id);
        },
      });
    }

    override play(id?: number): number {
      const played = super.play(id);
      onPlay(this);
      return played;
    }
  };
}

export interface AuditionDemoProps {
  /// The chunk texts 试听 plays.
  chunks: readonly string[];
  mode?: AuditionMode;
  fetchChunk: FetchChunk;
}

const box: CSSProperties = { display: 'grid', gap: 8, fontSize: 14, lineHeight: '20px', width: 520 };

export function AuditionDemo({ chunks, mode = 'editor', fetchChunk }: AuditionDemoProps) {
  const [requested, setRequested] = useState<number[]>([]);
  const [history, setHistory] = useState<AuditionStatus[]>([]);
  const [heard, setHeard] = useState<ReadonlySet<number>>(new Set());
  // the last status each chunk reached: the machine forgets its chunks once back in default
  const [outcomes, setOutcomes] = useState<readonly ChunkStatus[]>([]);
  const [position, setPosition] = useState(0);
  const playingSound = useRef<Sound | null>(null);
  // chunks whose audio played to its end (howler's onend): the machine forgets its chunks once back
  // in default, so the last chunk's end is only seen here
  const [ended, setEnded] = useState<ReadonlySet<number>>(new Set());
  const currentChunk = useRef(-1);
  const [Measured] = useState(() =>
    measuredHowl(
      (sound) => (playingSound.current = sound),
      () => setEnded((set) => new Set(set).add(currentChunk.current)),
    ),
  );
  const audition = useAudition({
    mode,
    Howl: Measured,
    fetchChunk: (text, index, signal) => {
      setRequested((list) => [...list, index]);
      return fetchChunk(text, index, signal);
    },
  });
  const { status, current, chunkStatuses, error, warning } = audition.state;
  useEffect(() => {
    currentChunk.current = current;
  }, [current]);

  // every status a person could have seen, consecutive repeats merged
  useEffect(() => {
    setHistory((list) => (list[list.length - 1] === status ? list : [...list, status]));
  }, [status]);

  useEffect(() => {
    if (chunkStatuses.length) setOutcomes(chunkStatuses);
  }, [chunkStatuses]);

  // while playing, howler's position of the sound that plays: it only moves when the audio clock
  // runs, i.e. when the browser really renders the sound
  useEffect(() => {
    if (status !== 'playing') return;
    let frame = requestAnimationFrame(function read() {
      const seconds = playingSound.current?.seek() ?? 0;
      setPosition(seconds);
      if (seconds > 0.05) setHeard((set) => (set.has(current) ? set : new Set(set).add(current)));
      frame = requestAnimationFrame(read);
    });
    return () => cancelAnimationFrame(frame);
  }, [status, current]);

  const start = () => {
    setRequested([]);
    setHeard(new Set());
    setOutcomes([]);
    setEnded(new Set());
    setHistory([status]);
    audition.start(chunks);
  };
  // while running, where each chunk is; once back in default, how each one ended: how far fetching
  // and decoding had got when the run stopped is a race a person neither sees nor cares about
  const finished = status === 'default' && outcomes.length > 0;
  const chunkLines = useMemo(
    () =>
      chunks.map((text, index) => {
        const outcome = outcomes[index] ?? 'waiting';
        const label = ended.has(index) ? '已播完' : finished ? (outcome === 'failed' ? '已跳过' : '未播完') : chunkLabels[outcome];
        return `${index + 1}. ${text} ${label}${heard.has(index) ? '（有声）' : ''}`;
      }),
    [chunks, outcomes, heard, ended, finished],
  );

  return (
    <section style={box} aria-label="试听播放器">
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={start}>试听</button>
        <button type="button" onClick={audition.pause} disabled={status !== 'playing' && status !== 'loading'}>暂停</button>
        <button type="button" onClick={audition.resume} disabled={status !== 'paused'}>继续</button>
        <button type="button" onClick={audition.stop} disabled={status === 'default'}>停止</button>
      </div>
      <p data-testid="status" data-state={status} style={{ margin: 0 }}>状态：{status}</p>
      {/* times move: shown only while playing, so the picture at the end of a story is stable */}
      {status === 'playing' ? <p style={{ margin: 0 }} data-testid="position">播放位置：{position.toFixed(2)} 秒</p> : null}
      {/* The full sequence is in data-history for the assertions. On screen, a wait between two chunks
          (playing → loading → playing) shows once: whether the next chunk was ready in time depends on the
          machine's load, and the picture at the end of a story must not. */}
      <p data-testid="history" data-history={`状态记录：${history.join(' → ')}`} style={{ margin: 0 }}>
        状态记录：{collapseChunkWaits(history).join(' → ')}
      </p>
      <p data-testid="requested" style={{ margin: 0 }}>已请求：{requested.length ? requested.map((index) => `第${index + 1}段`).join('、') : '无'}</p>
      <ol aria-label="分段" style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
        {chunkLines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      {error ? (
        <div role="alert" style={{ color: '#c0392b' }}>
          <p style={{ margin: 0 }}>{error.message}</p>
          {error.tip ? <p style={{ margin: 0 }}>{error.tip}</p> : null}
        </div>
      ) : null}
      {warning ? (
        <div role="status" style={{ color: '#b9770e' }}>
          <p style={{ margin: 0 }}>第{warning.index + 1}段已跳过：{warning.message}</p>
        </div>
      ) : null}
    </section>
  );
}

/** Drops `loading → playing` pairs that directly follow `playing` (a wait between two chunks). */
export function collapseChunkWaits(history: readonly AuditionStatus[]): AuditionStatus[] {
  const out: AuditionStatus[] = [];
  for (const status of history) {
    const n = out.length;
    if (status === 'playing' && out[n - 1] === 'loading' && out[n - 2] === 'playing') {
      out.pop();
      continue;
    }
    out.push(status);
  }
  return out;
}
