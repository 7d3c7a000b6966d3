// What `POST /v1/audio/speech` does with a request, apart from HTTP: the voice (an anchor or one of the
// account's custom anchors, by id or name), the input (plain text or our SSML, through the same front-end as
// the studio: numbers, polyphones, the account's dictionary), the bounds, the allowance and membership, and
// the audio in the six formats OpenAI answers.
import { spawn } from 'node:child_process';
import { ttsLimits } from '@peiyin/api-client';
import { checkTaskSsml, countSpeechLength, docFromText, docToText, type Segment, type SegmentVoice } from '@peiyin/ssml';
import type { FastifyInstance } from 'fastify';
import { childEnv } from '../../audio/children.ts';
import { quickStartFfmpegPath } from '../../audio/ffmpeg.ts';
import type { EngineVoiceChoice } from '../../providers/tts/types.ts';
import { AppError } from '../../http/errors.ts';
import { planScript, planSilenceMs, planVoices, scriptVoice, taskSilenceMaxMs } from '../../script/plan.ts';
import { isSsml } from '../../script/read.ts';
import { OpenAiError } from './openaiErrors.ts';

/// OpenAI's formats, with what each is sent as.
export const speechFormats = ['mp3', 'opus', 'aac', 'flac', 'wav', 'pcm'] as const;
export type SpeechFormat = (typeof speechFormats)[number];
export const formatTypes: Record<SpeechFormat, string> = {
  mp3: 'audio/mpeg',
  opus: 'audio/ogg',
  aac: 'audio/aac',
  flac: 'audio/flac',
  wav: 'audio/wav',
  // raw 16-bit little-endian mono samples at 24 kHz, as OpenAI's pcm
  pcm: 'audio/pcm',
};
/// The rate every format is made at (OpenAI's speech is 24 kHz).
export const SPEECH_RATE = 24_000;

/// Models a key may name: ours, and OpenAI's names so tools that hard-code them work. All speak the same way:
/// the voice (the anchor) decides the engine.
export const speechModels = ['peiyin-tts', 'tts-1', 'tts-1-hd', 'gpt-4o-mini-tts'] as const;

export const speechLimits = {
  /// Characters of speech (as the editor counts them) one request may read: OpenAI's limit.
  input: 4096,
  /// The raw input, markup included.
  rawInput: 20_000,
} as const;

export const speechMessages = {
  inputTooLong: `input 最多${speechLimits.input}字（按朗读字数计，SSML 标签不计）`,
  inputBlank: 'input 不能为空',
  voiceUnknown: (voice: string) => `找不到音色“${[...voice].slice(0, 40).join('')}”：请用 GET /v1/audio/voices 列出的 id 或名称`,
  modelUnknown: (model: string) => `不支持的模型“${[...model].slice(0, 40).join('')}”：请用 GET /v1/models 列出的模型`,
  silence: (seconds: number) => `停顿总时长不能超过${seconds}秒（每字最多0.5秒）`,
  allowance: (used: number, allowance: number, member: boolean) =>
    `本月通过 API 合成的字数已达上限（每月${allowance}字，已用${used}字）${member ? '，请下月再来' : '，开通配音会员可获得更多额度'}`,
  memberOnly: (labels: string[]) => `情感主播的情绪为会员专享：${labels.slice(0, 3).join('、')}。开通会员即可使用，或改用“标准”情绪`,
} as const;

/// A voice a key may name, as `GET /v1/audio/voices` lists it.
export interface ApiVoice {
  id: string;
  name: string;
  type: 'anchor' | 'custom';
  sex: 'male' | 'female';
  description: string;
}

/// Everything a synthesis needs, decided before the first byte.
export interface PreparedSpeech {
  plan: Segment[];
  voice: (v: SegmentVoice) => EngineVoiceChoice;
  /// What is counted against the allowance.
  characters: number;
}

export function speechService(app: FastifyInstance) {
  const offered = (engine: string) => app.catalogue.offered(engine);

  async function systemAnchors() {
    const rows = await app.db.selectFrom('anchors').select(['id', 'name', 'sex', 'description', 'engine', 'sort']).orderBy('sort').orderBy('id').execute();
    return rows.filter((a) => offered(a.engine));
  }

  async function customAnchors(userId: number) {
    return app.db
      .selectFrom('custom_anchors')
      .innerJoin('anchors', 'anchors.id', 'custom_anchors.anchor_id')
      .select(['custom_anchors.id', 'custom_anchors.name', 'custom_anchors.comment', 'anchors.sex', 'anchors.engine'])
      .where('custom_anchors.user_id', '=', userId)
      .orderBy('custom_anchors.id')
      .execute()
      .then((rows) => rows.filter((r) => offered(r.engine)));
  }

  /// `anchor-12`, `custom-3`, `12` (a system anchor), or a name (the account's custom anchors first).
  async function resolveVoice(userId: number, voice: string): Promise<{ anchorType: 0 | 1; anchorId: number }> {
    const id = /^(anchor-|custom-)?(\d{1,9})$/.exec(voice.trim());
    if (id) {
      const n = Number(id[2]);
      if (id[1] === 'custom-') {
        if ((await customAnchors(userId)).some((c) => c.id === n)) return { anchorType: 1, anchorId: n };
      } else if ((await systemAnchors()).some((a) => a.id === n)) return { anchorType: 0, anchorId: n };
      throw new OpenAiError(400, speechMessages.voiceUnknown(voice), 'invalid_request_error', 'voice_not_found', 'voice');
    }
    const name = voice.trim();
    const custom = (await customAnchors(userId)).find((c) => c.name === name);
    if (custom) return { anchorType: 1, anchorId: custom.id };
    const system = (await systemAnchors()).find((a) => a.name === name);
    if (system) return { anchorType: 0, anchorId: system.id };
    throw new OpenAiError(400, speechMessages.voiceUnknown(voice), 'invalid_request_error', 'voice_not_found', 'voice');
  }

  return {
    async voices(userId: number): Promise<ApiVoice[]> {
      const custom = await customAnchors(userId);
      const system = await systemAnchors();
      return [
        ...custom.map((c): ApiVoice => ({ id: `custom-${c.id}`, name: c.name, type: 'custom', sex: c.sex === 1 ? 'male' : 'female', description: c.comment })),
        ...system.map((a): ApiVoice => ({ id: `anchor-${a.id}`, name: a.name, type: 'anchor', sex: a.sex === 1 ? 'male' : 'female', description: a.description })),
      ];
    },

    /// Checks and plans a request; every refusal comes from here, before any audio.
    async prepare(userId: number, input: { input: string; voice: string; speed: number; allEmotions: boolean }): Promise<PreparedSpeech> {
      let doc: ReturnType<typeof docFromText>;
      if (isSsml(input.input)) {
        const checked = checkTaskSsml(input.input);
        if (!checked.ok) throw new OpenAiError(400, checked.message, 'invalid_request_error', 'invalid_input', 'input');
        doc = checked.value.doc;
      } else {
        doc = docFromText(input.input);
        if (docToText(doc).trim() === '') throw new OpenAiError(400, speechMessages.inputBlank, 'invalid_request_error', 'invalid_input', 'input');
      }
      const characters = countSpeechLength(doc);
      if (characters > speechLimits.input) throw new OpenAiError(400, speechMessages.inputTooLong, 'invalid_request_error', 'input_too_long', 'input');
      const { anchorType, anchorId } = await resolveVoice(userId, input.voice);
      let resolved;
      try {
        resolved = await app.catalogue.resolveScriptAnchor(userId, anchorType, anchorId, null);
      } catch (error) {
        if (error instanceof AppError) throw new OpenAiError(400, speechMessages.voiceUnknown(input.voice), 'invalid_request_error', 'voice_not_found', 'voice');
        throw error;
      }
      const { anchor, template, name } = resolved;
      const custom = anchorType === 1 ? await app.db.selectFrom('custom_anchors').selectAll().where('id', '=', anchorId).executeTakeFirst() : undefined;
      // The voice's own prosody (a custom anchor's, else its template's), OpenAI's speed on top of it.
      const base = custom ? { pitch: custom.pitch, speed: custom.speed, volume: custom.volume, role: custom.role ?? '', intensity: custom.intensity } : { pitch: template?.pitch_rate ?? 0, speed: template?.speech_rate ?? 1, volume: template?.volume ?? 100, role: '', intensity: 1 };
      const plan = planScript(
        input.input,
        scriptVoice({
          anchorId: anchor.id,
          anchorName: name,
          templateId: template?.id ?? null,
          intensity: base.intensity,
          role: base.role,
          pitch: base.pitch,
          speed: Math.min(2, Math.max(0.5, Math.round(base.speed * input.speed * 100) / 100)),
          volume: base.volume,
        }),
        await app.pronunciation.of(userId),
      );
      const silenceMax = taskSilenceMaxMs(characters, ttsLimits);
      if (planSilenceMs(plan) > silenceMax) throw new OpenAiError(400, speechMessages.silence(silenceMax / 1000), 'invalid_request_error', 'invalid_input', 'input');
      let voice;
      try {
        voice = await app.catalogue.resolvePlanVoices(planVoices(plan));
      } catch (error) {
        // a multi-voice range of the SSML naming an anchor that does not exist
        if (error instanceof AppError) throw new OpenAiError(400, error.message, 'invalid_request_error', 'voice_not_found', 'input');
        throw error;
      }
      // spec 01 §6: every emotion of the emotion anchors is a member's privilege, through keys as in the studio.
      if (!input.allEmotions) {
        const locked = await app.catalogue.memberOnlyEmotions(planVoices(plan));
        if (locked.length) throw new OpenAiError(403, speechMessages.memberOnly(locked), 'permission_error', 'membership_required', 'voice');
      }
      return { plan, voice, characters };
    },
  };
}

export type SpeechService = ReturnType<typeof speechService>;

/// ffmpeg's arguments for the formats the renderer does not make itself (from 24 kHz 16-bit mono PCM).
const encoderArgs: Record<'opus' | 'aac' | 'flac', string[]> = {
  // Ogg Opus as OpenAI answers; short pages so a stream's first packets leave at once
  opus: ['-c:a', 'libopus', '-b:a', '48k', '-page_duration', '20000', '-f', 'ogg'],
  aac: ['-c:a', 'aac', '-b:a', '64k', '-f', 'adts'],
  flac: ['-c:a', 'flac', '-f', 'flac'],
};

/// Encodes 16-bit PCM chunks at SPEECH_RATE to opus, aac or flac as they come, yielding the encoded bytes
/// as ffmpeg writes them. Stops ffmpeg when the consumer leaves or `signal` aborts.
export async function* encodePcm(format: 'opus' | 'aac' | 'flac', pcm: AsyncIterable<Buffer>, signal?: AbortSignal): AsyncGenerator<Buffer> {
  const child = spawn(
    quickStartFfmpegPath(),
    ['-hide_banner', '-loglevel', 'error', '-probesize', '32', '-analyzeduration', '0', '-f', 's16le', '-ar', String(SPEECH_RATE), '-ac', '1', '-i', 'pipe:0', ...encoderArgs[format], '-flush_packets', '1', 'pipe:1'],
    { stdio: ['pipe', 'pipe', 'pipe'], env: childEnv(), ...(signal ? { signal } : {}) },
  );
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-500)));
  child.stdin.on('error', () => {});
  child.on('error', () => {});
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  let failure: unknown = null;
  const feeding = (async () => {
    try {
      for await (const chunk of pcm) {
        if (!child.stdin.write(chunk)) await new Promise<void>((resolve) => child.stdin.once('drain', resolve));
      }
    } catch (error) {
      failure = error;
      child.kill('SIGKILL');
    } finally {
      child.stdin.end();
    }
  })();
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) yield chunk;
    await feeding;
    if (failure) throw failure;
    const code = await exited;
    if (code !== 0) throw new Error(`ffmpeg ${format} exited ${code}: ${stderr.trim()}`);
  } finally {
    child.kill('SIGKILL');
    await feeding;
  }
}
