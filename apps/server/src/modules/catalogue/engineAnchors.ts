import type { Db } from '../../db/index.ts';
import type { EngineVoice } from '../../providers/tts/types.ts';
import { avatarPath } from '../../assets/svg.ts';
import { STANDARD_SAMPLE_TEXT } from './seed.ts';

/// Anchors made from engine voices start here, far above the seeded ones (11-32) and any a later seed
/// may add, so their ids never collide and stay the same across restarts (found again by engine and voice).
export const ENGINE_ANCHOR_BASE_ID = 10_000;

/// The engines in the box: their seeded anchors are the default catalogue and always speak (a Kokoro
/// anchor speaks with espeak while the neural weights are missing or Kokoro is not in TTS_ENGINES).
const EMBEDDED_ENGINES: ReadonlySet<string> = new Set(['espeak', 'kokoro']);

/// Whether anchors of `engine` are offered: an embedded engine's always are; any other engine's only
/// while it is configured.
export const engineOffered = (configured: (engine: string) => boolean) => (engine: string) => EMBEDDED_ENGINES.has(engine) || configured(engine);

/// An anchor for each voice an engine names in its configuration (OpenAI-compatible servers, DashScope
/// CosyVoice): added the first time it is configured, its name and description kept in step with the
/// configuration after that. One template (标准, the voice as the service speaks it; pitch and speed are
/// the service's own), level 高级, shown as 最新. Idempotent; answers whether anything changed.
export async function seedEngineAnchors(db: Db, voices: readonly EngineVoice[]): Promise<boolean> {
  if (voices.length === 0) return false;
  let changed = false;
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('anchors').select(['id', 'engine', 'voice', 'name', 'description']).execute();
    let nextId = Math.max(ENGINE_ANCHOR_BASE_ID, ...rows.map((r) => r.id)) + 1;
    for (const [index, v] of voices.entries()) {
      const description = `${v.source ?? v.engine}的音色（情绪为语调预设）`;
      const row = rows.find((r) => r.engine === v.engine && r.voice === v.voice);
      if (row) {
        if (row.name !== v.name || row.description !== description) {
          await trx.updateTable('anchors').set({ name: v.name, description }).where('id', '=', row.id).execute();
          changed = true;
        }
        continue;
      }
      const id = nextId++;
      await trx
        .insertInto('anchors')
        .values({
          id,
          name: v.name,
          avatar: avatarPath(`anchor-${id}`, v.sex === 1 ? 'man' : 'woman'),
          description,
          engine: v.engine,
          voice: v.voice,
          sex: v.sex,
          level: 2,
          ai_level: 2,
          sort: 1000 + index,
          scenes: ',3,4,',
          badge: 3,
          hot: 0,
          language_id: 1,
          locale_id: 1,
        })
        .execute();
      await trx
        .insertInto('anchor_templates')
        .values({
          id: id * 100 + 1,
          anchor_id: id,
          title: '标准',
          subtitle: '服务原声',
          style: null,
          role: null,
          pitch_rate: 0,
          speech_rate: 1,
          volume: 100,
          sample_rate: 24000,
          sort: 1,
          content: STANDARD_SAMPLE_TEXT,
        })
        .execute();
      changed = true;
    }
  });
  return changed;
}
