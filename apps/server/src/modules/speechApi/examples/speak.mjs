import { writeFile } from 'node:fs/promises';
import OpenAI from 'openai';

const client = new OpenAI({
  baseURL: process.env.PEIYIN_BASE_URL ?? 'http://localhost:8080/v1',
  apiKey: process.env.PEIYIN_API_KEY, // 账户 → API 密钥
});

// voice: an anchor's name or id (GET /v1/audio/voices); input: plain text or the studio's SSML
const speech = await client.audio.speech.create({
  model: 'tts-1',
  voice: '晓岚',
  input: '你好，欢迎收听今天的节目。本期价格128元，明天发货。',
  response_format: 'mp3',
});
await writeFile('hello.mp3', Buffer.from(await speech.arrayBuffer()));

// streamed: the first sentence plays while the rest is still being synthesised
const stream = await client.audio.speech.create({
  model: 'tts-1',
  voice: 'anchor-11',
  input: '第一句先到。第二句随后就来。',
  response_format: 'pcm', // 24 kHz, 16-bit, mono
  stream_format: 'audio',
});
let bytes = 0;
for await (const chunk of stream.body) bytes += chunk.length;
console.log(`hello.mp3 written; streamed ${bytes} bytes of PCM`);
