// Document → SSML 1.1 (W3C), with the Azure-compatible forms where W3C has none
// (`mstts:express-as` for style/intensity/role, `mstts:backgroundaudio` for background music).
// What SSML cannot say (chip names, template names, which number reading was chosen) travels in
// attributes of the `peiyin` namespace, which other processors ignore; `parseSsml` reads them back
// so that `parseSsml(toSsml(doc))` equals `doc`.
import type { Mark, Node as PMNode } from 'prosemirror-model';
import type { MultiVoiceAttrs, SubPitchAttrs } from './schema.ts';
import { VOICE_DEFAULTS, type VoiceSettings } from './voice.ts';
import { escapeAttr, escapeText } from './xml.ts';

/// The SSML namespace of this package's extra attributes.
export const PEIYIN_NS = 'https://peiyin.dev/ns/ssml';
/// The Azure extension namespace.
export const MSTTS_NS = 'https://www.w3.org/2001/mstts';

const attr = (name: string, value: string | number | undefined | null): string =>
  value === undefined || value === null || value === '' ? '' : ` ${name}="${escapeAttr(String(value))}"`;

/// SSML pitch for a product pitch of -500..500: one tenth of it as a percentage (500 → `+50%`).
export function pitchToSsml(pitch: number): string {
  const pct = pitch / 10;
  return `${pct >= 0 ? '+' : ''}${pct}%`;
}

function prosodyOpen(p: { pitch: number; speed: number; volume: number }): string {
  return `<prosody${attr('pitch', pitchToSsml(p.pitch))}${attr('rate', p.speed)}${attr('volume', p.volume)}>`;
}

function leafToSsml(node: PMNode): string {
  const a = node.attrs;
  const text = escapeText(a.dataText ?? '');
  switch (node.type.name) {
    case 'break':
      return `<break${attr('time', `${a.time}ms`)}${attr('peiyin:text', a.dataText)}/>`;
    case 'sound':
      return (
        `<audio${attr('src', a.src || `sound:${a.soundId}`)}${attr('peiyin:sound-id', a.soundId)}` +
        `${attr('peiyin:name', a.name)}${attr('peiyin:duration', a.duration)}${attr('peiyin:text', a.dataText)}/>`
      );
    case 'phoneme': {
      // Azure's `sapi` alphabet writes Mandarin as syllable, space, tone (5 = neutral).
      const m = /^([a-z]+)([1-5])$/.exec(a.pinyin);
      const ph = m ? `${m[1]} ${m[2]}` : a.pinyin;
      return `<phoneme alphabet="sapi"${attr('ph', ph)}>${text}</phoneme>`;
    }
    case 'continuous':
      return `<w>${text}</w>`;
    case 'alias':
      return `<sub alias="${escapeAttr(a.alias)}">${text}</sub>`;
    case 'aliasNumber':
      return `<sub alias="${escapeAttr(a.reading)}"${attr('peiyin:number', a.kind)}>${text}</sub>`;
    case 'sayAs':
      return `<say-as interpret-as="${a.interpretAs === 'word' ? 'word' : 'characters'}">${text}</say-as>`;
    default:
      // A node another product added without SSML: speak its original text.
      return text;
  }
}

function wrapperOpen(mark: Mark): string {
  if (mark.type.name === 'multiVoice') {
    const a = mark.attrs as MultiVoiceAttrs;
    const express = a.templateId || a.roleValue ? `<mstts:express-as${attr('style', a.templateId)}${attr('role', a.roleValue)}>` : '';
    return (
      // The names are always written, even empty, so that reading them back is exact.
      `<voice name="${escapeAttr(a.anchorId)}" peiyin:anchor-name="${escapeAttr(a.anchorName)}"` +
      ` peiyin:template-name="${escapeAttr(a.templateName)}" peiyin:role-name="${escapeAttr(a.roleName)}">` +
      `${express}${prosodyOpen(a)}`
    );
  }
  if (mark.type.name === 'subPitch') return prosodyOpen(mark.attrs as SubPitchAttrs);
  return '';
}

function wrapperClose(mark: Mark): string {
  if (mark.type.name === 'multiVoice') {
    const a = mark.attrs as MultiVoiceAttrs;
    return `</prosody>${a.templateId || a.roleValue ? '</mstts:express-as>' : ''}</voice>`;
  }
  if (mark.type.name === 'subPitch') return '</prosody>';
  return '';
}

/// The SSML of one paragraph's inline content (no `<p>`).
export function inlineToSsml(paragraph: PMNode): string {
  let out = '';
  let open: Mark | null = null;
  paragraph.forEach((child) => {
    const wrapper = child.marks.find((m) => m.type.spec.group === 'voice') ?? null;
    if (open && !(wrapper && wrapper.eq(open))) {
      out += wrapperClose(open);
      open = null;
    }
    if (wrapper && !open) {
      out += wrapperOpen(wrapper);
      open = wrapper;
    }
    out += child.isText ? escapeText(child.text ?? '') : leafToSsml(child);
  });
  if (open) out += wrapperClose(open);
  return out;
}

/// Serialises a document as an SSML 1.1 document spoken by `voice`: `speak` › `voice` ›
/// (`mstts:express-as`) › `prosody` › one `p` per paragraph. Multi-voice ranges become nested
/// `voice` elements, local pitch ranges `prosody`, breaks `break`, sounds `audio`, phonemes
/// `phoneme alphabet="sapi"`, continuous reading `w`, aliases and number readings `sub`, word
/// readings `say-as`. Text is escaped; nothing is indented, so the text is exactly the script's.
export function toSsml(doc: PMNode, voice: VoiceSettings = { anchorId: '' }): string {
  const v = { ...VOICE_DEFAULTS, ...stripUndefined(voice) };
  let out =
    `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:mstts="${MSTTS_NS}" xmlns:peiyin="${PEIYIN_NS}"` +
    `${attr('xml:lang', v.lang)}${attr('peiyin:sample-rate', v.sampleRate)}` +
    `${v.smartBreaks ? attr('peiyin:smart-breaks', JSON.stringify(v.smartBreaks)) : ''}>`;
  if (v.bgm) {
    const b = v.bgm;
    out +=
      `<mstts:backgroundaudio${attr('src', b.src || `bgm:${b.id}`)}${attr('volume', b.volume ?? 50)}` +
      `${attr('fadein', b.fadein ?? 0)}${attr('fadeout', b.fadeout ?? 0)}${attr('peiyin:bgm-id', b.id)}${attr('peiyin:name', b.name)}/>`;
  }
  out += `<voice name="${escapeAttr(v.anchorId ?? '')}"${attr('peiyin:anchor-name', v.anchorName)}${attr('peiyin:template-name', v.templateName)}${attr('peiyin:role-name', v.roleName)}>`;
  const express = Boolean(v.templateId || v.role || v.intensity !== 1);
  if (express) out += `<mstts:express-as${attr('style', v.templateId)}${attr('styledegree', v.intensity)}${attr('role', v.role)}>`;
  out += prosodyOpen(v);
  doc.forEach((paragraph) => {
    out += `<p>${inlineToSsml(paragraph)}</p>`;
  });
  out += '</prosody>';
  if (express) out += '</mstts:express-as>';
  return `${out}</voice></speak>`;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}
