// fast-check generators of valid speech documents, for the property tests.
import fc from 'fast-check';
import type { Mark, Node as PMNode } from 'prosemirror-model';
import { Fragment } from 'prosemirror-model';
import { schema } from '../src/schema.ts';

// Chinese, Latin, digits, punctuation and the characters SSML must escape.
const CHARS = [...'你好行银长了的。，！？：、…abzABZ019 .,!?<>&"\'\t\n'];
const HAN = [...'行长了的好银重乐还'];

const text = (min = 1, max = 8) => fc.string({ unit: fc.constantFrom(...CHARS), minLength: min, maxLength: max });
const nonBlank = text(1, 6).filter((t) => t.trim() !== '');
const letters = fc.string({ unit: fc.constantFrom(...'abcXYZ'), minLength: 1, maxLength: 6 });
const pinyin = fc
  .tuple(fc.string({ unit: fc.constantFrom(...'aehilnoguxz'), minLength: 1, maxLength: 7 }), fc.integer({ min: 1, max: 5 }))
  .map(([s, t]) => `${s}${t}`);

const leaf: fc.Arbitrary<PMNode> = fc.oneof(
  fc.integer({ min: 100, max: 5000 }).map((time) => schema.nodes.break.create({ time })),
  fc
    .record({ soundId: nonBlank, name: text(0, 4), duration: fc.integer({ min: 0, max: 600 }).map((d) => d / 10) })
    .map((a) => schema.nodes.sound.create(a)),
  fc.tuple(fc.constantFrom(...HAN), pinyin).map(([dataText, p]) => schema.nodes.phoneme.create({ dataText, pinyin: p })),
  text(2, 19).map((dataText) => schema.nodes.continuous.create({ dataText })),
  fc.tuple(text(), nonBlank).map(([dataText, alias]) => schema.nodes.alias.create({ dataText, alias })),
  fc
    .tuple(text(), nonBlank, fc.constantFrom('date', 'time', 'phone', 'score', 'cardinal', 'digits', 'decimal', 'fraction', 'percent'))
    .map(([dataText, reading, kind]) => schema.nodes.aliasNumber.create({ dataText, reading, kind })),
  fc.tuple(letters, fc.constantFrom('characters', 'word')).map(([dataText, interpretAs]) => schema.nodes.sayAs.create({ dataText, interpretAs })),
);

const item: fc.Arbitrary<PMNode> = fc.oneof({ weight: 2, arbitrary: text().map((t) => schema.text(t)) }, { weight: 1, arbitrary: leaf });

const wrapper: fc.Arbitrary<Mark | null> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc
      .record({
        anchorId: text(0, 4),
        anchorName: text(0, 4),
        templateId: text(0, 3),
        templateName: text(0, 3),
        roleName: text(0, 3),
        roleValue: text(0, 3),
        pitch: fc.integer({ min: -20, max: 20 }).map((x) => x * 5),
        speed: fc.integer({ min: 50, max: 200 }).map((x) => x / 100),
        volume: fc.integer({ min: 0, max: 100 }),
      })
      .map((a) => schema.marks.multiVoice.create(a)),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        pitch: fc.integer({ min: -100, max: 100 }).map((x) => x * 5),
        speed: fc.integer({ min: 50, max: 200 }).map((x) => x / 100),
        volume: fc.integer({ min: 0, max: 100 }),
      })
      .map((a) => schema.marks.subPitch.create(a)),
  },
);

const run = fc.tuple(wrapper, fc.array(item, { minLength: 1, maxLength: 4 })).map(([mark, items]) =>
  items.map((n) => (mark ? n.mark(mark.addToSet(n.marks)) : n)),
);

const paragraph = fc
  .array(run, { maxLength: 4 })
  .map((runs) => schema.nodes.paragraph.create(null, Fragment.fromArray(runs.flat())));

/// A valid document of 1-4 paragraphs with any markup.
export const arbitraryDoc: fc.Arbitrary<PMNode> = fc
  .array(paragraph, { minLength: 1, maxLength: 4 })
  .map((ps) => schema.nodes.doc.create(null, ps));
