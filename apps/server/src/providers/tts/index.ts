// Speech engines (issue "Engines"): each turns one planned speech segment into mono PCM. The
// renderer in `src/audio` strings segments together with silences, sounds and background music.
// The registry: the one place where engines are chosen from configuration.
import { AzureEngine } from './azure.ts';
import { DashscopeEngine } from './dashscope.ts';
import { EspeakEngine } from './espeak.ts';
import { KokoroEngine } from './kokoro.ts';
import { OpenAiSpeechEngine } from './openaiSpeech.ts';
import { SherpaEngine } from './sherpa.ts';
import { EngineError, type EngineId, type EngineRegistry, type EngineVoiceChoice, type SpeechEngine, type TtsConfig } from './types.ts';

/// What an engine was handed for one sentence.
export interface EngineInput {
  engine: EngineId;
  voice: string;
  text: string;
  /// Kokoro: the phoneme string our G2P wrote for it.
  phonemes?: string;
}

/// Builds the configured engines: the one place where engines are chosen.
/// `onInput` (development) sees what each engine is handed for a sentence: espeak's exact input text
/// (numbers read out, pinyin hints in place), the plain text and hints for the other engines.
export function createEngines(config: TtsConfig, deps: { fetch?: typeof fetch; onInput?: (input: EngineInput) => void; log?: (line: string) => void } = {}): EngineRegistry {
  const engines = new Map<EngineId, SpeechEngine>();
  for (const id of config.engines) {
    switch (id) {
      case 'kokoro':
        engines.set(
          id,
          new KokoroEngine({
            dir: config.kokoro.dir,
            download: config.kokoro.download,
            workers: config.kokoro.workers,
            threads: config.kokoro.threads,
            float: config.kokoro.float,
            ...(config.kokoro.pypiIndex ? { pypiIndex: config.kokoro.pypiIndex } : {}),
            ...(config.kokoro.url !== undefined ? { canonicalUrl: config.kokoro.url } : {}),
            ...(deps.fetch ? { fetch: deps.fetch } : {}),
            ...(deps.log ? { log: deps.log } : {}),
            ...(deps.onInput ? { onInput: (i: { voice: string; text: string; phonemes: string }) => deps.onInput!({ engine: 'kokoro', ...i }) } : {}),
          }),
        );
        break;
      case 'espeak':
        engines.set(id, new EspeakEngine({ workers: config.espeakWorkers, warmUp: config.espeakWarmUp, onInput: deps.onInput && ((i) => deps.onInput!({ engine: 'espeak', ...i })) }));
        break;
      case 'sherpa':
        engines.set(id, new SherpaEngine({ modelsDir: config.modelsDir, threads: config.sherpaThreads }));
        break;
      case 'azure':
        if (!config.azure) throw new EngineError('azure engine needs AZURE_SPEECH_KEY and AZURE_SPEECH_REGION');
        engines.set(id, new AzureEngine({ ...config.azure, fetch: deps.fetch }));
        break;
      case 'openai':
        if (!config.openai) throw new EngineError('openai engine needs TTS_OPENAI_VOICES');
        engines.set(id, new OpenAiSpeechEngine(config.openai, deps.fetch ? { fetch: deps.fetch } : {}));
        break;
      case 'dashscope':
        if (!config.dashscope) throw new EngineError('dashscope engine needs DASHSCOPE_API_KEY');
        engines.set(id, new DashscopeEngine(config.dashscope));
        break;
    }
  }
  if (deps.onInput) {
    const observe = deps.onInput;
    for (const [id, engine] of engines) {
      if (id === 'espeak' || id === 'kokoro') continue;
      const synthesize = engine.synthesize.bind(engine);
      engine.synthesize = (segment, opts) => {
        const hints = segment.phonemes.map((h) => `${segment.text.slice(h.offset, h.offset + h.length)}=${h.pinyin}`).join(' ');
        observe({ engine: id, voice: segment.voice.voice, text: hints ? `${segment.text} [${hints}]` : segment.text });
        return synthesize(segment, opts);
      };
    }
  }
  const first = config.engines[0];
  if (!first) throw new EngineError('TTS_ENGINES names no engine');
  const kokoro = engines.get('kokoro') as KokoroEngine | undefined;
  const espeak = engines.get('espeak');
  const speaks = (e: SpeechEngine) => e !== kokoro || kokoro.ready;
  const registry: EngineRegistry = {
    get defaultEngine() {
      return [...engines.values()].find(speaks) ?? engines.get(first)!;
    },
    resolve(choice: EngineVoiceChoice): EngineVoiceChoice {
      if (choice.engine !== 'kokoro' || kokoro?.ready) return choice;
      // Kokoro voices speak with espeak of the same sex until the weights are there (or when Kokoro
      // is not configured): an anchor never fails for want of its model.
      const stand = KokoroEngine.fallbackVoice(choice.voice);
      if (!stand || !espeak) return choice;
      return { ...choice, engine: 'espeak', voice: stand };
    },
    neural: () => ({ state: kokoro ? kokoro.state : 'off' }),
    get: (id) => engines.get(id),
    require(id) {
      const engine = engines.get(id);
      if (!engine) throw new EngineError(`speech engine ${id} is not configured (TTS_ENGINES)`);
      return engine;
    },
    all: () => [...engines.values()],
    async warmUp() {
      await Promise.all([...engines.values()].map((e) => e.warmUp?.()));
    },
    async voices() {
      const lists = await Promise.all([...engines.values()].map((e) => e.voices()));
      return lists.flat();
    },
    async close() {
      await Promise.all([...engines.values()].map((e) => e.close?.()));
    },
  };
  return registry;
}

export { AzureEngine } from './azure.ts';
export { DashscopeEngine, dashscopeMessage, dashscopeSsml } from './dashscope.ts';
export { OpenAiSpeechEngine, openAiSpeechMessage } from './openaiSpeech.ts';
export { EspeakEngine, ESPEAK_VOICES } from './espeak.ts';
export { KokoroEngine, KOKORO_VOICES } from './kokoro.ts';
export { fetchModel, floatModel, verifiedModel, KOKORO_FLOAT_MODEL, KOKORO_MODEL } from './kokoroModel.ts';
export { SherpaEngine } from './sherpa.ts';
export { loadTtsConfig } from './config.ts';
export * from './types.ts';
