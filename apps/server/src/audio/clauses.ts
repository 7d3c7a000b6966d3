// Clauses spoken in one breath (issue 24). The plan cuts a sentence at its commas, with the smart pause between
// (spec 02 §3), and an engine speaks each clause as a whole utterance. espeak does not mind; the neural voice does:
// every clause gets its phrase-final lengthening (≈ 0.5 s on its last syllable), its own intonation, and ≈ 1 s of
// silence around it that is computed and then trimmed. So for an engine that reads punctuation itself
// (`SpeechEngine.sentenceAtOnce`), the clauses of one sentence are joined into one segment, and the engine makes
// its own pause at each comma, as it was trained to.
//
// Only what the plan would have heard the same way is joined: clauses of one sentence (`sentenceSpans`, so the
// subtitles, progress and timeline keep their sentences), in the same voice and prosody, with nothing between them
// but a smart pause no longer than the default comma pause. A longer pause (the user's), a break, a sound or a
// voice change keeps the cut where it is.
import type { Segment } from '@peiyin/ssml';
import { sentenceSpans } from '../script/sentences.ts';

type SpeechSegment = Extract<Segment, { kind: 'speech' }>;

/// The longest smart pause a joined sentence leaves to the engine: the default pause of ，、；(DEFAULT_SMART_BREAKS).
export const JOIN_PAUSE_MAX_MS = 200;

export interface JoinedClauses {
  /// The segment spoken at a first clause's index: its sentence's clauses joined.
  speech: Map<number, SpeechSegment>;
  /// The indices spoken inside such a segment (the later clauses and the pauses between): they yield nothing.
  inside: Set<number>;
}

const sameVoice = (a: SpeechSegment, b: SpeechSegment) => JSON.stringify([a.voice, a.prosody]) === JSON.stringify([b.voice, b.prosody]);

/// Joins the clauses of each sentence of `plan` whose voice `joinable` says reads punctuation itself. Segments
/// before `from` are left as planned (an audition's first clause stays alone: it is the first sound).
export function joinClauses(plan: readonly Segment[], joinable: (segment: SpeechSegment) => boolean, { from = 0 }: { from?: number } = {}): JoinedClauses {
  const joined: JoinedClauses = { speech: new Map(), inside: new Set() };
  const spans = sentenceSpans(plan.map((s) => (s.kind === 'speech' ? { kind: s.kind, text: s.written ?? s.text } : { kind: s.kind })));
  for (const span of spans) {
    let i = Math.max(span.first, from);
    while (i <= span.last) {
      const first = plan[i]!;
      if (first.kind !== 'speech' || !joinable(first)) {
        i++;
        continue;
      }
      let merged: SpeechSegment | null = null;
      let at = i + 1;
      for (;;) {
        let next = at;
        while (next <= span.last && plan[next]!.kind === 'silence') {
          const pause = plan[next] as Extract<Segment, { kind: 'silence' }>;
          if (pause.source !== 'punctuation' || pause.ms > JOIN_PAUSE_MAX_MS) break;
          next++;
        }
        const clause = plan[next];
        if (next > span.last || clause?.kind !== 'speech' || !sameVoice(first, clause) || !joinable(clause)) break;
        merged ??= { ...first, phonemes: [...first.phonemes], written: first.written ?? first.text };
        // the clause's hints move by the text before it (UTF-16 offsets)
        for (const hint of clause.phonemes) merged.phonemes.push({ ...hint, offset: hint.offset + merged.text.length });
        merged.text += clause.text;
        merged.written = (merged.written ?? '') + (clause.written ?? clause.text);
        for (let k = at; k <= next; k++) joined.inside.add(k);
        at = next + 1;
      }
      if (merged) joined.speech.set(i, merged);
      i = at;
    }
  }
  return joined;
}
