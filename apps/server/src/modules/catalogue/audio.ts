import { createHash } from 'node:crypto';
import type { Renderer } from '../../audio/index.ts';
import type { Db } from '../../db/index.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import type { EngineRegistry } from '../../providers/tts/types.ts';
import { planScript, planVoices, scriptVoice } from '../../script/plan.ts';
import { resolvePlanVoices } from './repo.ts';

/// The real sample audio of templates and gallery samples. It is synthesised on the first request of
/// each file and kept in the file storage (DATA_DIR/files/samples), so starting the server stays fast
/// and a restart never synthesises a sample twice.
/// A neural anchor's sample is kept under its own name: the one espeak made while the Kokoro weights were
/// missing is never played for the neural voice afterwards. The name carries a digest of the text too, so a text
/// that changed (issue 27: the samples grew to three to five sentences) is synthesised again, never served short.
export function sampleAudio(deps: { db: Db; storage: ObjectStorage; renderer: Renderer; engines: EngineRegistry }) {
  const pending = new Map<string, Promise<string | null>>();

  /// `-kokoro` when the anchor speaks with Kokoro right now, else nothing.
  async function voiceTag(anchorId: number): Promise<string> {
    const anchor = await deps.db.selectFrom('anchors').select(['engine', 'voice']).where('id', '=', anchorId).executeTakeFirst();
    if (!anchor || anchor.engine !== 'kokoro') return '';
    return deps.engines.resolve({ engine: 'kokoro', voice: anchor.voice }).engine === 'kokoro' ? '-kokoro' : '';
  }

  async function make(key: string, anchorId: number, templateId: number, text: string): Promise<string | null> {
    if ((await deps.storage.size(key)) !== null) return key;
    const template = await deps.db.selectFrom('anchor_templates').selectAll().where('id', '=', templateId).executeTakeFirst();
    const anchor = await deps.db.selectFrom('anchors').select(['id', 'name']).where('id', '=', anchorId).executeTakeFirst();
    if (!template || !anchor || text.trim() === '') return null;
    const plan = planScript(
      text,
      scriptVoice({
        anchorId: anchor.id,
        anchorName: anchor.name,
        templateId: template.id,
        intensity: 1,
        role: template.role ?? '',
        pitch: template.pitch_rate,
        speed: template.speech_rate,
        volume: template.volume,
      }),
    );
    const voice = await resolvePlanVoices(deps.db, planVoices(plan));
    // Someone pressed play and waits for it.
    const result = await deps.renderer.render({ plan, voice, format: 'mp3', sampleRate: template.sample_rate, urgent: true });
    await deps.storage.put(key, result.data);
    return key;
  }

  /// One synthesis per file even when several players ask at once.
  function once(key: string, build: () => Promise<string | null>): Promise<string | null> {
    let job = pending.get(key);
    if (!job) {
      job = build().finally(() => pending.delete(key));
      pending.set(key, job);
    }
    return job;
  }

  const textTag = (text: string) => `-${createHash('sha256').update(text).digest('hex').slice(0, 8)}`;

  return {
    /** The storage key of a template's sample (its `content` read with its prosody), or null when unknown. */
    async template(templateId: number): Promise<string | null> {
      const t = await deps.db.selectFrom('anchor_templates').select(['anchor_id', 'content']).where('id', '=', templateId).executeTakeFirst();
      if (!t) return null;
      const key = `samples/template-${templateId}${await voiceTag(t.anchor_id)}${textTag(t.content)}.mp3`;
      return once(key, () => make(key, t.anchor_id, templateId, t.content));
    },
    /** The storage key of a gallery sample's audio, or null when unknown. */
    async sample(sampleId: number): Promise<string | null> {
      const s = await deps.db.selectFrom('samples').select(['anchor_id', 'template_id', 'text']).where('id', '=', sampleId).executeTakeFirst();
      if (!s) return null;
      const key = `samples/sample-${sampleId}${await voiceTag(s.anchor_id)}${textTag(s.text)}.mp3`;
      return once(key, () => make(key, s.anchor_id, s.template_id, s.text));
    },
  };
}

export type SampleAudio = ReturnType<typeof sampleAudio>;
