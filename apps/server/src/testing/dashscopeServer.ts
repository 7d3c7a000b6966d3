// A local server that speaks DashScope CosyVoice's WebSocket protocol as its documentation gives it, for the
// adapter's tests: the bearer key is checked at the handshake (401 otherwise), `run-task` must carry the
// SpeechSynthesizer payload and is answered `task-started`; `continue-task` text is collected; `finish-task`
// makes it speak: `result-generated` sentence-begin, then per frame a sentence-synthesis event followed by
// a binary PCM frame, sentence-end, and `task-finished` with the characters used. Refusals are `task-failed`
// events with the service's error codes: an unknown voice (InvalidParameter), text with 违禁词
// (DataInspectionFailed), a command before task-started, SSML without enable_ssml.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface DashscopeTask {
  taskId: string;
  model: string;
  parameters: Record<string, unknown>;
  texts: string[];
}

export interface DashscopeServer {
  url: string;
  /// Every run-task received, with the text of its continue-tasks.
  tasks: DashscopeTask[];
  /// The Authorization header of each handshake.
  authorizations: (string | undefined)[];
  /// Frames of PCM each sentence is answered in (default 3).
  frames: number;
  close(): Promise<void>;
}

/// Voices the server knows; any other answers InvalidParameter like the real service.
export const DASHSCOPE_TEST_VOICES = ['longxiaochun_v2', 'longcheng_v2'];

export async function startDashscopeServer(key: string): Promise<DashscopeServer> {
  const http = createServer();
  const tasks: DashscopeTask[] = [];
  const authorizations: (string | undefined)[] = [];
  const state = { frames: 3 };
  const wss = new WebSocketServer({
    server: http,
    verifyClient: (info, done) => {
      authorizations.push(info.req.headers.authorization);
      // DashScope accepts the scheme in any case: `bearer <key>` or `Bearer <key>`.
      const match = /^bearer (\S+)$/i.exec(info.req.headers.authorization ?? '');
      if (match?.[1] !== key) done(false, 401, 'Unauthorized');
      else done(true);
    },
  });
  wss.on('connection', (ws: WebSocket) => {
    let task: DashscopeTask | null = null;
    const event = (name: string, extra: Record<string, unknown> = {}, payload: unknown = {}) =>
      ws.send(JSON.stringify({ header: { task_id: task?.taskId ?? '', event: name, attributes: {}, ...extra }, payload }));
    const fail = (code: string, message: string) => event('task-failed', { error_code: code, error_message: message });
    ws.on('message', (data, isBinary) => {
      if (isBinary) return fail('InvalidParameter', 'binary input is not accepted');
      const command = JSON.parse(data.toString()) as { header: { action: string; task_id: string; streaming: string }; payload: Record<string, unknown> };
      const { header, payload } = command;
      if (header.streaming !== 'duplex') return fail('InvalidParameter', 'streaming must be duplex');
      if (header.action === 'run-task') {
        const parameters = (payload['parameters'] ?? {}) as Record<string, unknown>;
        task = { taskId: header.task_id, model: String(payload['model']), parameters, texts: [] };
        tasks.push(task);
        if (payload['task_group'] !== 'audio' || payload['task'] !== 'tts' || payload['function'] !== 'SpeechSynthesizer') return fail('InvalidParameter', 'task_group/task/function');
        if (!DASHSCOPE_TEST_VOICES.includes(String(parameters['voice']))) return fail('InvalidParameter', `voice ${String(parameters['voice'])} not found`);
        return event('task-started');
      }
      if (!task || header.task_id !== task.taskId) return fail('InvalidParameter', 'task not started');
      if (header.action === 'continue-task') {
        const text = String((payload['input'] as { text?: unknown } | undefined)?.text ?? '');
        if (text.startsWith('<speak') && parameters(task)['enable_ssml'] !== true) return fail('InvalidParameter', 'ssml requires enable_ssml');
        task.texts.push(text);
        return;
      }
      if (header.action === 'finish-task') {
        const text = task.texts.join('');
        if (text.includes('违禁词')) return fail('DataInspectionFailed', 'Input data may contain inappropriate content.');
        const rate = Number(parameters(task)['sample_rate'] ?? 22050);
        event('result-generated', {}, { output: { type: 'sentence-begin', sentence: { index: 0, words: [] }, original_text: text } });
        // A quarter second of tone per frame, 16-bit little-endian PCM at the asked rate.
        const perFrame = Math.round(rate / 4);
        for (let f = 0; f < state.frames; f++) {
          event('result-generated', {}, { output: { type: 'sentence-synthesis', sentence: { index: 0, words: [] } } });
          const frame = Buffer.alloc(perFrame * 2);
          for (let i = 0; i < perFrame; i++) frame.writeInt16LE(Math.round(12000 * Math.sin((2 * Math.PI * 200 * (f * perFrame + i)) / rate)), i * 2);
          ws.send(frame, { binary: true });
        }
        event('result-generated', {}, { output: { type: 'sentence-end', sentence: { index: 0, words: [] }, original_text: text }, usage: { characters: [...text].length } });
        return event('task-finished', {}, { output: {}, usage: { characters: [...text].length } });
      }
      return fail('InvalidParameter', `unknown action ${header.action}`);
    });
  });
  const parameters = (task: DashscopeTask) => task.parameters;
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const server: DashscopeServer = {
    url: `ws://127.0.0.1:${(http.address() as AddressInfo).port}/api-ws/v1/inference/`,
    tasks,
    authorizations,
    get frames() {
      return state.frames;
    },
    set frames(n: number) {
      state.frames = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => http.close(() => resolve()));
      }),
  };
  return server;
}
