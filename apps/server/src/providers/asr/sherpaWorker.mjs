// One transcription in its own process (started by sherpa.ts): 16 kHz mono float samples come in
// on stdin, Silero VAD cuts them into pieces of speech, the offline recognizer reads each piece,
// and every piece goes back to the parent as soon as it is read. Its own process because
// recognition is minutes of CPU that must not stall the server, because killing it is the only
// way to stop a native decode at once, and because sherpa-onnx ends the whole process on some
// bad inputs (an unsupported VAD model, a wrong window size) instead of throwing.
//
// Messages: out {type: 'listening'} (then the parent sends start: a message sent before the
//               child listens would be lost)
//           in  {type: 'start', recognizer, vad, sampleRate}
//           out {type: 'ready'} | {type: 'piece', beginMs, endMs, text, tokens, timestamps, lang}
//               | {type: 'progress', processedMs} | {type: 'done', samples} | {type: 'error', code, detail}
import { createRequire } from 'node:module';
import { fail, samplesIn, send } from './recognizerChild.mjs';

const requireCjs = createRequire(import.meta.url);

process.once('message', async (start) => {
  let recognizer;
  let vad;
  try {
    const sherpa = requireCjs('sherpa-onnx-node');
    recognizer = new sherpa.OfflineRecognizer(start.recognizer);
    // The buffer holds the longest piece the VAD may return, with room to spare.
    vad = new sherpa.Vad(start.vad, Math.ceil(start.vad.sileroVad.maxSpeechDuration) * 2 + 10);
  } catch (error) {
    return fail('model_invalid', error);
  }
  await send({ type: 'ready' });

  const rate = start.sampleRate;
  const window = start.vad.sileroVad.windowSize;
  let total = 0;
  const drain = async () => {
    while (!vad.isEmpty()) {
      const segment = vad.front(false);
      vad.pop();
      const stream = recognizer.createStream();
      stream.acceptWaveform({ samples: segment.samples, sampleRate: rate });
      recognizer.decode(stream);
      const result = recognizer.getResult(stream);
      await send({
        type: 'piece',
        beginMs: (segment.start / rate) * 1000,
        endMs: ((segment.start + segment.samples.length) / rate) * 1000,
        text: result.text,
        tokens: result.tokens ?? [],
        timestamps: result.timestamps ?? [],
        lang: result.lang ?? '',
      });
    }
  };

  try {
    for await (const samples of samplesIn()) {
      total += samples.length;
      // One VAD window at a time: given a longer array, sherpa-onnx's VAD sees one window's worth
      // of decisions for all of it and runs sentences together (measured: two sentences 1.2 s
      // apart came back as one piece when fed 16384 samples at once).
      for (let i = 0; i < samples.length; i += window) {
        vad.acceptWaveform(samples.subarray(i, i + window));
        await drain();
      }
      await send({ type: 'progress', processedMs: (total / rate) * 1000 });
    }
    vad.flush();
    await drain();
  } catch (error) {
    return fail('unavailable', error);
  }
  await send({ type: 'done', samples: total });
  process.disconnect();
});
process.send({ type: 'listening' });
