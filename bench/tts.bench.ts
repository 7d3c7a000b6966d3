// Speech pipeline benchmark (issue 4). Run: `pnpm bench tts`. In one process, with the espeak engine:
//   (a) time to the first encoded MP3 frame of a streamed 300-character audition (goal ≤ 150 ms);
//   (b) pipeline time ÷ raw engine time for an ≈8000-character task (goal ≤ 1.15): the raw time is
//       every speech segment of the plan synthesised by the same engine pool, nothing else; with
//       the CPU each stage used and the shortest time the cores allow for that much work;
//   (c) audio seconds ÷ wall seconds of that task's pipeline (goal ≥ 20×);
//   (a') (a) again while that task renders (auditions go ahead of queued task sentences).
// It prints numbers; it is not a timed test and never fails a build.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { planSynthesis, type Segment } from '../packages/ssml/src/index.ts';
import { createEngines, loadTtsConfig, type EngineSegment, type EngineVoiceChoice } from '../apps/server/src/providers/tts/index.ts';
import { createRenderer, createSpeechCache, ffmpegInUse, warmUpRenderer } from '../apps/server/src/audio/index.ts';

// Varied sentences: every clause carries its own number, so no two are alike and neither the
// sentence cache nor the de-duplication of repeated lines can help.
function script(chars: number, seed: number): string {
  const who = ['小明', '老师', '妈妈', '我们', '大家', '同学们', '爷爷', '这位作者', '那个孩子', '年轻人'];
  const when = ['今天早上', '昨天下午', '每到周末', '那年夏天', '在春节前', '天亮以前', '下班以后', '很多年后'];
  const what = ['走进了公园', '读完了一本书', '做了一顿晚饭', '看见了满天的星星', '写下了一封长信', '学会了骑自行车', '想起了家乡的小河', '听完了一场音乐会'];
  const how = ['心里非常高兴', '觉得时间过得很快', '忍不住笑了起来', '决定明天再来', '感到格外平静', '把这件事记在心里'];
  let a = seed >>> 0;
  const pick = <T>(list: T[]) => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return list[a % list.length]!;
  };
  let out = '';
  let n = 0;
  while (out.length < chars) {
    n++;
    out += `${pick(when)}第${n}回，${pick(who)}${pick(what)}${n}次，${pick(how)}${n}分。`;
  }
  return out.slice(0, chars);
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[xs.length >> 1]!;
const voice: EngineVoiceChoice = { engine: 'espeak', voice: 'cmn+f2' };
const config = loadTtsConfig({ TTS_CACHE_DISK: 'false' });
const engines = createEngines(config);
let t = performance.now();
await engines.warmUp();
// as the server does on start: one short audition through the whole pipeline
await warmUpRenderer(createRenderer(engines, createSpeechCache({ memoryMb: 0 })), voice);
console.log(`espeak: ${config.espeakWorkers} worker thread(s) on ${os.availableParallelism()} core(s), warm-up ${(performance.now() - t).toFixed(0)} ms, load average ${os.loadavg()[0]!.toFixed(1)}; ffmpeg: ${ffmpegInUse().source} (${ffmpegInUse().path})`);

// (a) first audio of an audition: each run a fresh cache and a different text.
const firsts: number[] = [];
for (let run = 0; run < 5; run++) {
  const renderer = createRenderer(engines, createSpeechCache({ memoryMb: 0 }));
  const plan = planSynthesis(`<speak>${script(300, 100 + run)}</speak>`);
  t = performance.now();
  let first = 0;
  for await (const chunk of renderer.stream({ plan, voice, format: 'mp3' })) {
    // The first chunk holding an MP3 frame (the ID3 tag alone is not audio).
    if (chunk.some((b, i) => b === 0xff && ((chunk[i + 1] ?? 0) & 0xe0) === 0xe0)) {
      first = performance.now() - t;
      break;
    }
  }
  firsts.push(first);
}
console.log(`(a) first encoded audio of a 300-char audition: median ${median(firsts).toFixed(0)} ms (runs: ${firsts.map((x) => x.toFixed(0)).join(', ')}) — goal ≤ 150 ms`);

// (a) in parts, for the first sentence of each of those auditions (issue 25 item 4): the polyphone step
// now reads the text alone in this thread; before, espeak's own reading was read first (a phoneme pass in
// a worker, queued like a sentence). Both are timed here on the same sentences, so load cancels out.
{
  const espeakEngine = engines.require('espeak') as unknown as { polyphoneHints(s: EngineSegment): unknown; phonemes(text: string, opts?: { urgent?: boolean }): Promise<string> };
  const steps: number[] = [];
  const passes: number[] = [];
  for (let run = 0; run < 5; run++) {
    const first = planSynthesis(`<speak>${script(300, 100 + run)}</speak>`).find((s): s is Extract<Segment, { kind: 'speech' }> => s.kind === 'speech')!;
    const segment: EngineSegment = { voice, text: first.text, phonemes: first.phonemes, prosody: first.prosody };
    let s0 = performance.now();
    espeakEngine.polyphoneHints(segment);
    steps.push(performance.now() - s0);
    s0 = performance.now();
    await espeakEngine.phonemes(first.text, { urgent: true });
    passes.push(performance.now() - s0);
  }
  console.log(`    first sentence's polyphone step: median ${median(steps).toFixed(1)} ms in this thread (espeak's own reading, as read before: median ${median(passes).toFixed(0)} ms in a worker)`);
}

// (b), (c) an 8000-character task, at the renderer's 24 kHz and at the product's default 16 kHz
// (spec 02 §3 sampleRate 16000). CPU is counted too: this process (the engine's worker threads and
// the mixing) and its ffmpeg children, so the ratio can be set against what the cores allow.
const plan = planSynthesis(`<speak>${script(Number(process.env.BENCH_TTS_CHARS ?? 8000), 7)}</speak>`);
const speech = plan.filter((s): s is Extract<Segment, { kind: 'speech' }> => s.kind === 'speech');
const espeak = engines.require('espeak');
const cores = os.availableParallelism();
/// CPU seconds of reaped child processes (Linux /proc; 0 elsewhere).
function childCpu(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'latin1').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}
const selfCpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
// espeak's own speed drifts from run to run (V8 optimising its compiled-to-JS code), so each rate
// runs BENCH_TTS_ROUNDS (default 2) alternating rounds of raw engine and pipeline; the ratio is of the
// fastest of each, and every round is printed.
const rounds = Math.max(1, Number(process.env.BENCH_TTS_ROUNDS ?? 2));
for (const sampleRate of [24000, 16000]) {
  const raws: { ms: number; cpu: number }[] = [];
  const pipes: { ms: number; encoderCpu: number; otherCpu: number; durationMs: number; kib: number; parts: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    let c = selfCpu();
    t = performance.now();
    await Promise.all(speech.map((s) => espeak.synthesize({ voice, text: s.text, phonemes: s.phonemes, prosody: s.prosody } satisfies EngineSegment, { sampleRate })));
    raws.push({ ms: performance.now() - t, cpu: selfCpu() - c });

    const renderer = createRenderer(engines, createSpeechCache({ memoryMb: 0 }));
    c = selfCpu();
    const cc = childCpu();
    t = performance.now();
    const result = await renderer.render({ plan, voice, format: 'mp3', sampleRate });
    const ms = performance.now() - t;
    pipes.push({ ms, encoderCpu: childCpu() - cc, otherCpu: selfCpu() - c - raws[round]!.cpu, durationMs: result.durationMs, kib: result.data.length / 1024, parts: result.parts ?? 1 });
  }
  const raw = raws.reduce((a, b) => (b.ms < a.ms ? b : a));
  const pipe = pipes.reduce((a, b) => (b.ms < a.ms ? b : a));
  // The cores cannot do the pipeline's CPU work faster than spread evenly over all of them.
  const floor = (raw.cpu + pipe.encoderCpu + Math.max(0, pipe.otherCpu)) / cores / (raw.ms / 1000);
  const s = (ms: number) => (ms / 1000).toFixed(2);
  console.log(`    task at ${sampleRate / 1000} kHz: ${speech.length} speech segments, ${(pipe.durationMs / 1000).toFixed(0)} s of audio, ${pipe.kib.toFixed(0)} KiB MP3 in ${pipe.parts} parts`);
  console.log(`(b) ${sampleRate / 1000} kHz: pipeline ${s(pipe.ms)} s ÷ raw engine ${s(raw.ms)} s = ${(pipe.ms / raw.ms).toFixed(2)} — goal ≤ 1.15 (rounds: pipeline ${pipes.map((p) => s(p.ms)).join(', ')}; raw ${raws.map((r) => s(r.ms)).join(', ')})`);
  console.log(`    CPU: engine ${raw.cpu.toFixed(1)} s, MP3 encoder ${pipe.encoderCpu.toFixed(1)} s, mixing and the rest ${Math.max(0, pipe.otherCpu).toFixed(1)} s; on ${cores} core(s) no schedule ends before ${s(floor * raw.ms)} s (ratio ${floor.toFixed(2)})`);
  if (sampleRate === 24000) console.log(`(c) audio ÷ wall = ${(pipe.durationMs / pipe.ms).toFixed(1)}× — goal ≥ 20×`);
}

// (a') the same audition while that task renders: auditions are urgent and go ahead of the task's
// queued sentences, so someone listening is not kept waiting behind a long task.
const busy = createRenderer(engines, createSpeechCache({ memoryMb: 0 }));
const task = busy.render({ plan, voice, format: 'mp3' });
const during: number[] = [];
for (let run = 0; run < 5; run++) {
  await new Promise((r) => setTimeout(r, 300));
  const renderer = createRenderer(engines, createSpeechCache({ memoryMb: 0 }));
  const audition = planSynthesis(`<speak>${script(300, 200 + run)}</speak>`);
  t = performance.now();
  for await (const chunk of renderer.stream({ plan: audition, voice, format: 'mp3' })) {
    if (chunk.some((b, i) => b === 0xff && ((chunk[i + 1] ?? 0) & 0xe0) === 0xe0)) {
      during.push(performance.now() - t);
      break;
    }
  }
}
await task;
console.log(`(a') first encoded audio of the audition while the task renders: median ${median(during).toFixed(0)} ms (runs: ${during.map((x) => x.toFixed(0)).join(', ')})`);
await engines.close();
