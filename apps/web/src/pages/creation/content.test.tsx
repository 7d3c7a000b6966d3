// Everything the user chose survives (issue 27 item 4): each editor setting, changed on its own, comes back the
// same through a draft save and reopening (the server's answer as its works test pins it: every saved field back),
// and through the local copy; restoring a copy keeps what was changed after the page opened.
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { EditorState } from 'prosemirror-state';
import { DEFAULT_PUNCTUATION_PAUSES, schema } from '@peiyin/ssml';
import type { CustomAnchor, Work, WorkSaveInput } from '@peiyin/api-client';
import { useDraftSave } from './drafts';
import { draftContent, restoredContent, sameContent, settingsKey, settingsOf, type EditorContent } from './content';
import { useEditorLoad, type EditorLoadAppliers } from './useEditorLoad';
import { readCopy, writeCopy } from './useUnsavedCopy';
import { anchorDetail, installFakeApi, ok, providers, voice, work } from '../../testing/fakeApi';

const api = installFakeApi();

const n = schema.nodes;
/// A script with markup of every kind the toolbar makes, so the script itself is checked too.
const script = schema.node('doc', null, [
  schema.node('paragraph', null, [
    schema.text('银行'),
    n.phoneme!.create({ dataText: '行', pinyin: 'hang2' }),
    schema.text('长说'),
    n.break!.create({ time: 500 }),
    n.aliasNumber!.create({ dataText: '10086', reading: '幺零零八六', kind: 'phone' }),
    schema.text('欢迎', [schema.marks.subPitch!.create({ pitch: 20, speed: 1.1, volume: 90 })]),
    schema.text('。'),
  ]),
  schema.node('paragraph', null, [schema.text('第二段。')]),
]);

const base: EditorContent = { doc: script, voice, bgm: null, smartBreaks: undefined, title: '', workId: null };
const music = { bgmId: 3, bgmName: '轻快', bgmVolume: 50, bgmFadein: 0, bgmFadeout: 0 };
const custom: CustomAnchor = {
  id: 8,
  name: '我的声音',
  comment: '',
  avatar: '',
  anchorId: 16,
  anchorName: '主播16',
  templateId: 3,
  templateName: '温柔',
  role: null,
  intensity: 1.2,
  pitch: 5,
  speed: 0.9,
  volume: 70,
  text: '',
};

/// Every setting the editor has, each changed away from `base` on its own.
const settings: Array<[string, (content: EditorContent) => EditorContent]> = [
  ['anchor', (c) => ({ ...c, voice: { ...c.voice, anchorId: 16, anchorName: '主播16', avatar: '/avatar/16.png' } })],
  ['custom anchor', (c) => ({ ...c, voice: { ...c.voice, anchorType: 1, anchorId: 8, anchorName: '我的声音', intensity: 1.2, pitch: 5, speed: 0.9, volume: 70 } })],
  ['template', (c) => ({ ...c, voice: { ...c.voice, templateId: 4, templateName: '激昂' } })],
  ['role', (c) => ({ ...c, voice: { ...c.voice, role: 'narrator', roleName: '旁白' } })],
  ['intensity', (c) => ({ ...c, voice: { ...c.voice, intensity: 1.65 } })],
  ['pitch', (c) => ({ ...c, voice: { ...c.voice, pitch: -135 } })],
  ['speed', (c) => ({ ...c, voice: { ...c.voice, speed: 1.47 } })],
  ['volume', (c) => ({ ...c, voice: { ...c.voice, volume: 35 } })],
  ['sample rate', (c) => ({ ...c, voice: { ...c.voice, sampleRate: 48000 } })],
  ['background music', (c) => ({ ...c, bgm: music })],
  ['music volume', (c) => ({ ...c, bgm: { ...music, bgmVolume: 15 } })],
  ['music fade in', (c) => ({ ...c, bgm: { ...music, bgmFadein: 2300 } })],
  ['music fade out', (c) => ({ ...c, bgm: { ...music, bgmFadeout: 4100 } })],
  ['smart narration off', (c) => ({ ...c, smartBreaks: { enabled: false, pauses: DEFAULT_PUNCTUATION_PAUSES } })],
  [
    'punctuation pauses',
    (c) => ({
      ...c,
      smartBreaks: {
        enabled: true,
        pauses: DEFAULT_PUNCTUATION_PAUSES.map((p) => (p.name === '句号' ? { ...p, ms: 1200 } : p.name === '逗号' ? { ...p, enabled: false } : p)),
      },
    }),
  ],
  ['title', (c) => ({ ...c, title: '周报第三期' })],
  ['script', (c) => ({ ...c, doc: schema.node('doc', null, [schema.node('paragraph', null, [schema.text('另一段文案'), n.break!.create({ time: 1500 })])]) })],
];

/// A server keeping drafts as the works module does (apps/server works.test.ts pins that every saved field comes
/// back), the catalogue's anchors 15 and 16, the custom anchor 8 and the music track 3.
function studio() {
  const drafts = new Map<number, Work>();
  api.on('POST /api/tts/work/save', ({ body }) => {
    // as the server reads it (after the contract's parsing: strings for the title and the role)
    const input = body as WorkSaveInput & { text: string; title: string; role?: string };
    const workId = input.workId ?? drafts.size + 100;
    const title = input.title || '文案开头';
    drafts.set(
      workId,
      work(workId, {
        title,
        anchorType: input.anchorType ?? 0,
        anchorId: input.anchorId,
        templateId: input.templateId ?? null,
        templateName: input.templateId === 4 ? '激昂' : '温柔',
        role: input.role ?? null,
        intensity: input.intensity ?? 1,
        pitchRate: input.pitchRate ?? 0,
        speechRate: input.speechRate ?? 1,
        volume: input.volume ?? 100,
        text: input.text,
        contentVersion: 2,
        bgmId: input.bgmId ?? null,
        bgmName: input.bgmId === 3 ? '轻快' : '',
        bgmVolume: input.bgmVolume ?? 50,
        bgmFadein: input.bgmFadein ?? 0,
        bgmFadeout: input.bgmFadeout ?? 0,
      }),
    );
    return ok({ workId, title, updateTime: 1 });
  });
  api.on('GET /api/tts/work/detail', ({ query }) => ok(drafts.get(Number(query.get('workId')))));
  api.on('GET /api/anchor/detail', ({ query }) => ok(anchorDetail(Number(query.get('anchorId')))));
  api.on('GET /api/anchor/custom/detail', () => ok(custom));
}

/// Saves `content` as a new draft and opens it again as the editor does; returns what the editor then holds.
async function saveAndReopen(content: EditorContent): Promise<EditorContent> {
  const saving = renderHook(() => useDraftSave(content.voice.anchorType === 1 ? 16 : content.voice.anchorId, vi.fn()), { wrapper: providers() });
  let workId: number | null = null;
  await act(async () => {
    workId = await saving.result.current.save(content, EditorState.create({ doc: content.doc }), true);
  });
  expect(workId).not.toBeNull();
  const draft = vi.fn<EditorLoadAppliers['draft']>();
  const opening = renderHook(() => useEditorLoad(new URLSearchParams(`?workId=${workId}`), null, null, { draft, voice: vi.fn(), noVoice: vi.fn() }), {
    wrapper: providers(),
  });
  await waitFor(() => expect(opening.result.current.loaded).toBe(`work:${workId}`));
  const [saved, voiced] = draft.mock.calls[0]!;
  return draftContent(saved, voiced.voice);
}

describe('every editor setting survives (issue 27)', () => {
  it.each(settings)('%s: through a draft save and reopening', async (_name, change) => {
    studio();
    const chosen = change(base);
    // the setting really is a change
    expect(sameContent(chosen, base)).toBe(false);
    const reopened = await saveAndReopen(chosen);
    const expected = { ...chosen, workId: reopened.workId, title: chosen.title || '文案开头' };
    expect(settingsKey(reopened)).toBe(settingsKey(expected));
    expect(reopened.doc.eq(chosen.doc)).toBe(true);
    expect(sameContent(reopened, expected)).toBe(true);
  });

  it.each(settings)('%s: through the local copy', (_name, change) => {
    const chosen = { ...change(base), workId: 7 };
    writeCopy('13900001111', 'work-7', chosen, 1_700_000_000_000, settingsOf(base));
    const copy = readCopy('13900001111', 'work-7');
    expect(copy).not.toBeNull();
    expect(sameContent(copy!, chosen)).toBe(true);
    expect(copy!.at).toBe(1_700_000_000_000);
  });

  it('the music comes back with its name, for the menu to show', async () => {
    studio();
    const reopened = await saveAndReopen({ ...base, bgm: { ...music, bgmVolume: 20, bgmFadein: 1000, bgmFadeout: 3000 } });
    expect(reopened.bgm).toEqual({ bgmId: 3, bgmName: '轻快', bgmVolume: 20, bgmFadein: 1000, bgmFadeout: 3000 });
  });

  it('display names alone are no change (a renamed anchor or template does not offer a copy)', () => {
    const renamed = { ...base, voice: { ...base.voice, anchorName: '新名字', templateName: '新模版', avatar: '/x.png', roleName: '别名' } };
    expect(sameContent(renamed, base)).toBe(true);
    // no smart-narration setting and the default one sound the same
    expect(sameContent({ ...base, smartBreaks: { enabled: true, pauses: DEFAULT_PUNCTUATION_PAUSES } }, base)).toBe(true);
  });
});

describe('restoring a local copy (恢复未保存的内容)', () => {
  const copied = (content: EditorContent, of: EditorContent) => ({ ...content, at: 1, base: settingsOf(of) });
  const edited = { ...base, doc: schema.node('doc', null, [schema.node('paragraph', null, [schema.text('没保存的文案。')])]) };

  it('keeps an anchor chosen after the page opened (issue 27: restoring put the old one back)', () => {
    // the copy changed the script and the music; after opening, the person chose anchor 16
    const copy = copied({ ...edited, bgm: music }, base);
    const current = { ...base, voice: { ...base.voice, anchorId: 16, anchorName: '主播16' } };
    const restored = restoredContent(copy, base, current);
    expect(restored.doc.eq(edited.doc)).toBe(true);
    expect(restored.bgm).toEqual(music);
    expect(restored.voice.anchorId).toBe(16);
  });

  it("keeps the draft's later settings where the copy changed nothing (a copy older than the draft's last save)", () => {
    // the copy was made over anchor 15 and changed only the script; the draft now speaks with anchor 16
    const copy = copied(edited, base);
    const loaded = { ...base, voice: { ...base.voice, anchorId: 16 }, title: '后来改的标题' };
    const restored = restoredContent(copy, loaded, loaded);
    expect(restored.voice.anchorId).toBe(16);
    expect(restored.title).toBe('后来改的标题');
    expect(restored.doc.eq(edited.doc)).toBe(true);
  });

  it('takes every setting the copy changed and nobody changed since', () => {
    const copy = copied({ ...edited, voice: { ...base.voice, pitch: -50 }, title: '副本标题', smartBreaks: { enabled: false, pauses: DEFAULT_PUNCTUATION_PAUSES } }, base);
    const restored = restoredContent(copy, base, base);
    expect(restored.voice.pitch).toBe(-50);
    expect(restored.title).toBe('副本标题');
    expect(restored.smartBreaks?.enabled).toBe(false);
  });

  it('a copy from before this change (no base) gives its settings, but not over a change made since opening', () => {
    const copy = { ...edited, voice: { ...base.voice, pitch: -50 }, at: 1 };
    expect(restoredContent(copy, base, base).voice.pitch).toBe(-50);
    const current = { ...base, voice: { ...base.voice, pitch: 80 } };
    expect(restoredContent(copy, base, current).voice.pitch).toBe(80);
  });
});
