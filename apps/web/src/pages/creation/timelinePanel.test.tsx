// The editor's sentence timeline (issue 27) against the fake API: a submitted task's sentences wait, render one by
// one and get their starts; 定位 selects a sentence in the script, 重新试听 auditions it alone; an audition's rows.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { EditorState, type Command, type Transaction } from 'prosemirror-state';
import { docFromText } from '@peiyin/ssml';
import type { SsmlEditorHandle } from '@peiyin/ui';
import type { SpeechSetup } from './speech';
import { CreationTimeline } from './timelinePanel';
import { installFakeApi, ok, providers, voice } from '../../testing/fakeApi';

const api = installFakeApi();

const setup: SpeechSetup = { voice, baseAnchorId: 15, bgm: null, smartBreaks: undefined };
const code = 'a'.repeat(24);
const texts = ['第一句话。', '第二句话。', '第三句话。'];
const task = { code, title: '三句话', anchorName: '晓岚', styleName: '标准', length: 12, createTime: 0, audioBgmPath: null, reason: null };

/// The editor's handle over a plain state: commands apply to it, as the view's would.
function fakeEditor(text: string) {
  let state = EditorState.create({ doc: docFromText(text) });
  const handle = {
    getState: () => state,
    run: (command: Command) => command(state, (tr: Transaction) => (state = state.apply(tr))),
    focus: vi.fn(),
    setDoc: vi.fn(),
  } as unknown as SsmlEditorHandle;
  return { ref: { current: handle }, state: () => state };
}

const states = () => [0, 1, 2].map((i) => screen.getByTestId(`timeline-sentence-${i}`).getAttribute('data-state'));

describe('CreationTimeline', () => {
  it('follows a submitted task: waiting, rendering sentence by sentence, then each with its start; 定位 selects one', async () => {
    const editor = fakeEditor(texts.join(''));
    let answer: object = { ...task, status: 0, statusName: '排队中', filepath: null, duration: 0, sentences: texts.map((text) => ({ text, start: null, end: null })) };
    api.on('GET /api/tts/task/detail', () => ok(answer));
    const playRange = vi.fn();
    const props = { heard: null, setup, editor: editor.ref, playRange };
    const view = render(<CreationTimeline {...props} taskCode={null} />, { wrapper: providers() });
    expect(screen.queryByRole('region', { name: '时间轴' })).toBeNull();

    view.rerender(<CreationTimeline {...props} taskCode={code} />);
    await waitFor(() => expect(states()).toEqual(['waiting', 'waiting', 'waiting']));
    expect(api.to('/api/tts/task/detail')[0]?.query.get('code')).toBe(code);

    answer = { ...task, status: 2, statusName: '合成中', filepath: null, duration: 0, progress: { done: 1, total: 3 }, sentences: texts.map((text) => ({ text, start: null, end: null })) };
    await waitFor(() => expect(states()).toEqual(['done', 'rendering', 'waiting']));
    expect(screen.getByRole('progressbar', { name: '合成进度' }).getAttribute('aria-valuetext')).toBe('已合成 1/3 句');

    answer = {
      ...task,
      status: 1,
      statusName: '合成成功',
      filepath: '/api/files/tasks/a.mp3?name=x',
      duration: 4200,
      sentences: texts.map((text, i) => ({ text, start: i * 1400, end: i * 1400 + 1200 })),
    };
    await waitFor(() => expect(states()).toEqual([null, null, null]));
    expect(within(screen.getByTestId('timeline-sentence-1')).getByText('0:01.4')).toBeTruthy();
    expect(screen.getByTestId('task-audio').getAttribute('src')).toBe('/api/files/tasks/a.mp3?name=x');

    // 定位 selects the second sentence's words in the script; 重新试听 auditions that range alone
    fireEvent.click(screen.getByRole('button', { name: '在文案中定位第 2 句' }));
    const { from, to } = editor.state().selection;
    expect(editor.state().doc.textBetween(from, to)).toBe('第二句话');
    fireEvent.click(screen.getByRole('button', { name: '重新试听第 2 句' }));
    expect(playRange).toHaveBeenCalledWith(from, to);
  });

  it('after an audition: its sentences with estimated starts; ▶ hears it again from a sentence to the end', () => {
    const editor = fakeEditor(texts.join(''));
    const doc = editor.state().doc;
    const playRange = vi.fn();
    render(<CreationTimeline heard={{ doc, from: 1, to: doc.content.size - 1 }} taskCode={null} setup={setup} editor={editor.ref} playRange={playRange} />, {
      wrapper: providers(),
    });
    expect(screen.getByTestId('timeline-summary').textContent).toBe('共 3 句 · 起点按文案估算');
    expect(within(screen.getByTestId('timeline-sentence-0')).getByText('约0:00.0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '从第 2 句播放' }));
    // from the second sentence to where the audition ended
    expect(playRange).toHaveBeenCalledWith(6, doc.content.size - 1);
    fireEvent.click(screen.getByRole('button', { name: '关闭时间轴' }));
    expect(screen.queryByRole('region', { name: '时间轴' })).toBeNull();
  });
});
