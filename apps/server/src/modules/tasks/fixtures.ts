// Shared by the task and job test suites.
import { contract, type Task } from '@peiyin/api-client';
import type { App } from '../../app.ts';
import { send } from '../../testing/harness.ts';

export const ssml = (body: string) =>
  `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="zh-CN"><voice name="12"><p>${body}</p></voice></speak>`;

export const taskInput = (extra: Record<string, unknown> = {}) => ({
  title: '欢迎词',
  anchorType: 0,
  anchorId: 12,
  templateId: 1201,
  intensity: 1,
  pitchRate: 0,
  speechRate: 1,
  volume: 100,
  sampleRate: 16000,
  bgmVolume: 50,
  bgmFadein: 0,
  bgmFadeout: 0,
  text: ssml('你好。<break time="500ms"/>欢迎使用配音。'),
  version: 2,
  ...extra,
});

/// Polls the task list until the task is finished or failed.
export async function settled(app: App, token: string, code: string, timeoutMs = 60_000): Promise<Task> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const list = (await send(app, contract.tts.taskList, { pageSize: '100' }, { token })).body.data!.list;
    const task = list.find((t) => t.code === code);
    if (!task) throw new Error(`task ${code} is not listed`);
    if (task.status === 1 || task.status < 0) return task;
    if (Date.now() > until) throw new Error(`task ${code} still ${task.statusName}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

