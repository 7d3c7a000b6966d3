// The parent's side of a recogniser in its own process (sherpaWorker.mjs, whisperWorker.mjs): ffmpeg decodes
// the upload to 16 kHz mono float samples straight into the child's stdin, the child sends back pieces of
// text with their times, and one controller stops both on abort, timeout or failure.
import { fork, type ChildProcess } from 'node:child_process';
import { ASR_SAMPLE_RATE, decodePcm } from './audio.ts';
import { splitAtSentenceEnds, transcriptOf } from './sentences.ts';
import { AsrError } from './types.ts';
import type { AsrErrorCode, Sentence, TranscribeRequest, Transcript } from './types.ts';

type WorkerMessage =
  | { type: 'listening' }
  | { type: 'ready' }
  | { type: 'piece'; beginMs: number; endMs: number; text: string; tokens: string[]; timestamps: number[]; lang: string }
  | { type: 'progress'; processedMs: number }
  | { type: 'done'; samples: number }
  | { type: 'error'; code: AsrErrorCode; detail: string };

/// Runs one transcription in a child process started from `workerPath`, which receives `start` once it
/// listens (the worker's own settings: model files, language, threads).
export async function runRecognizer(workerPath: string, start: Record<string, unknown>, request: TranscribeRequest, options: { timeoutMs: number; ffmpegPath: string }): Promise<Transcript> {
  const { signal } = request;
  if (signal?.aborted) throw new AsrError('aborted');
  // One controller stops both processes: the caller's abort, the timeout, or a failure of either.
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stop.abort();
  }, options.timeoutMs);

  const child: ChildProcess = fork(workerPath, [], { execArgv: [], stdio: ['pipe', 'ignore', 'pipe', 'ipc'], signal: stop.signal, killSignal: 'SIGKILL' });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (d: string) => (stderr = (stderr + d).slice(-4096)));
  const audio = decodePcm(options.ffmpegPath, request.file, stop.signal, request.maxMs);
  // The worker may die before reading everything (a broken model); ffmpeg then sees EPIPE.
  child.stdin?.on('error', () => {});
  audio.stdout.pipe(child.stdin!);

  const sentences: Sentence[] = [];
  let language: string | undefined;
  let ready = false;
  try {
    const samples = await new Promise<number>((resolve, reject) => {
      let failure: AsrError | null = null;
      child.on('message', (message: WorkerMessage) => {
        switch (message.type) {
          case 'listening':
            child.send({ type: 'start', ...start });
            break;
          case 'ready':
            ready = true;
            break;
          case 'piece':
            sentences.push(...splitAtSentenceEnds(message));
            // SenseVoice tags each piece with its language, e.g. <|zh|>.
            language ??= /^<\|(\w+)\|>$/.exec(message.lang)?.[1];
            break;
          case 'progress': {
            const total = audio.durationMs();
            if (total) request.onProgress?.(Math.min(1, message.processedMs / total));
            break;
          }
          case 'done':
            resolve(message.samples);
            break;
          case 'error':
            failure = new AsrError(message.code, { detail: message.detail });
            break;
        }
      });
      child.on('error', (error) => {
        if (!stop.signal.aborted) reject(new AsrError('unavailable', { detail: error.message, cause: error }));
      });
      child.on('exit', (code, killedBy) => {
        if (stop.signal.aborted) return reject(new AsrError(timedOut ? 'timeout' : 'aborted'));
        if (failure) return reject(failure);
        // sherpa-onnx exits on inputs it cannot use rather than throwing.
        const detail = `recognizer process ended (${killedBy ?? code}): ${stderr.trim().split('\n').slice(-3).join(' | ')}`;
        reject(new AsrError(ready ? 'unavailable' : 'model_invalid', { detail }));
      });
      // An unreadable file: the recognizer has nothing to read, stop it.
      audio.done.catch((error: unknown) => {
        if (stop.signal.aborted) return;
        reject(error);
        child.kill('SIGKILL');
      });
    });
    const durationMs = Math.round((samples / ASR_SAMPLE_RATE) * 1000);
    await audio.done;
    request.onProgress?.(1);
    return transcriptOf(sentences, durationMs, language);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    stop.abort();
  }
}
