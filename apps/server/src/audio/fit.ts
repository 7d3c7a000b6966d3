// Dubbing fitted to the original timing (issue 28 §2): each subtitle cue of an SRT (or a timed transcript) is spoken
// in its own slot, from its original start to the next cue's start. Speech longer than its slot is played faster, at
// most MAX_TEMPO (beyond that the words blur); speech shorter keeps its natural pace and the rest of the slot is
// silence. A cue that cannot fit even at MAX_TEMPO is never cut: it runs on, the cues after it start late until a gap
// absorbs the delay, and the report says so. The planner (`placeCue`) is pure; `fitPieces` applies it to the
// renderer's pieces, one cue at a time.
import { timeStretch } from './pitch.mjs';

/// Fastest tempo a cue may be played at: 1.25× keeps Mandarin intelligible (peers' subtitle dubbing caps near it).
export const MAX_TEMPO = 1.25;

/// One original cue's slot, in ms of the original media.
export interface FitCue {
  start: number;
  end: number;
}

/// Where and how one cue is spoken.
export interface CuePlacement {
  /// Position of the cue in the list (from 0).
  cue: number;
  /// Where its speech starts in the rendered audio (ms); equals the original start unless `lateMs` > 0.
  startMs: number;
  /// The original start (ms).
  originalMs: number;
  /// How much later than the original it starts (an earlier cue ran on).
  lateMs: number;
  /// Its speech at natural pace (ms).
  naturalMs: number;
  /// Playback tempo: 1 = natural, up to MAX_TEMPO.
  tempo: number;
  /// Its speech as rendered (ms).
  spokenMs: number;
  /// fits: natural pace; squeezed: played faster to fit; overflow: still longer than its slot at MAX_TEMPO.
  outcome: 'fits' | 'squeezed' | 'overflow';
}

/// Places cue `index` whose speech lasts `naturalMs` when the audio so far ends at `cursorMs`. Its slot ends where
/// the next cue starts (`nextStart`), or at its own end for the last cue (never shorter than the cue itself).
export function placeCue(index: number, cue: FitCue, nextStart: number | null, naturalMs: number, cursorMs: number): CuePlacement {
  const startMs = Math.max(cue.start, cursorMs);
  const slotEnd = nextStart ?? Math.max(cue.end, cue.start);
  const available = slotEnd - startMs;
  let tempo = 1;
  let outcome: CuePlacement['outcome'] = 'fits';
  if (naturalMs > available) {
    // the tempo that ends the speech exactly at the slot's end, capped; a slot gone entirely (an earlier cue ran
    // past it) gets the cap
    tempo = available > 0 ? Math.min(MAX_TEMPO, naturalMs / available) : MAX_TEMPO;
    outcome = naturalMs / tempo > available + 1 ? 'overflow' : 'squeezed';
  }
  // the last cue is open-ended: it may run past its own end without harming anything that follows
  if (nextStart === null && outcome === 'overflow') outcome = 'squeezed';
  // the tempo is kept to three decimals, rounded up: rounded down, a squeezed cue ran a millisecond or two past its
  // slot and the next one was reported late
  const kept = Math.ceil(tempo * 1000 - 1e-9) / 1000;
  return { cue: index, startMs, originalMs: cue.start, lateMs: startMs - cue.start, naturalMs, tempo: kept, spokenMs: naturalMs / kept, outcome };
}

/// The renderer's piece, as far as fitting needs it.
export interface FitPiece {
  index: number;
  kind: 'speech' | 'silence' | 'sound';
  text?: string;
  samples: Float32Array;
  /// Set on the one speech piece of a fitted cue.
  fit?: CuePlacement;
}

/// The cue of each plan segment (`cueOf[segmentIndex]`), the cues' slots and their written text.
export interface FitRequest {
  cues: readonly (FitCue & { text: string })[];
  cueOf: readonly number[];
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/// Turns the plan's pieces into one silence and one speech piece per cue: the cue's pieces (its sentences and
/// pauses) joined, stretched to the placement's tempo, after the silence that brings it to its start.
export async function* fitPieces<P extends FitPiece>(source: AsyncIterable<P>, fit: FitRequest, rate: number): AsyncGenerator<FitPiece> {
  let cursor = 0;
  let current = -1;
  let firstIndex = 0;
  let parts: Float32Array[] = [];
  const toSamples = (ms: number) => Math.round((ms * rate) / 1000);
  function* flush(): Generator<FitPiece> {
    if (current < 0) return;
    const joined = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
    let o = 0;
    for (const p of parts) {
      joined.set(p, o);
      o += p.length;
    }
    const cue = fit.cues[current]!;
    const next = fit.cues[current + 1];
    const placement = placeCue(current, cue, next ? next.start : null, (joined.length * 1000) / rate, (cursor * 1000) / rate);
    const gap = toSamples(placement.startMs) - cursor;
    // a long gap goes out in pieces of at most 10 s: memory stays bounded whatever the timeline
    for (let left = gap; left > 0; left -= rate * 10) yield { index: firstIndex, kind: 'silence', samples: new Float32Array(Math.min(left, rate * 10)) };
    const samples = placement.tempo === 1 ? joined : timeStretch(joined, 1 / placement.tempo, rate);
    placement.spokenMs = (samples.length * 1000) / rate;
    yield { index: firstIndex, kind: 'speech', text: cue.text, samples, fit: placement };
    cursor += Math.max(0, gap) + samples.length;
    parts = [];
  }
  for await (const piece of source) {
    const cue = fit.cueOf[piece.index] ?? current;
    if (cue !== current) {
      yield* flush();
      // stretching a cue holds the thread for tens of ms: let requests in between cues
      await yieldToLoop();
      current = cue;
      firstIndex = piece.index;
    }
    parts.push(piece.samples);
  }
  yield* flush();
}

/// The report of a fitted task: cues played faster, and cues that could not fit (with how late the next ones are).
export interface FitReport {
  cues: number;
  squeezed: { cue: number; tempo: number }[];
  overflow: { cue: number; overMs: number }[];
  late: { cue: number; lateMs: number }[];
}

export function fitReport(placements: readonly CuePlacement[], cues: readonly FitCue[]): FitReport {
  const report: FitReport = { cues: placements.length, squeezed: [], overflow: [], late: [] };
  for (const p of placements) {
    if (p.outcome !== 'fits') report.squeezed.push({ cue: p.cue, tempo: p.tempo });
    const next = cues[p.cue + 1];
    if (p.outcome === 'overflow' && next) report.overflow.push({ cue: p.cue, overMs: Math.round(p.startMs + p.spokenMs - next.start) });
    if (p.lateMs >= 1) report.late.push({ cue: p.cue, lateMs: Math.round(p.lateMs) });
  }
  return report;
}

/// The plan of a fitted script from each cue's own plan (`planParagraphs`: a cue is a paragraph of the script, its
/// markup and all), joined, with the cue of every segment.
export function planCues<S>(plans: readonly (readonly S[])[]): { plan: S[]; cueOf: number[] } {
  const plan: S[] = [];
  const cueOf: number[] = [];
  plans.forEach((segments, index) => {
    for (const segment of segments) {
      plan.push(segment);
      cueOf.push(index);
    }
  });
  return { plan, cueOf };
}
