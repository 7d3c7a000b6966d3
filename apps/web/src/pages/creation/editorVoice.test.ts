// One source of truth for the voice (issue 27): the toolbar's menus and the voice panel are given the same
// `EditorVoice`, made from the page's state, and their changes go back into that state the same way.
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SMART_BREAKS } from '@peiyin/ssml';
import type { Voice } from '@peiyin/ui';
import { applyEditorVoice, editorVoiceOf, type VoiceState } from './editorVoice';

const voice: Voice = {
  anchorType: 0,
  anchorId: 12,
  anchorName: '晓岚',
  avatar: '/avatar/12.svg',
  templateId: 3,
  templateName: '温柔',
  role: null,
  roleName: null,
  intensity: 1,
  pitch: 20,
  speed: 1.2,
  volume: 80,
  sampleRate: 24000,
};

function page(overrides: Partial<VoiceState> = {}): VoiceState {
  return { voice, onVoiceChange: vi.fn(), bgm: null, onBgmChange: vi.fn(), smartBreaks: undefined, onSmartBreaksChange: vi.fn(), ...overrides };
}

describe('the voice the toolbar and the voice panel edit', () => {
  it('is the page voice with its music and smart breaks', () => {
    const state = page({ bgm: { bgmId: 7, bgmName: '温暖午后', bgmVolume: 45, bgmFadein: 0, bgmFadeout: 1000 } });
    expect(editorVoiceOf(state)).toEqual({
      templateId: '3',
      templateName: '温柔',
      intensity: 1,
      role: null,
      roleName: undefined,
      pitch: 20,
      speed: 1.2,
      volume: 80,
      sampleRate: 24000,
      bgm: { id: '7', name: '温暖午后', volume: 45, fadein: 0, fadeout: 1000 },
      smartBreaks: DEFAULT_SMART_BREAKS,
    });
  });

  it('goes back into the page state: the voice keeps its anchor, the music its track, smart breaks only when changed', () => {
    const state = page();
    const edited = { ...editorVoiceOf(state), speed: 1.5, role: 'Girl', roleName: '女孩', bgm: { id: '7', name: '温暖午后', volume: 30 } };
    applyEditorVoice(edited, state);
    expect(state.onVoiceChange).toHaveBeenCalledWith({ ...voice, speed: 1.5, role: 'Girl', roleName: '女孩' });
    expect(state.onBgmChange).toHaveBeenCalledWith({ bgmId: 7, bgmName: '温暖午后', bgmVolume: 30, bgmFadein: 0, bgmFadeout: 0 });
    expect(state.onSmartBreaksChange).not.toHaveBeenCalled();

    const off = { ...DEFAULT_SMART_BREAKS, enabled: !DEFAULT_SMART_BREAKS.enabled };
    applyEditorVoice({ ...editorVoiceOf(state), smartBreaks: off, bgm: null }, state);
    expect(state.onSmartBreaksChange).toHaveBeenCalledWith(off);
    expect(state.onBgmChange).toHaveBeenLastCalledWith(null);
  });

  it('round-trips: what one piece shows after the other changed it is what was changed', () => {
    let current = page();
    const rerender = (patch: Partial<VoiceState>) => (current = { ...current, ...patch });
    current = page({
      onVoiceChange: (next) => rerender({ voice: next }),
      onBgmChange: (next) => rerender({ bgm: next }),
      onSmartBreaksChange: (next) => rerender({ smartBreaks: next }),
    });
    const fromPanel = { ...editorVoiceOf(current), pitch: -40, templateId: '5', templateName: '开心', bgm: { id: '2', name: '轻快早晨', volume: 60 } };
    applyEditorVoice(fromPanel, current);
    expect(editorVoiceOf(current)).toEqual({ ...fromPanel, bgm: { id: '2', name: '轻快早晨', volume: 60, fadein: 0, fadeout: 0 } });
  });
});
