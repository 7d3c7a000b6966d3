import { ttsMessages } from '@peiyin/api-client';
import type { SegmentVoice } from '@peiyin/ssml';
import type { Db } from '../../db/index.ts';
import type { EngineVoiceChoice } from '../../providers/tts/types.ts';
import { AppError } from '../../http/errors.ts';
import { rolePresets } from './seed.ts';

export function catalogueRepo(db: Db) {
  return {
    anchor: (id: number) => db.selectFrom('anchors').selectAll().where('id', '=', id).executeTakeFirst(),
    template: (id: number) => db.selectFrom('anchor_templates').selectAll().where('id', '=', id).executeTakeFirst(),
    firstTemplate: (anchorId: number) =>
      db.selectFrom('anchor_templates').selectAll().where('anchor_id', '=', anchorId).orderBy('sort').orderBy('id').limit(1).executeTakeFirst(),
    roles: (anchorId: number) => db.selectFrom('anchor_roles').selectAll().where('anchor_id', '=', anchorId).orderBy('sort').execute(),
  };
}

export type Anchor = NonNullable<Awaited<ReturnType<ReturnType<typeof catalogueRepo>['anchor']>>>;
export type Template = NonNullable<Awaited<ReturnType<ReturnType<typeof catalogueRepo>['template']>>>;

const int = (value: string | number | undefined | null): number | null => {
  const n = typeof value === 'number' ? value : value ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/// Resolves a (system) anchor and optional template: the template must belong to the anchor; without
/// one the anchor's first template is used. Unknown ids answer the spec's 无法识别主播： message.
export async function resolveAnchor(db: Db, anchorId: number | null, templateId: number | null): Promise<{ anchor: Anchor; template: Template | null }> {
  const repo = catalogueRepo(db);
  let template: Template | null = null;
  if (templateId !== null) {
    template = (await repo.template(templateId)) ?? null;
    if (!template || (anchorId !== null && template.anchor_id !== anchorId)) throw new AppError(400, ttsMessages.templateUnknown);
  }
  const id = anchorId ?? template?.anchor_id ?? null;
  const anchor = id === null ? undefined : await repo.anchor(id);
  if (!anchor) throw new AppError(400, ttsMessages.anchorUnknown(id ?? ''));
  return { anchor, template: template ?? (await repo.firstTemplate(anchor.id)) ?? null };
}

/// The voice a script names (spec 02 §2.2 query anchorType): a system anchor (0), or one of the caller's own
/// custom anchors (1), which speaks with the system anchor and template it was saved from. The name is the one
/// the user knows (the custom anchor's own). Another user's custom anchor is as unknown as a missing one.
export async function resolveScriptAnchor(
  db: Db,
  userId: number,
  anchorType: number,
  anchorId: number,
  templateId: number | null,
): Promise<{ anchor: Anchor; template: Template | null; name: string }> {
  if (anchorType === 0) {
    const { anchor, template } = await resolveAnchor(db, anchorId, templateId);
    return { anchor, template, name: anchor.name };
  }
  const custom =
    anchorType === 1
      ? await db.selectFrom('custom_anchors').selectAll().where('id', '=', anchorId).where('user_id', '=', userId).executeTakeFirst()
      : undefined;
  if (!custom) throw new AppError(400, ttsMessages.anchorUnknown(anchorId));
  // The editor may have chosen another emotion of the same base anchor; anything else falls back to the saved one.
  const chosen = templateId === null ? undefined : await catalogueRepo(db).template(templateId);
  const { anchor, template } = await resolveAnchor(db, custom.anchor_id, chosen && chosen.anchor_id === custom.anchor_id ? chosen.id : custom.template_id);
  return { anchor, template, name: custom.name };
}

/// What one planned voice (the script's or a multi-voice range's) resolves to: the anchor's engine voice, with
/// the Azure style/role where the engine has them, and a prosody preset where it does not (an espeak role is
/// a documented pitch/speed preset, see `rolePresets`).
export function engineVoiceChoice(anchor: Anchor, template: Template | null, role: string, intensity: number): EngineVoiceChoice {
  const engine = anchor.engine as EngineVoiceChoice['engine'];
  const choice: EngineVoiceChoice = { engine, voice: anchor.voice };
  if (engine === 'azure') {
    if (template?.style) choice.style = template.style;
    choice.styleDegree = intensity;
    if (role) choice.role = role;
  } else if (role && rolePresets[role]) {
    choice.preset = rolePresets[role];
  }
  return choice;
}

/// Resolves every distinct voice a plan speaks with, and answers the lookup the renderer asks for each
/// speech segment. A multi-voice range naming an unknown anchor is refused with 无法识别主播：<id>.
export async function resolvePlanVoices(db: Db, voices: Iterable<SegmentVoice>): Promise<(voice: SegmentVoice) => EngineVoiceChoice> {
  const out = new Map<string, EngineVoiceChoice>();
  for (const v of voices) {
    const key = voiceKey(v);
    if (out.has(key)) continue;
    const anchorId = int(v.anchorId);
    if (anchorId === null) throw new AppError(400, ttsMessages.anchorUnknown(v.anchorId));
    const templateId = int(v.templateId);
    const { anchor, template } = await resolveAnchor(db, anchorId, null);
    // A multi-voice template of another anchor is ignored rather than refused: the voice still speaks.
    const own = templateId === null ? template : ((await catalogueRepo(db).template(templateId)) ?? template);
    out.set(key, engineVoiceChoice(anchor, own && own.anchor_id === anchor.id ? own : template, v.role, v.intensity));
  }
  return (v) => {
    const choice = out.get(voiceKey(v));
    if (!choice) throw new Error(`voice ${voiceKey(v)} was not resolved`);
    return choice;
  };
}

/// The voices of a plan that only members may use (spec 01 §6 "free use of all emotion anchors" is a
/// privilege): an emotion anchor (level 3) speaking with any template but its first (标准). Answers
/// `晓岚（欢快）` labels, each once; empty when the plan needs no membership.
export async function memberOnlyEmotions(db: Db, voices: Iterable<SegmentVoice>): Promise<string[]> {
  const repo = catalogueRepo(db);
  const labels = new Set<string>();
  const seen = new Set<string>();
  for (const v of voices) {
    const key = `${v.anchorId}|${v.templateId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const anchorId = int(v.anchorId);
    const templateId = int(v.templateId);
    if (anchorId === null || templateId === null) continue;
    const anchor = await repo.anchor(anchorId);
    if (!anchor || anchor.ai_level < 3) continue;
    const first = await repo.firstTemplate(anchorId);
    const template = await repo.template(templateId);
    if (first && template && template.anchor_id === anchor.id && template.id !== first.id) labels.add(`${v.anchorName || anchor.name}（${template.title}）`);
  }
  return [...labels];
}

function voiceKey(v: Pick<SegmentVoice, 'anchorId' | 'templateId' | 'role' | 'intensity'>): string {
  return `${v.anchorId}|${v.templateId}|${v.role}|${v.intensity}`;
}

/// What other modules ask the catalogue (through `app.catalogue`): anchors and the voices of a plan.
export function catalogueVoices(db: Db) {
  return {
    resolveAnchor: (anchorId: number | null, templateId: number | null) => resolveAnchor(db, anchorId, templateId),
    resolveScriptAnchor: (userId: number, anchorType: number, anchorId: number, templateId: number | null) =>
      resolveScriptAnchor(db, userId, anchorType, anchorId, templateId),
    resolvePlanVoices: (voices: Iterable<SegmentVoice>) => resolvePlanVoices(db, voices),
    memberOnlyEmotions: (voices: Iterable<SegmentVoice>) => memberOnlyEmotions(db, voices),
  };
}

export type CatalogueVoices = ReturnType<typeof catalogueVoices>;
