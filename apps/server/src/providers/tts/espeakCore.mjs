// espeak-ng (WASM) synthesis shared by the worker threads and the in-process mode. Plain JS so a
// worker thread can load it without a TypeScript loader.
import Module from '@echogarden/espeak-ng-emscripten';

/**
 * Loads one espeak-ng instance (≈50 ms, ≈20 MB).
 * @returns {Promise<{ sampleRate: number, synth: (job: { voice: string, text: string, rate: number, pitch: number }) => Int16Array }>}
 */
export async function loadEspeak() {
  const m = await Module();
  const worker = new m.eSpeakNGWorker();
  let currentVoice = '';
  const espeak = {
    sampleRate: worker.get_samplerate(),
    synth({ voice, text, rate, pitch }) {
      if (voice !== currentVoice) {
        // An empty language makes espeak honour the `+variant` of the name.
        if (worker.set_voice(voice, '') !== 0) throw new Error(`espeak voice ${voice} not found`);
        currentVoice = voice;
      }
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
  // WASM starts in V8's baseline tier and is recompiled once hot: the first sentences run 5-30×
  // slower. Speaking a warm-up text at load makes the first audition fast.
  for (let i = 0; i < 3; i++) espeak.synth({ voice: 'cmn', text: '欢迎使用配音，今天天气很好，我们一起去公园散步吧。', rate: 175, pitch: 50 });
  return espeak;
}
