// espeak-ng synthesis shared by the worker threads and the in-process mode. Plain JS so a worker
// thread can load it without a TypeScript loader. The package is espeak-ng compiled to JavaScript
// (Emscripten's wasm2js), not WebAssembly: V8 optimises it as it runs, hence the warm-ups.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import Module from '@echogarden/espeak-ng-emscripten';
import { int16ToFloat } from '../../audio/resample.mjs';

// The package's Mandarin dictionary reads the -iong syllables (xiong, qiong, jiong: 兄 熊 穷 窘…)
// with English phonemes; ours is the same dictionary compiled from corrected letter rules
// (espeak-cmn/README.md). Read once per thread (≈ 10 ms), written over the package's file.
const CMN_DICT = gunzipSync(readFileSync(new URL('./espeak-cmn/cmn_dict.gz', import.meta.url)));

const WARM_UP =
  '欢迎使用配音。春天来了，公园里的花都开了，孩子们在草地上奔跑，老人们坐在长椅上聊天。' +
  '今天的气温是二十三度，空气质量良好，适合出门散步。请问您需要什么帮助？我们会尽快为您处理！' +
  '这本书讲述了一个年轻人离开家乡、独自闯荡世界的故事……他经历了失败，也收获了友谊和爱情。' +
  '会议将于下午三点开始，请各位提前十分钟到达，并关闭手机。谢谢大家的配合，祝大家工作顺利。' +
  // Digits and Latin letters take espeak's number and spelling paths: warm those too.
  '第1句、第23句和第456句；2024年3月15日，共37.5元，电话13800138000，编号ABC-9。';

/** The warm-up text as sentences, for warming up between jobs. */
export const WARM_UP_SENTENCES = WARM_UP.split(/(?<=[。？！])/).filter(Boolean);

/**
 * Loads one espeak-ng instance (≈50 ms, ≈20 MB), warmed up unless `warm` is false.
 * @param {{ warm?: boolean }} [options]
 * @returns {Promise<{ sampleRate: number, synth: (job: { voice: string, text: string, rate: number, pitch: number }) => Int16Array }>}
 */
export async function loadEspeak(options = {}) {
  const m = await Module();
  m.FS.writeFile('/usr/share/espeak-ng-data/cmn_dict', CMN_DICT);
  const worker = new m.eSpeakNGWorker();
  let currentVoice = '';
  const useVoice = (voice) => {
    if (voice === currentVoice) return;
    // An empty language makes espeak honour the `+variant` of the name.
    if (worker.set_voice(voice, '') !== 0) throw new Error(`espeak voice ${voice} not found`);
    currentVoice = voice;
  };
  const decoder = new TextDecoder();
  const espeak = {
    sampleRate: worker.get_samplerate(),
    /** espeak's phoneme mnemonics for `text` (as `espeak -x` prints them), without speaking it. */
    phonemes({ voice, text }) {
      useVoice(voice);
      const at = m.getPointer(worker.convert_to_phonemes(text, false));
      let end = at;
      while (m.HEAPU8[end] !== 0) end++;
      return decoder.decode(m.HEAPU8.subarray(at, end));
    },
    synth({ voice, text, rate, pitch }) {
      useVoice(voice);
      worker.set_rate(rate);
      worker.set_pitch(pitch);
      worker.set_volume(100);
      const chunks = [];
      let length = 0;
      // The worker reads its input as SSML (the caller escapes the text).
      worker.synthesize(text, (data) => {
        chunks.push(data);
        length += data.length;
        return 0;
      });
      const out = new Int16Array(length);
      let at = 0;
      for (const c of chunks) {
        out.set(c, at);
        at += c.length;
      }
      return out;
    },
  };
  // The first several hundred characters run 2-3× slower until V8 has optimised the hot paths
  // (measured: the same 30 sentences take 2.9 s first, 1.1 s after); speaking a varied
  // paragraph at load moves most of that cost to start-up.
  if (options.warm !== false) for (let i = 0; i < 2; i++) espeak.synth({ voice: 'cmn', text: WARM_UP, rate: 175, pitch: 50 });
  return espeak;
}

/**
 * Synthesises `job` as floats at `job.sampleRate` (espeak's own rate when absent).
 * @param {{ sampleRate: number, synth: (job: any) => Int16Array }} espeak
 * @param {{ voice: string, text: string, rate: number, pitch: number, sampleRate?: number }} job
 * @returns {{ samples: Float32Array, sampleRate: number }}
 */
export function synthFloat(espeak, job) {
  const sampleRate = job.sampleRate ?? espeak.sampleRate;
  return { samples: int16ToFloat(espeak.synth(job), espeak.sampleRate, sampleRate), sampleRate };
}
