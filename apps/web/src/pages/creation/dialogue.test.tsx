// 一键分配角色 in the page (issue 27 item 3): the catalogue's anchors become voices by sex and the description's age,
// and the hook gives a dialogue of three labelled speakers three voices in one call.
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { EditorState, type Command } from 'prosemirror-state';
import { docFromText, planSynthesis, schema } from '@peiyin/ssml';
import type { AnchorListItem } from '@peiyin/api-client';
import { candidatesOf, useDialogueAssign } from './dialogue';
import { installFakeApi, ok, providers, toasts } from '../../testing/fakeApi';

const api = installFakeApi();

const item = (id: number, name: string, description: string, anchorType = 0): AnchorListItem => ({
  id,
  anchorType,
  name,
  avatar: '',
  audition: null,
  description,
  level: 1,
  recommend: 0,
  recommendText: '',
  styleCount: 1,
  roleCount: 0,
  sceneList: [],
  favorite: false,
});
const men = [item(11, '云朗', '温和男声，适合旁白'), item(17, '老陈', '老年男声，适合回忆叙事'), item(90, '我的声音', '自定义', 1)];
const women = [item(12, '晓岚', '亲切女声，适合短视频口播'), item(20, '童童', '活泼童声，适合儿童故事')];

describe('一键分配角色', () => {
  it('makes voices of system anchors only, with the age their description says', () => {
    expect(candidatesOf(men, 1)).toEqual([
      { anchorId: '11', anchorName: '云朗', sex: 1, age: 'adult' },
      { anchorId: '17', anchorName: '老陈', sex: 1, age: 'elder' },
    ]);
    expect(candidatesOf(women, 2).map((c) => c.age)).toEqual(['adult', 'child']);
  });

  it('gives three labelled speakers three voices in one click, the labels left unread', async () => {
    api.on('POST /api/anchor/search', ({ body }) => ok({ total: 2, list: (body as { sex: number }).sex === 1 ? men : women }));
    let state = EditorState.create({ doc: docFromText('小明：妈妈，我去上学啦！\n妈妈：路上小心。\n爷爷：早去早回。'), schema });
    const run = (command: Command) => command(state, (tr) => (state = state.apply(tr)));
    const { result } = renderHook(() => useDialogueAssign(() => state, run), { wrapper: providers() });
    await act(() => result.current.assign());
    await waitFor(() => expect(result.current.assigning).toBe(false));
    const voice = { anchorId: '12', anchorName: '晓岚', templateId: '', intensity: 1, pitch: 0, speed: 1, volume: 100 };
    const spoken = planSynthesis(state.doc, { voice })
      .filter((s) => s.kind === 'speech')
      .map((s) => `${s.voice.anchorName}:${s.text}`);
    expect(spoken.filter((line) => line.startsWith('云朗:')).join('')).toContain('我去上学啦');
    expect(spoken.some((line) => line.startsWith('晓岚:路上小心'))).toBe(true);
    expect(spoken.some((line) => line.startsWith('老陈:早去早回'))).toBe(true);
    expect(state.doc.textContent).toBe('妈妈，我去上学啦！路上小心。早去早回。');
    expect(toasts()).toContain('success: 已为 3 个角色分配声音，点击各句的主播标签可更换');
  });

  it('gives quoted speech without labels a voice per speaker, the narration and the quotation marks kept (item 4)', async () => {
    api.on('POST /api/anchor/search', ({ body }) => ok({ total: 2, list: (body as { sex: number }).sex === 1 ? men : women }));
    const text = '放学了。小明说：“我们一起走吧。”“好呀！”小红笑道。';
    let state = EditorState.create({ doc: docFromText(text), schema });
    const run = (command: Command) => command(state, (tr) => (state = state.apply(tr)));
    const { result } = renderHook(() => useDialogueAssign(() => state, run), { wrapper: providers() });
    await act(() => result.current.assign());
    await waitFor(() => expect(result.current.assigning).toBe(false));
    const voice = { anchorId: '12', anchorName: '晓岚', templateId: '', intensity: 1, pitch: 0, speed: 1, volume: 100 };
    const spoken = planSynthesis(state.doc, { voice })
      .filter((s) => s.kind === 'speech')
      .map((s) => `${s.voice.anchorName}:${s.text}`);
    expect(spoken.some((line) => line.startsWith('云朗:我们一起走吧'))).toBe(true);
    expect(spoken.some((line) => line.startsWith('晓岚:好呀'))).toBe(true);
    expect(spoken.some((line) => line.startsWith('晓岚:放学了'))).toBe(true);
    expect(state.doc.textContent).toBe(text);
    expect(toasts()).toContain('success: 已为 2 个角色分配声音，点击各句的主播标签可更换');
  });
});
