import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EditorState } from 'prosemirror-state';
import { toSsml } from '../src/serialize.ts';
import { MAX_SSML_LENGTH, parseSsml, parseSsmlDocument, pitchFromSsml, rateFromSsml, volumeFromSsml } from '../src/parse.ts';
import { SsmlParseError } from '../src/xml.ts';
import { removeAllMarkup, removeMarkup, removeMultiVoice, removeSubPitch } from '../src/commands.ts';
import { docToText, isMarkupLeaf } from '../src/schema.ts';
import { arbitraryDoc } from './arbitraries.ts';
import { checkTaskSsml } from '../src/task.ts';
import { alias, aliasNumber, brk, continuous, doc, multiVoice, p, phoneme, sayAs, sound, subPitch } from './builders.ts';

const voice = { anchorId: 'zh-CN-XiaoxiaoNeural', anchorName: '晓晓', templateId: 'cheerful', intensity: 1.5, pitch: 20, speed: 1.2, volume: 80 };

describe('toSsml', () => {
  it('writes a W3C SSML 1.1 document with Azure forms for style and background music', () => {
    const s = toSsml(doc(p('你好', brk({ time: 500 }), '世界')), { ...voice, bgm: { id: 'b1', src: 'https://x/b.mp3', volume: 40, fadein: 1000 } });
    expect(s).toMatch(/^<speak version="1.1" xmlns="http:\/\/www.w3.org\/2001\/10\/synthesis"/);
    expect(s).toContain('<mstts:backgroundaudio src="https://x/b.mp3" volume="40" fadein="1000" fadeout="0"');
    expect(s).toContain('<voice name="zh-CN-XiaoxiaoNeural" peiyin:anchor-name="晓晓">');
    expect(s).toContain('<mstts:express-as style="cheerful" styledegree="1.5">');
    expect(s).toContain('<prosody pitch="+2%" rate="1.2" volume="80"><p>你好<break time="500ms"/>世界</p></prosody>');
  });

  it('writes each kind of markup as its SSML element', () => {
    const s = toSsml(
      doc(p(phoneme('行', 'hang2'), continuous('银行'), alias('WHO', '世卫'), aliasNumber('1/3', '三分之一', 'fraction'), sayAs('NBA'), sound({ soundId: 's1', src: 'https://x/s.mp3' }))),
    );
    expect(s).toContain('<phoneme alphabet="sapi" ph="hang 2">行</phoneme>');
    expect(s).toContain('<w>银行</w>');
    expect(s).toContain('<sub alias="世卫">WHO</sub>');
    expect(s).toContain('<sub alias="三分之一" peiyin:number="fraction">1/3</sub>');
    expect(s).toContain('<say-as interpret-as="characters">NBA</say-as>');
    expect(s).toContain('<audio src="https://x/s.mp3" peiyin:sound-id="s1"');
  });

  it('nests another voice for a multi-voice range and prosody for local pitch', () => {
    const s = toSsml(doc(p(multiVoice({ anchorId: 'a2', anchorName: '云希', templateId: 'sad', roleValue: 'Boy' })('他说'), subPitch({ pitch: -50, speed: 0.8, volume: 60 })('慢'))));
    expect(s).toContain('<voice name="a2" peiyin:anchor-name="云希" peiyin:template-name="" peiyin:role-name=""><mstts:express-as style="sad" role="Boy"><prosody pitch="+0%" rate="1" volume="100">他说</prosody></mstts:express-as></voice>');
    expect(s).toContain('<prosody pitch="-5%" rate="0.8" volume="60">慢</prosody>');
  });

  it('escapes text and attributes', () => {
    const s = toSsml(doc(p('a <b >&"c"', alias('x', '"<&>\''))));
    expect(s).toContain('a &lt;b &gt;&amp;"c"');
    expect(s).toContain('alias="&quot;&lt;&amp;&gt;&apos;"');
  });
});

describe('parseSsml', () => {
  it('reads back exactly what toSsml writes, for every document (property)', () => {
    fc.assert(
      fc.property(arbitraryDoc, (d) => {
        const back = parseSsml(toSsml(d, voice));
        expect(back.toJSON()).toEqual(d.toJSON());
      }),
      { numRuns: 300 },
    );
  });

  it('reads back the voice settings', () => {
    const { voice: v } = parseSsmlDocument(toSsml(doc(p('你好')), { ...voice, role: 'Girl', roleName: '女孩', sampleRate: 24000, bgm: { id: 'b1', name: '轻音乐', volume: 30, fadein: 0, fadeout: 2000 } }));
    expect(v).toMatchObject({ ...voice, role: 'Girl', roleName: '女孩', sampleRate: 24000, lang: 'zh-CN' });
    expect(v.bgm).toEqual({ id: 'b1', name: '轻音乐', src: '', volume: 30, fadein: 0, fadeout: 2000 });
  });

  it('reads an Azure Audio Content Creation export with two speakers', () => {
    const azure = `<?xml version="1.0" encoding="UTF-8"?>
<speak xmlns="http://www.w3.org/2001/10/synthesis" xmlns:mstts="http://www.w3.org/2001/mstts" xmlns:emo="http://www.w3.org/2009/10/emotionml" version="1.0" xml:lang="zh-CN">
  <voice name="zh-CN-XiaoxiaoNeural">
    <mstts:express-as style="cheerful" styledegree="2">
      <prosody rate="-10%" pitch="+5%">
        今天天气
        很好。<break time="1s"/>我们去
        <phoneme alphabet="sapi" ph="hang 2">行</phoneme>走。
      </prosody>
    </mstts:express-as>
  </voice>
  <voice name="zh-CN-YunxiNeural"><mstts:express-as role="Boy" style="sad"><prosody volume="+20%">好的，<say-as interpret-as="telephone">13812345678</say-as></prosody></mstts:express-as></voice>
</speak>`;
    const { doc: d, voice: v } = parseSsmlDocument(azure);
    expect(v).toMatchObject({ anchorId: 'zh-CN-XiaoxiaoNeural', templateId: 'cheerful', intensity: 2, speed: 0.9, pitch: 50 });
    const mv = { anchorId: 'zh-CN-YunxiNeural', anchorName: 'zh-CN-YunxiNeural', templateId: 'sad', templateName: 'sad', roleName: 'Boy', roleValue: 'Boy', volume: 100 };
    expect(d.toJSON()).toEqual(
      doc(
        p('今天天气很好。', brk({ time: 1000 }), '我们去', phoneme('行', 'hang2'), '走。'),
        p(multiVoice(mv)('好的，', aliasNumber('13812345678', '幺三八幺二三四五六七八', 'phone'))),
      ).toJSON(),
    );
  });

  it('reads W3C examples: strengths, paragraphs and sentences, several syllables, tone marks', () => {
    const d = parseSsml(`<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="zh-CN">
  <p><s>第一句<break strength="strong"/>话</s><s>Hello
   world</s></p>
  <p><phoneme alphabet="x-pinyin" ph="yin2 hang2">银行</phoneme><phoneme ph="zhǎng">长</phoneme><emphasis>重点</emphasis><w>连读</w><mark name="m1"/><bookmark mark="b1"/></p>
</speak>`);
    expect(d.toJSON()).toEqual(
      doc(p('第一句', brk({ time: 800 }), '话Hello world'), p(phoneme('银', 'yin2'), phoneme('行', 'hang2'), phoneme('长', 'zhang3'), '重点', continuous('连读'))).toJSON(),
    );
  });

  it('keeps text when a phoneme or say-as cannot be read', () => {
    expect(parseSsml('<speak><phoneme alphabet="ipa" ph="xaŋ">行</phoneme><say-as interpret-as="date">明天</say-as></speak>').toJSON()).toEqual(doc(p('行明天')).toJSON());
  });

  it('maps SSML prosody values onto the product scales', () => {
    expect(pitchFromSsml('+50%')).toBe(500);
    expect(pitchFromSsml('+90%')).toBe(500);
    expect(pitchFromSsml('x-low')).toBe(-300);
    expect(rateFromSsml('+50%')).toBe(1.5);
    expect(rateFromSsml('0.7')).toBe(0.7);
    expect(rateFromSsml('x-fast')).toBe(1.5);
    expect(volumeFromSsml('-50%')).toBe(50);
    expect(volumeFromSsml('loud')).toBe(80);
    expect(volumeFromSsml('0dB')).toBe(100);
  });

  const error = (src: string): SsmlParseError => {
    try {
      parseSsml(src);
    } catch (e) {
      if (e instanceof SsmlParseError) return e;
      throw e;
    }
    throw new Error('no error');
  };

  it('rejects unknown elements, naming them and their position', () => {
    const e = error('<speak>\n  <p>你好<script>x</script></p></speak>');
    expect(e.message).toBe('SSML 第2行第8列：不支持的元素 <script>');
    expect(e.position).toEqual({ offset: 15, line: 2, column: 8 });
  });

  it('rejects DOCTYPE, entity declarations and unknown entities', () => {
    expect(error('<!DOCTYPE speak [<!ENTITY x "aaaa">]><speak>&x;</speak>').reason).toBe('不支持DOCTYPE或实体声明');
    expect(error('<speak>&x;</speak>').message).toBe('SSML 第1行第8列：不支持的实体 &x;');
    expect(parseSsml('<speak>&#x4F60;&#22909;&amp;</speak>').textContent).toBe('你好&');
  });

  it('rejects malformed XML and a root other than speak', () => {
    expect(error('<speak><p>你好</s></speak>').reason).toBe('结束标签不匹配：应为 </p>，实际为 </s>');
    expect(error('<speak><p>你好').reason).toBe('元素 <p> 未闭合');
    expect(error('<voice/>').reason).toBe('根元素必须是 <speak>');
    expect(error('你好').reason).toBe('缺少根元素 <speak>');
    expect(error('<speak><break time=500/></speak>').reason).toBe('属性 time 的取值需要引号');
  });

  it('either parses or throws SsmlParseError on any input (fuzz)', () => {
    const pieces = ['<speak>', '</speak>', '<p>', '</p>', '<voice name="a">', '</voice>', '<prosody rate="x">', '</prosody>', '<break time="1s"/>', '<break strength="odd"/>',
      '<sub alias="&amp;">', '</sub>', '<phoneme ph="zz9">', '</phoneme>', '<say-as interpret-as="cardinal">', '</say-as>', '<w>', '</w>', '<audio src="x"/>',
      '<mstts:express-as style="s">', '</mstts:express-as>', '<!-- c -->', '<![CDATA[<&>]]>', '&lt;', '&bogus;', '&#0;', '<', '>', '"', '行', '12', 'ab', '\n  ', '<foo/>', '<!DOCTYPE x>'];
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.constantFrom(...pieces), { maxLength: 14 }), (wrap, parts) => {
        // Half the inputs sit inside <speak> so that the element readers are reached, not only the root check.
        const src = wrap ? `<speak>${parts.join('')}</speak>` : parts.join('');
        try {
          parseSsml(src).check();
        } catch (e) {
          expect(e).toBeInstanceOf(SsmlParseError);
          expect((e as SsmlParseError).message).toMatch(/^SSML 第\d+行第\d+列：/);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('rejects oversize input', () => {
    const e = error(`<speak>${'字'.repeat(MAX_SSML_LENGTH)}</speak>`);
    expect(e.reason).toBe(`SSML内容过长，不能超过${MAX_SSML_LENGTH}个字符`);
  });
});

describe('removing markup restores the original text (property)', () => {
  it('removing any one markup node or wrapper keeps the original text', () => {
    fc.assert(
      fc.property(arbitraryDoc, fc.nat(), (d, pick) => {
        const state = EditorState.create({ doc: d });
        const targets: { pos: number; kind: 'leaf' | 'multiVoice' | 'subPitch' }[] = [];
        d.descendants((node, pos) => {
          if (isMarkupLeaf(node)) targets.push({ pos, kind: 'leaf' });
          for (const m of node.marks) targets.push({ pos, kind: m.type.name as 'multiVoice' | 'subPitch' });
          return !node.isInline;
        });
        fc.pre(targets.length > 0);
        const t = targets[pick % targets.length]!;
        const command = t.kind === 'leaf' ? removeMarkup(t.pos) : t.kind === 'multiVoice' ? removeMultiVoice(t.pos) : removeSubPitch(t.pos);
        let next = state;
        expect(command(state, (tr) => (next = state.apply(tr)))).toBe(true);
        expect(docToText(next.doc)).toBe(docToText(d));
        expect(next.doc.eq(d)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('removing all markup leaves plain text equal to the original text', () => {
    fc.assert(
      fc.property(arbitraryDoc, (d) => {
        const state = EditorState.create({ doc: d });
        let next = state;
        removeAllMarkup(state, (tr) => (next = state.apply(tr)));
        let markup = false;
        next.doc.descendants((node) => {
          if (node.isInline && (!node.isText || node.marks.length)) markup = true;
        });
        expect(markup).toBe(false);
        expect(docToText(next.doc)).toBe(docToText(d));
      }),
      { numRuns: 200 },
    );
  });
});

describe('checkTaskSsml (server side of a task submit)', () => {
  it('accepts valid SSML and gives the script and voice', () => {
    const r = checkTaskSsml(toSsml(doc(p('你好', brk())), voice));
    expect(r.ok && r.value.voice.anchorId).toBe('zh-CN-XiaoxiaoNeural');
    expect(r.ok && r.value.doc.textContent).toBe('你好');
  });
  it('gives the parse error with its position', () => {
    expect(checkTaskSsml('<speak><foo/></speak>')).toEqual({ ok: false, message: 'SSML 第1行第8列：不支持的元素 <foo>' });
  });
  it('refuses blank content with 配音内容不能为空', () => {
    expect(checkTaskSsml(toSsml(doc(p(' ', brk())), voice))).toEqual({ ok: false, message: '配音内容不能为空' });
  });
  it('refuses scripts over the cap and invalid markup', () => {
    expect(checkTaskSsml(toSsml(doc(p('字'.repeat(8001))), voice))).toEqual({ ok: false, message: '文本长度超过最大限制8000字符' });
    expect(checkTaskSsml('<speak><p>读<say-as interpret-as="word">A</say-as><sub alias="">x</sub></p></speak>')).toEqual({ ok: false, message: '别名不能为空' });
  });
});
