// Issue 14: no input makes the markup library overflow the stack or take time out of proportion to its
// length. SSML is read iteratively with its depth and element count bounded while reading, and every
// text path is linear (the server runs them on whatever a client sends, on the event loop).
import { describe, expect, it } from 'vitest';
import { MAX_SSML_LENGTH, parseSsml } from '../src/parse.ts';
import { MAX_XML_DEPTH, MAX_XML_ELEMENTS, SsmlParseError } from '../src/xml.ts';
import { docFromText } from '../src/schema.ts';
import { planSynthesis } from '../src/plan.ts';
import { countSpeechLength } from '../src/length.ts';
import { chunkForAudition } from '../src/chunk.ts';
import { parseSrt } from '../src/srt.ts';
import { normalizeText } from '../src/tn/normalize.ts';
import { growth, LINEAR } from '../../../tests/support/growth.ts';

function reason(src: string): string {
  try {
    parseSsml(src);
  } catch (error) {
    if (error instanceof SsmlParseError) return error.reason;
    throw error;
  }
  return 'parsed';
}

describe('SSML nesting and size are bounded while reading', () => {
  it('refuses 3 000 nested elements with a Chinese message instead of overflowing the stack', () => {
    // issue 14 §4: /api/tts/audition, work/save and task/v2/add answered 500 (RangeError) from ~3 000 levels
    const prosody = `<speak>${'<prosody pitch="1%">'.repeat(3_000)}字${'</prosody>'.repeat(3_000)}</speak>`;
    expect(reason(prosody)).toBe(`SSML嵌套不能超过${MAX_XML_DEPTH}层`);
    const s = `<speak>${'<s>'.repeat(20_000)}字${'</s>'.repeat(20_000)}</speak>`;
    expect(s.length).toBeLessThan(MAX_SSML_LENGTH);
    expect(reason(s)).toBe(`SSML嵌套不能超过${MAX_XML_DEPTH}层`);
    // an unclosed pile is refused by depth too, before the reader ever gets to the end
    expect(reason(`<speak>${'<s>'.repeat(40_000)}`)).toBe(`SSML嵌套不能超过${MAX_XML_DEPTH}层`);
  });

  it('accepts the nesting the editor writes', () => {
    const src = `<speak>${'<s>'.repeat(MAX_XML_DEPTH - 1)}字${'</s>'.repeat(MAX_XML_DEPTH - 1)}</speak>`;
    expect(reason(src)).toBe('parsed');
  });

  it('refuses more elements than any script needs, before building them all', () => {
    const src = `<speak>${'<break/>'.repeat(MAX_XML_ELEMENTS)}</speak>`;
    expect(src.length).toBeLessThan(MAX_SSML_LENGTH);
    expect(reason(src)).toBe(`SSML元素不能超过${MAX_XML_ELEMENTS}个`);
  });
});

/// Inputs of any length of each kind that makes a careless pattern rescan: runs of a pattern's opener with no
/// closer, runs of blanks with a line break elsewhere, digit runs, entity-like runs.
const N = 200_000;
const adversarial: Record<string, (n: number) => string> = {
  'opening angles': (n) => '<'.repeat(n),
  'blanks then one break': (n) => `\n${' \t'.repeat(n / 2)}x`,
  'digits with a zero tail': (n) => `1.${'0'.repeat(n - 3)}1`,
  zeros: (n) => `0.${'0'.repeat(n - 2)}`,
  ampersands: (n) => '&'.repeat(n),
  'entity-like': (n) => `&${'a'.repeat(n - 1)}`,
  'brace-backslash': (n) => '{\\'.repeat(n / 2),
  'letters and dots': (n) => 'a.'.repeat(n / 2),
  'ellipses and commas': (n) => '…，'.repeat(n / 2),
  'mixed latin digits': (n) => 'A1'.repeat(n / 2),
  'chinese with numbers': (n) => '价格128元，'.repeat(n / 7),
};

describe('every text path is linear in its input', () => {
  // The reading paths take whatever a client sends (200 000 characters); the text front-end runs on the
  // speech text, which the server caps at 8000 characters before it gets there (so it is measured on that,
  // warm, since its first call loads the lexicons). Each path runs on an eighth of the input and on all of
  // it: linear work grows about 8×, a scan that rescans 64× (the CPU time of this thread, never a
  // duration: tests/support/growth.ts).
  const SPEECH_CAP = 8_000;
  const speak = (text: string) => `<speak>${text}</speak>`;
  const escaped = (text: string) => speak(text.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;')));
  const srt = (text: string) => `1\n00:00:01,000 --> 00:00:02,000\n${text}\n`;
  const same = (text: string) => text;
  /// Each path: the length it is given, the input it reads made from the text, and the call.
  const paths: Record<string, [length: number, input: (text: string) => string, run: (input: string) => unknown]> = {
    parseSsml: [N, speak, parseSsml],
    parseEscaped: [N, escaped, parseSsml],
    docFromText: [N, same, docFromText],
    countSpeechLength: [N, same, (text) => countSpeechLength(docFromText(text))],
    parseSrt: [N, srt, parseSrt],
    normalizeText: [SPEECH_CAP, same, normalizeText],
    chunkForAudition: [SPEECH_CAP, same, chunkForAudition],
    plan: [SPEECH_CAP, same, (text) => planSynthesis(docFromText(text))],
  };
  for (const [name, make] of Object.entries(adversarial)) {
    it(name, () => {
      for (const [path, [length, input, run]] of Object.entries(paths)) {
        expect(growth((n) => input(make(n)), (text) => run(text), length), `${path} on ${name}`).toBeLessThan(LINEAR);
      }
    });
  }
});
