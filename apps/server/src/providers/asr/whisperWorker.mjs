// One transcription with the embedded Whisper base, in its own process (started by whisper.ts), for the
// reasons sherpaWorker.mjs gives: minutes of CPU off the server, and killing the process is the only way to
// stop a native run at once. 16 kHz mono float samples come in on stdin; whisperSegments.mjs cuts them into
// pieces of speech of at most 28 s; each piece is padded to Whisper's 30 s window, encoded, decoded with
// timestamps (again from where the text ended when Whisper stopped early), its sentences timed to the audio, and
// sent back at once. Same messages as sherpaWorker.mjs, so whisper.ts shares the parent's side.
//
// Messages: out {type: 'listening'}
//           in  {type: 'start', modelDir, language, prompt, threads, beamSize}
//           out {type: 'ready'} | {type: 'piece', beginMs, endMs, text, tokens: [], timestamps: [], lang}
//               | {type: 'progress', processedMs} | {type: 'done', samples} | {type: 'error', code, detail}
import { fail, samplesIn, send } from './recognizerChild.mjs';
import { loadWhisper } from './whisperRecognizer.mjs';
import { Segmenter } from './whisperSegments.mjs';

const SAMPLE_RATE = 16000;

process.once('message', async (start) => {
  let whisper;
  try {
    whisper = await loadWhisper(start);
  } catch (error) {
    return fail('model_invalid', error);
  }
  await send({ type: 'ready' });

  // Each timed sentence goes back as a piece of its own, so subtitles start and end where the speech does.
  const recognise = async (piece) => {
    const { segments } = await whisper.recognise(piece.samples);
    const offsetMs = (piece.startSample / SAMPLE_RATE) * 1000;
    for (const segment of segments) {
      await send({
        type: 'piece',
        beginMs: offsetMs + segment.beginMs,
        endMs: offsetMs + segment.endMs,
        text: segment.text,
        tokens: [],
        timestamps: [],
        lang: `<|${whisper.language}|>`,
      });
    }
  };

  const segmenter = new Segmenter();
  let total = 0;
  try {
    for await (const samples of samplesIn()) {
      total += samples.length;
      for (const piece of segmenter.push(samples)) await recognise(piece);
      await send({ type: 'progress', processedMs: (total / SAMPLE_RATE) * 1000 });
    }
    for (const piece of segmenter.flush()) await recognise(piece);
  } catch (error) {
    return fail('unavailable', error);
  }
  await send({ type: 'done', samples: total });
  process.disconnect();
});
process.send({ type: 'listening' });
