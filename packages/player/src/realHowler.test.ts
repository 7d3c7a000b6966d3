import { describe, expect, it } from 'vitest';
import { createAuditionPlayer } from './howlerAdapter.ts';
import { createPlayerRegistry } from './registry.ts';

// The default wiring against the real howler library. Node has no Web Audio, so howler reports a
// load error through its real callbacks: enough to prove the adapter listens to them (real sound
// needs a browser).
describe('adapter with the real howler (no audio device)', () => {
  it('an editor audition stops with 试听失败！ when howler cannot load the chunk', async () => {
    const player = createAuditionPlayer({
      fetchChunk: async () => new Blob([new Uint8Array(256)], { type: 'audio/mpeg' }),
      registry: createPlayerRegistry(),
    });
    player.start(['你好。']);
    await expect.poll(() => player.getState().status).toBe('default');
    expect(player.getState().error?.message).toBe('试听失败！');
  });
});
