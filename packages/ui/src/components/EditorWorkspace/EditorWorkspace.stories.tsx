import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AuditionStatus } from '@peiyin/player';
import { DEFAULT_SMART_BREAKS, createEditorState, getSpeechLength, schema } from '@peiyin/ssml';
import type { Node as PMNode } from 'prosemirror-model';
import type { EditorState } from 'prosemirror-state';
import { NOTHING_ASKED } from '../../query';
import { avatarOf } from '../../testing/fixtures/anchors';
import { storyBgm, storyRoles, storySoundStyles, storySounds, storyTemplates } from '../../testing/markup/storyData';
import { onScreen } from '../../testing/viewports';
import { Avatar, Button, Text } from '../../primitives';
import { AuditionTransport } from '../AuditionTransport';
import { BgmMenu, type BgmMenuProps } from '../BgmMenu';
import { EditorFooter } from '../EditorFooter';
import { EditorToolbar, type EditorVoice } from '../EditorToolbar';
import { Header } from '../Header';
import { PageLayout } from '../PageLayout';
import { RightToolbar } from '../RightToolbar';
import { SsmlEditor, type SsmlEditorHandle } from '../SsmlEditor';
import { VoicePanel, VoiceSheet } from '../VoicePanel';
import { WorkTitle } from '../WorkTitle';
import { EditorWorkspace } from './EditorWorkspace';

const useStorySoundStyles = () => ({ status: 'success', data: storySoundStyles }) as const;
const useStorySounds = (styleId: number | string | null) =>
  styleId === null ? NOTHING_ASKED : ({ status: 'success', data: storySounds[String(styleId)] ?? [] } as const);

const initialVoice: EditorVoice = {
  templateId: '1',
  templateName: '平和',
  intensity: 1,
  role: null,
  pitch: 0,
  speed: 1,
  volume: 100,
  sampleRate: 16000,
  bgm: { id: '2', name: '温暖午后', volume: 50, fadein: 0, fadeout: 0 },
  smartBreaks: DEFAULT_SMART_BREAKS,
};
const ANCHOR = { name: '晓岚', avatar: avatarOf('晓岚', 0) };
const user = { displayName: '创作者小林', avatar: null, vipLevel: 0 };
const onNavigate = fn();
const onFeedback = fn();

// A long read: a documentary's narration, paragraph after paragraph, long enough that the page scrolls well past
// the toolbar on every screen.
const NARRATION = [
  '清晨的第一缕阳光照进山谷，薄雾慢慢散开，溪水沿着石缝一路向下，发出清脆的声响。',
  '村口的老槐树已经有三百多年的历史，每到春天，树下总会聚集着晒太阳、聊家常的老人。',
  '沿着青石板路往里走，是一家经营了三代的豆腐坊，天还没亮，磨豆子的声音就已经响起。',
  '老板说，做豆腐最要紧的是火候和耐心，早一分晚一分，口感都会完全不同。',
  '中午时分，炊烟从家家户户的屋顶升起，空气里弥漫着柴火和饭菜的香味。',
  '孩子们放学回家，书包还没放下，就跑到河边去捉小鱼，笑声传得很远很远。',
];
// A news read with markup a creator adds: a polyphone's reading, a pause, a phone number read digit by digit.
function newsScript() {
  const { nodes } = schema;
  const t = (text: string) => schema.text(text);
  const p = (...content: PMNode[]) => schema.node('paragraph', null, content);
  return schema.node('doc', null, [
    p(t('银'), nodes.phoneme.create({ dataText: '行', pinyin: 'hang2' }), t('行长说'), nodes.break.create({ time: 500 }), t('今年的网点服务将全面升级。')),
    p(t('客服电话'), nodes.aliasNumber.create({ dataText: '13812345678', reading: '幺三八幺二三四五六七八', kind: 'phone' }), t('，全天二十四小时为您服务。')),
    p(t('下面请看详细报道。')),
  ]);
}
const LONG_SCRIPT = Array.from({ length: 8 }, () => NARRATION.join('\n')).join('\n');

type Args = {
  /** The script the editor opens with: a short news read with markup, or a long narration. */
  script: 'news' | 'long';
  /** Scroll the page inside a box of the screen's height rather than the window: the picture is then the screen the
   * person sees, wherever the page is scrolled to (a picture of the whole window shows only its top). */
  framed?: boolean;
  onSubmit: () => void;
  onChangeAnchor: () => void;
};

// The editor page as /creation assembles it, under the app's header, with the state a page holds: the voice (one
// value for the toolbar and the panel), the editor state, the audition's status.
function Studio({ script, framed = false, onSubmit, onChangeAnchor }: Args) {
  const [initial] = useState(() => (script === 'long' ? createEditorState({ text: LONG_SCRIPT }) : createEditorState({ doc: newsScript() })));
  const [state, setState] = useState<EditorState>(initial);
  const [voice, setVoice] = useState(initialVoice);
  const [title, setTitle] = useState(script === 'long' ? '山谷里的一天' : '新闻播报');
  const [status, setStatus] = useState<AuditionStatus>('default');
  const editorRef = useRef<SsmlEditorHandle>(null);
  const bgmMenu = (menu: Pick<BgmMenuProps, 'value' | 'onChange' | 'onClose'>) => (
    <BgmMenu {...menu} tracks={{ status: 'success', data: { total: 6, list: storyBgm.slice(0, 6) } }} page={1} onPageChange={() => {}} />
  );
  const panel = (
    <VoicePanel
      anchor={ANCHOR}
      onChangeAnchor={onChangeAnchor}
      voice={voice}
      onVoiceChange={setVoice}
      templates={storyTemplates}
      roles={storyRoles}
      bgmMenu={bgmMenu}
    />
  );
  const length = getSpeechLength(state)?.length ?? 0;
  const studio = (
    <PageLayout
      header={<Header user={user} onNavigate={onNavigate} />}
      // the folded tool bar's button floats above the bottom bar, as on /creation
      toolbar={<RightToolbar serviceQrs={[]} onFeedback={onFeedback} bottomClearance={44} />}
    >
      <EditorWorkspace
        title={
          <>
            <a href="/creationCenter">← 创作中心</a>
            <WorkTitle value={title} onValueChange={setTitle} />
          </>
        }
        links={
          <>
            <Button asChild variant="secondary">
              <a href="/draws">AI绘画</a>
            </Button>
            <Button asChild variant="secondary">
              <a href="/help">使用教程</a>
            </Button>
          </>
        }
        actions={
          <>
            <Button variant="secondary">导入字幕</Button>
            <Button variant="secondary">保存草稿</Button>
            <Button variant="secondary">保存主播</Button>
            <Button onClick={onSubmit}>立即合成</Button>
          </>
        }
        voice={
          <>
            <Avatar src={ANCHOR.avatar} name={ANCHOR.name} size="sm" />
            <Text weight="semibold">{ANCHOR.name}</Text>
            <Text tone="secondary" data-testid="workspace-style">
              {voice.templateName}
            </Text>
            <Button variant="secondary" size="sm" onClick={onChangeAnchor}>
              切换主播
            </Button>
          </>
        }
        voiceSheet={<VoiceSheet summary={`${ANCHOR.name} · ${voice.templateName}`}>{panel}</VoiceSheet>}
        scriptTools={
          <Button asChild variant="ghost" size="sm">
            <a href="/pronunciation">发音词典</a>
          </Button>
        }
        toolbar={
          <EditorToolbar
            state={state}
            run={(command) => editorRef.current?.run(command) ?? false}
            voice={voice}
            onVoiceChange={setVoice}
            templates={storyTemplates}
            roles={storyRoles}
            useSoundStyles={useStorySoundStyles}
            useSounds={useStorySounds}
            bgmMenu={bgmMenu}
            audition={{
              status,
              onPlay: () => setStatus('playing'),
              onPause: () => setStatus('paused'),
              onResume: () => setStatus('playing'),
              onStop: () => setStatus('default'),
            }}
            onOpenAnchorPicker={onChangeAnchor}
            onOpenMultiVoice={() => {}}
          />
        }
        hint="温馨提示：请正确使用标点符号断句，否则可能导致合成失败；试听时请尽量选择较短的内容。"
        script={<SsmlEditor ref={editorRef} defaultState={initial} onChange={setState} readings={false} />}
        bottomBar={
          <EditorFooter
            length={length}
            // the page's estimate: about four and a half characters a second
            estimatedMs={Math.round((length / 4.5) * 1000)}
            transport={<AuditionTransport status={status} onPlay={() => setStatus('playing')} onStop={() => setStatus('default')} />}
          />
        }
        voicePanel={panel}
      />
    </PageLayout>
  );
  return framed ? (
    <div data-testid="screen" style={{ height: '100vh', overflowY: 'auto' }}>
      {studio}
    </div>
  ) : (
    studio
  );
}

const meta = {
  title: 'Pages/EditorWorkspace',
  component: Studio,
  parameters: { pad: false },
  args: { script: 'news', onSubmit: fn(), onChangeAnchor: fn() },
} satisfies Meta<typeof Studio>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const toolbarBox = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('editor-toolbar').getBoundingClientRect();
const headerBottom = (canvasElement: HTMLElement) => canvasElement.querySelector('header')!.getBoundingClientRect().bottom;
const barBox = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('editor-footer').getBoundingClientRect();

/** A desktop: the voice panel is a column beside the script, and no 声音 button is needed. */
export const Desktop: Story = {
  ...onScreen('desktop'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: '声音面板' });
    await expect(panel).toBeVisible();
    // beside the script, to its right
    await expect(panel.getBoundingClientRect().left).toBeGreaterThan(canvas.getByRole('textbox', { name: '配音文案' }).getBoundingClientRect().right);
    // its button is left out where the panel is beside the script
    await expect(canvas.queryByRole('button', { name: /^声音/ })).toBeNull();
    // the panel edits the page's one voice: a style chosen in it is the voice bar's too
    await expect(canvas.getByTestId('workspace-style')).toHaveTextContent('平和');
    await userEvent.click(within(panel).getByRole('radio', { name: '开心' }));
    await expect(canvas.getByTestId('workspace-style')).toHaveTextContent('开心');
    await userEvent.click(canvas.getByRole('button', { name: '立即合成' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A tablet: the script takes the width; the voice panel is behind 声音. */
export const Tablet: Story = {
  ...onScreen('tablet'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: '声音面板' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /^声音/ })).toBeVisible();
  },
};

/** A phone: the title on its own row, the four actions a 2 × 2 grid of equal buttons, the links to other pages left
 * to the header's menu. */
export const Phone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = ['导入字幕', '保存草稿', '保存主播', '立即合成'].map((name) => canvas.getByRole('button', { name }).getBoundingClientRect());
    // two rows of two, all of one width (issue 27: 立即合成 wrapped alone onto a row of its own)
    await expect(boxes[0]!.top).toBe(boxes[1]!.top);
    await expect(boxes[2]!.top).toBe(boxes[3]!.top);
    await expect(boxes[2]!.top).toBeGreaterThan(boxes[0]!.top);
    await expect(new Set(boxes.map((box) => Math.round(box.width))).size).toBe(1);
    const workspace = within(canvas.getByTestId('editor-workspace'));
    await expect(workspace.queryByRole('link', { name: 'AI绘画' })).toBeNull();
    await expect(workspace.getByRole('link', { name: '← 创作中心' })).toBeVisible();
    await expect(workspace.queryByRole('region', { name: '声音面板' })).toBeNull();
  },
};

/** A phone: 声音 opens the voice panel as a sheet over the workspace; a style chosen there is on the button. */
export const PhoneVoiceSheet: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^声音/ });
    await expect(trigger).toHaveTextContent('声音晓岚 · 平和');
    await userEvent.click(trigger);
    const sheet = within(await page(canvasElement).findByRole('dialog', { name: '声音面板' }));
    await expect(sheet.getByTestId('voice-panel-anchor')).toHaveTextContent('晓岚');
    await expect(sheet.getByTestId('voice-panel-bgm')).toHaveTextContent('温暖午后');
    await userEvent.click(sheet.getByRole('radio', { name: '开心' }));
    await expect(trigger).toHaveTextContent('声音晓岚 · 开心');
  },
};

/** Scrolls the page 600 px down the long script and checks the toolbar under the header and the bottom bar on the
 * screen's bottom edge; the picture is that screen. */
async function scrollKeepsBarsInView(canvasElement: HTMLElement) {
  const screen = within(canvasElement).getByTestId('screen');
  // the script's lines have their height once the CJK font is in: measure after it, or the middle moves
  await canvasElement.ownerDocument.fonts.ready;
  const before = toolbarBox(canvasElement).top;
  await expect(before).toBeGreaterThan(headerBottom(canvasElement));
  // well past the toolbar's place in the page, and short of the end (the same place in every run, for the picture)
  const down = 600;
  await expect(down).toBeGreaterThan(before);
  await expect(screen.scrollHeight - screen.clientHeight).toBeGreaterThan(down);
  screen.scrollTo(0, down);
  await waitFor(() => expect(screen.scrollTop).toBe(down));
  // the script's start has left the screen; the toolbar has not: it rests right under the sticky header
  await expect(within(canvasElement).getByRole('textbox', { name: '配音文案' }).getBoundingClientRect().top).toBeLessThan(0);
  await waitFor(() => expect(Math.round(toolbarBox(canvasElement).top)).toBe(Math.round(headerBottom(canvasElement))));
  // and the bottom bar is on the screen's bottom edge
  await expect(Math.round(barBox(canvasElement).bottom)).toBe(Math.round(screen.getBoundingClientRect().bottom));
}

/** A long script on a desktop: the toolbar stays in view under the header while the script scrolls (issue 27: it was
 * 1,200 px above the text), the bottom bar on the screen's bottom edge. */
export const LongScript: Story = {
  ...onScreen('desktop'),
  args: { script: 'long', framed: true },
  play: ({ canvasElement }) => scrollKeepsBarsInView(canvasElement),
};

/** The same long script on a phone. */
export const LongScriptOnPhone: Story = {
  ...onScreen('phone'),
  args: { script: 'long', framed: true },
  play: ({ canvasElement }) => scrollKeepsBarsInView(canvasElement),
};
