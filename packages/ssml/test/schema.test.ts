import { describe, expect, it } from 'vitest';
import { DOMSerializer } from 'prosemirror-model';
import type { TagParseRule } from 'prosemirror-model';
import { schema, nodes, marks, multiVoiceLabel, originalText, subPitchLabel } from '../src/schema.ts';
import { alias, aliasNumber, brk, continuous, doc, multiVoice, p, phoneme, sayAs, sound, subPitch } from './builders.ts';

describe('schema', () => {
  it('exports nodes and marks separately so other products can extend them', () => {
    expect(Object.keys(nodes)).toEqual(['doc', 'paragraph', 'text', 'break', 'sound', 'phoneme', 'continuous', 'alias', 'aliasNumber', 'sayAs']);
    expect(Object.keys(marks)).toEqual(['multiVoice', 'subPitch']);
    expect(schema.nodes.doc.spec.content).toBe('paragraph+');
  });

  it('builds a document of paragraphs with every kind of markup', () => {
    const d = doc(
      p('你好', brk({ time: 500 }), '世界', sound({ soundId: 's1', name: '掌声', duration: 2 })),
      p(phoneme('行', 'hang2'), continuous('银行'), alias('WHO', '世卫组织'), aliasNumber('1/3', '三分之一', 'fraction'), sayAs('NBA')),
      p(multiVoice({ anchorId: 'a1', anchorName: '小明' })('他说', phoneme('长', 'zhang3')), subPitch({ pitch: 20 })('慢一点')),
    );
    d.check();
    expect(d.childCount).toBe(3);
    expect(d.child(0).child(1).attrs.time).toBe(500);
    expect(d.child(2).firstChild!.marks[0]!.attrs.anchorName).toBe('小明');
  });

  it('keeps the original text of each markup node in dataText', () => {
    expect(originalText(alias('WHO', '世卫组织'))).toBe('WHO');
    expect(originalText(phoneme('行', 'hang2'))).toBe('行');
    expect(originalText(brk())).toBe('');
    expect(originalText(schema.text('字'))).toBe('字');
  });

  it('does not let a multi-voice and a sub-pitch wrapper cover the same text', () => {
    const mv = schema.marks.multiVoice.create({ anchorId: 'a' });
    const sp = schema.marks.subPitch.create({ pitch: 5 });
    expect(sp.addToSet([mv])).toEqual([sp]);
  });

  it('rejects attributes of the wrong type', () => {
    expect(() => schema.nodes.break.create({ time: '200' })).toThrow();
  });

  it('labels multi-voice chips anchor(role-template) or anchor(template)', () => {
    expect(multiVoiceLabel({ anchorName: '小明', roleName: '旁白', templateName: '开心' })).toBe('小明(旁白-开心)');
    expect(multiVoiceLabel({ anchorName: '小明', roleName: '', templateName: '开心' })).toBe('小明(开心)');
    expect(subPitchLabel({ pitch: 20, speed: 1.2, volume: 80 })).toBe('音调+20 语速1.2x 音量80');
  });

  it('renders chips as array specs carrying every attribute in data attributes', () => {
    const spec = schema.nodes.alias.spec.toDOM!(alias('WHO', '世卫组织'));
    expect(spec).toEqual([
      'span',
      { 'data-type': 'alias', 'data-text': 'WHO', 'data-alias': '世卫组织', class: 'ssml-chip ssml-alias', contenteditable: 'false' },
      'WHO',
      ['sup', { class: 'ssml-chip-label' }, '世卫组织'],
    ]);
    const markSpec = schema.marks.multiVoice.spec.toDOM!(schema.marks.multiVoice.create({ anchorName: '小明', templateName: '开心' }), true);
    expect(markSpec).toMatchObject(['span', { 'data-type': 'multi-voice', 'data-label': '小明(开心)', 'data-speed': '1' }, 0]);
  });

  it('has a serializer whose attributes are what the parse rules read', () => {
    // Without a DOM we check that each parse rule targets the data-type its toDOM writes.
    for (const [name, type] of Object.entries(schema.nodes)) {
      const rules = type.spec.parseDOM ?? [];
      if (!type.spec.toDOM || type.isText || !type.isInline) continue;
      const out = type.spec.toDOM(type.create()) as unknown as [string, Record<string, string>];
      expect(rules.some((r) => 'tag' in r && r.tag === `span[data-type="${out[1]['data-type']}"]`), name).toBe(true);
    }
    expect(DOMSerializer.fromSchema(schema)).toBeTruthy();
  });

  it('reads back from chip HTML every attribute it writes, so old drafts parse (spec 02 §3)', () => {
    // No DOM here: an element is enough that answers getAttribute from the rendered attributes.
    const element = (attrs: Record<string, string>) => ({ getAttribute: (name: string) => attrs[name] ?? null }) as unknown as HTMLElement;
    const samples = [
      brk({ time: 1500 }),
      sound({ soundId: 's1', name: '掌声', duration: 2.5, src: 'https://x/s.mp3' }),
      phoneme('行', 'hang2'),
      continuous('银行'),
      alias('WHO', '世卫组织'),
      aliasNumber('1/3', '三分之一', 'fraction'),
      sayAs('Hello', 'word'),
    ];
    for (const node of samples) {
      const [tag, attrs] = node.type.spec.toDOM!(node) as unknown as [string, Record<string, string>];
      const rule = node.type.spec.parseDOM![0]!;
      expect(tag).toBe('span');
      expect('tag' in rule && rule.tag).toBe(`span[data-type="${attrs['data-type']}"]`);
      expect('getAttrs' in rule && rule.getAttrs!(element(attrs))).toEqual(node.attrs);
    }
    const wrappers = [
      schema.marks.multiVoice.create({ anchorId: 'a1', anchorName: '小明', templateId: 't1', templateName: '开心', roleName: '旁白', roleValue: 'narrator', pitch: -20, speed: 1.25, volume: 80 }),
      schema.marks.subPitch.create({ pitch: 35, speed: 0.75, volume: 60 }),
    ];
    for (const mark of wrappers) {
      const [, attrs] = mark.type.spec.toDOM!(mark, true) as unknown as [string, Record<string, string>];
      const rule = mark.type.spec.parseDOM![0] as TagParseRule;
      expect(rule.getAttrs!(element(attrs))).toEqual(mark.attrs);
    }
  });
});
