// Where the stories' audio lives: the files of packages/player/test/fixtures/audio, served over HTTP by
// the story server itself (`staticDirs` in .storybook/main.ts), so the browser fetches and decodes real audio.
import type { FetchChunk } from '../howlerAdapter.ts';

export const FIXTURES = '/player-fixtures';

/// Audio URL of each chunk text the stories use: the text is what a person would have selected,
/// the URL is what the "server" answers for it.
export const chunkUrls: Record<string, string> = {
  '第一句。': `${FIXTURES}/chunk-0.wav`,
  '第二句。': `${FIXTURES}/chunk-1.wav`,
  '第三句。': `${FIXTURES}/chunk-2.wav`,
  // 200 with bytes no browser can decode
  '乱码句。': `${FIXTURES}/garbage.wav`,
  // 404: nothing is served here
  '丢失句。': `${FIXTURES}/missing.wav`,
  // the server's JSON envelope error instead of audio (spec 02 §7)
  '拒绝句。': `${FIXTURES}/refused.json`,
};

/// Fetches a chunk like the app's `api.tts.audition` does: audio on success, the envelope's message
/// as the rejection when the server answers JSON, and a rejection without a message otherwise (the
/// player then shows 试听失败！, spec 02 §8). Honours `signal`, which the player aborts on stop.
export const fetchFixtureChunk: FetchChunk = async (text, _index, signal) => {
  const url = chunkUrls[text];
  if (!url) throw new Error(`no fixture for ${text}`);
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error('');
  if (response.headers.get('content-type')?.includes('json')) {
    const envelope = (await response.json()) as { message?: string };
    throw new Error(envelope.message ?? '');
  }
  const blob = await response.blob();
  // static servers answer .wav as audio/wav; keep the type so the player tells howler the format
  return blob.type ? blob : new Blob([blob], { type: 'audio/wav' });
};
