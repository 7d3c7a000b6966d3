import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { EditorState, TextSelection } from 'prosemirror-state';
import { docFromText } from '@peiyin/ssml';
import { signIn, signOut } from '../../state/session';
import type { SpeechSetup } from './speech';
import { AUDITION_PREFETCH_DELAY_MS, useAuditionPrefetch } from './useAuditionPrefetch';
import { installFakeApi, providers, voice } from '../../testing/fakeApi';

const api = installFakeApi();
const setup: SpeechSetup = { voice, baseAnchorId: 15, bgm: null, smartBreaks: undefined };
const PREFETCH = '/api/tts/audition/prefetch';

/// The script with the caret at `from` (a document position).
function editor(text: string, from = 1) {
  const state = EditorState.create({ doc: docFromText(text) });
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, from)));
}
const rest = () => new Promise((r) => setTimeout(r, AUDITION_PREFETCH_DELAY_MS + 200));
const sentText = (i: number) => (api.to(PREFETCH)[i]?.body as { text: string } | undefined)?.text ?? '';

afterEach(() => signOut());

describe('useAuditionPrefetch (the next audition, spoken ahead of its click)', () => {
  it('sends the chunk 试听 would send first, in the voice’s parameters, once the script rests; once per script', async () => {
    signIn({ token: 't', expire: Date.now() + 3_600_000, username: 'u', nickname: null, avatar: null, vipLevel: 0 });
    api.on(`POST ${PREFETCH}`, () => ({ code: 200, message: 'success', data: { warmed: true } }));
    const { rerender, unmount } = renderHook(({ state }) => useAuditionPrefetch(state, setup), {
      wrapper: providers(),
      initialProps: { state: editor('今天天气很好，我们一起去城外的公园散步，顺便看看花。第二句话。') },
    });
    expect(api.to(PREFETCH)).toHaveLength(0);
    await waitFor(() => expect(api.to(PREFETCH)).toHaveLength(1));
    expect(api.to(PREFETCH)[0]!.body).toMatchObject({ templateId: 3, intensity: 1, pitchRate: 20, speechRate: 1.2, volume: 80, sampleRate: 24000 });
    // the first clause of a long first sentence, as the audition's first chunk is (issue 25)
    expect(sentText(0)).toMatch(/^<speak[\s\S]*今天天气很好，/);
    expect(sentText(0)).not.toContain('散步');

    // typing: nothing for the states passed through, one request for the one that rests
    rerender({ state: editor('今天天气不好。第二句话。') });
    rerender({ state: editor('今天天气不太好。第二句话。') });
    await waitFor(() => expect(api.to(PREFETCH)).toHaveLength(2));
    expect(sentText(1)).toContain('今天天气不太好。');
    // the same script again (a re-render, a save): not sent twice
    rerender({ state: editor('今天天气不太好。第二句话。') });
    await rest();
    expect(api.to(PREFETCH)).toHaveLength(2);
    unmount();
  });

  it('asks nothing for a visitor (no audition without an account) nor for a blank script', async () => {
    const visitor = renderHook(() => useAuditionPrefetch(editor('第一句话。'), setup), { wrapper: providers() });
    await rest();
    visitor.unmount();
    signIn({ token: 't', expire: Date.now() + 3_600_000, username: 'u', nickname: null, avatar: null, vipLevel: 0 });
    const blank = renderHook(() => useAuditionPrefetch(editor(''), setup), { wrapper: providers() });
    await rest();
    expect(api.to(PREFETCH)).toHaveLength(0);
    blank.unmount();
  });
});
