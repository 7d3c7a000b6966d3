import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AuditionStatus } from '@peiyin/player';
import { DEFAULT_SMART_BREAKS } from '@peiyin/ssml';
import { EditorHarness, screen, ssmlText, type HarnessSelection } from '../../testing/markup/EditorHarness';
import { storyBgm, storyRoles, storySounds, storySoundStyles, storyTemplates } from '../../testing/markup/storyData';
import { NOTHING_ASKED } from '../../query';
import { onScreen } from '../../testing/viewports';
import { EditorToolbar, type EditorVoice } from './EditorToolbar';
import { BgmMenu } from '../BgmMenu';

// the sound menu's queries answered at once (the page's hooks would read its query cache)
const useStorySoundStyles = () => ({ status: 'success', data: storySoundStyles }) as const;
const useStorySounds = (styleId: number | string | null) =>
  styleId === null ? NOTHING_ASKED : ({ status: 'success', data: storySounds[String(styleId)] ?? [] } as const);

const TEXT = '银行行长说，客服电话13800138000，今晚直播NBA总决赛，中国于2001年加入WTO。';

const initialVoice: EditorVoice = {
  templateId: '1',
  templateName: '平和',
  intensity: 1,
  role: null,
  pitch: 0,
  speed: 1,
  volume: 100,
  sampleRate: 16000,
  bgm: null,
  smartBreaks: DEFAULT_SMART_BREAKS,
};

type Args = {
  selection: HarnessSelection;
  templates: typeof storyTemplates;
  roles: typeof storyRoles;
  onVoiceChange: (voice: EditorVoice) => void;
  onOpenAnchorPicker: () => void;
  onOpenMultiVoice: () => void;
  onPlay: () => void;
};

// The page as the toolbar sees it: the editor state, the voice and the audition status held in React.
function Demo({ selection, templates, roles, onVoiceChange, onOpenAnchorPicker, onOpenMultiVoice, onPlay }: Args) {
  const [voice, setVoice] = useState(initialVoice);
  const [status, setStatus] = useState<AuditionStatus>('default');
  return (
    <EditorHarness text={TEXT} selection={selection} wide>
      {({ state, run }) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <div style={{ border: '1px solid #e6e8f0', borderRadius: 12, overflow: 'hidden', width: 'fit-content', maxWidth: '100%' }}>
            <EditorToolbar
              state={state}
              run={run}
              voice={voice}
              onVoiceChange={(next) => {
                setVoice(next);
                onVoiceChange(next);
              }}
              templates={templates}
              roles={roles}
              useSoundStyles={useStorySoundStyles}
              useSounds={useStorySounds}
              bgmMenu={(menu) => (
                <BgmMenu {...menu} tracks={{ status: 'success', data: { total: 6, list: storyBgm.slice(0, 6) } }} page={1} onPageChange={() => {}} />
              )}
              audition={{
                status,
                onPlay: () => {
                  onPlay();
                  setStatus('playing');
                },
                onPause: () => setStatus('paused'),
                onResume: () => setStatus('playing'),
                onStop: () => setStatus('default'),
              }}
              onOpenAnchorPicker={onOpenAnchorPicker}
              onOpenMultiVoice={onOpenMultiVoice}
            />
          </div>
          <code data-testid="voice" style={{ fontSize: 12, color: '#565c70' }}>
            {`风格 ${voice.templateName ?? '-'} ${voice.intensity} · 角色 ${voice.roleName ?? '无'} · 音调 ${voice.pitch} 语速 ${voice.speed} 音量 ${voice.volume} · 背景音乐 ${voice.bgm?.name ?? '无'} · 智能旁白 ${voice.smartBreaks.enabled ? '开' : '关'}`}
          </code>
        </div>
      )}
    </EditorHarness>
  );
}

const meta = {
  title: 'Editor/EditorToolbar',
  component: Demo,
  // the toolbar is used with the keyboard (arrow keys between menus): no axe violation in any story
  parameters: { pad: true, a11y: { test: 'error' } },
  args: {
    selection: { cursorAfter: '行长说' },
    templates: storyTemplates,
    roles: storyRoles,
    onVoiceChange: fn(),
    onOpenAnchorPicker: fn(),
    onOpenMultiVoice: fn(),
    onPlay: fn(),
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const tool = (canvasElement: HTMLElement, label: string) => within(within(canvasElement).getByRole('toolbar')).getByRole('button', { name: label });
const popup = async (canvasElement: HTMLElement, title: string) => within(await screen(canvasElement).findByRole('region', { name: title }));
/** Waits until the pop-up has gone (it closes after applying). */
const closed = (canvasElement: HTMLElement) => waitFor(() => expect(canvasElement.ownerDocument.querySelector('section[data-kind]')).toBeNull());

/** A collapsed cursor: break and sound are on, the selection menus are off. */
export const Cursor: Story = {
  play: async ({ canvasElement }) => {
    await expect(tool(canvasElement, '停顿')).not.toHaveAttribute('aria-disabled');
    await expect(tool(canvasElement, '音效')).not.toHaveAttribute('aria-disabled');
    for (const label of ['多音字', '别名', '数字读法', '单词读法', '连读', '多主播', '局部调节', '撤销', '恢复']) {
      await expect(tool(canvasElement, label)).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

export const InsertBreakUndoRedo: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(tool(canvasElement, '停顿'));
    await userEvent.click((await popup(canvasElement, '停顿')).getByRole('button', { name: '0.5s' }));
    await expect(ssmlText(canvasElement)).toContain('行长说<break time="500ms"/>，');
    await waitFor(() => expect(screen(canvasElement).queryByRole('region', { name: '停顿' })).toBeNull());
    await userEvent.click(tool(canvasElement, '撤销'));
    await expect(ssmlText(canvasElement)).not.toContain('break');
    await expect(tool(canvasElement, '撤销')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tool(canvasElement, '恢复'));
    await expect(ssmlText(canvasElement)).toContain('<break time="500ms"/>');
  },
};

export const DisabledTip: Story = {
  play: async ({ canvasElement }) => {
    const phoneme = tool(canvasElement, '多音字');
    await userEvent.hover(phoneme);
    // spec 02 §9: a disabled menu's tip after 1500 ms
    const tip = await screen(canvasElement).findByRole('tooltip', {}, { timeout: 4000 });
    await expect(tip).toHaveTextContent('请选择一个需要设置读音的汉字');
    await userEvent.click(phoneme);
    await expect(screen(canvasElement).queryByRole('region', { name: '多音字' })).toBeNull();
  },
};

export const EnabledTooltip: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(tool(canvasElement, '停顿'));
    await expect(await screen(canvasElement).findByRole('tooltip', {}, { timeout: 4000 })).toHaveTextContent('在光标处插入停顿');
  },
};

export const Phoneme: Story = {
  args: { selection: { text: '行', occurrence: 0 } },
  play: async ({ canvasElement }) => {
    await expect(tool(canvasElement, '停顿')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tool(canvasElement, '多音字'));
    await userEvent.click((await popup(canvasElement, '多音字')).getByRole('button', { name: 'háng' }));
    await expect(ssmlText(canvasElement)).toContain('银<phoneme alphabet="sapi" ph="hang 2">行</phoneme>');
    await closed(canvasElement);
  },
};

export const NumberReading: Story = {
  args: { selection: { text: '13800138000' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(tool(canvasElement, '数字读法'));
    await userEvent.click((await popup(canvasElement, '数字读法')).getByRole('button', { name: /幺三八/ }));
    await expect(ssmlText(canvasElement)).toContain('<sub alias="幺三八零零幺三八零零零" peiyin:number="phone">13800138000</sub>');
    await closed(canvasElement);
  },
};

export const WordReading: Story = {
  args: { selection: { text: 'NBA' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(tool(canvasElement, '单词读法'));
    await userEvent.click((await popup(canvasElement, '单词读法')).getByRole('button', { name: /逐个字母朗读/ }));
    await expect(ssmlText(canvasElement)).toContain('<say-as interpret-as="characters">NBA</say-as>');
    await closed(canvasElement);
  },
};

export const AliasAndLocalPitch: Story = {
  args: { selection: { text: 'WTO' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(tool(canvasElement, '别名'));
    const alias = await popup(canvasElement, '别名');
    await userEvent.type(alias.getByRole('textbox', { name: '别名' }), '世界贸易组织{Enter}');
    await expect(ssmlText(canvasElement)).toContain('<sub alias="世界贸易组织">WTO</sub>');
    await closed(canvasElement);
    // the chip is now selected: markup menus refuse it (spec 02 §4)
    await waitFor(() => expect(tool(canvasElement, '连读')).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const ContinuousAndMultiVoice: Story = {
  args: { selection: { text: '总决赛' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(tool(canvasElement, '多主播'));
    await expect(args.onOpenMultiVoice).toHaveBeenCalled();
    await userEvent.click(tool(canvasElement, '连读'));
    await userEvent.click((await popup(canvasElement, '连读')).getByRole('button', { name: '设为连读' }));
    await expect(ssmlText(canvasElement)).toContain('<w>总决赛</w>');
    await closed(canvasElement);
  },
};

export const LocalPitch: Story = {
  args: { selection: { text: '今晚直播' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(tool(canvasElement, '局部调节'));
    const pop = await popup(canvasElement, '局部调节');
    pop.getByRole('slider', { name: '音调' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.click(pop.getByRole('button', { name: '确定' }));
    await expect(ssmlText(canvasElement)).toContain('<prosody pitch="+1%" rate="1" volume="100">今晚直播</prosody>');
    await closed(canvasElement);
  },
};

export const MultiVoiceNeedsSelection: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.hover(tool(canvasElement, '多主播'));
    await expect(await screen(canvasElement).findByRole('tooltip', {}, { timeout: 4000 })).toHaveTextContent('请选择需要设置多主播的内容');
    await userEvent.click(tool(canvasElement, '多主播'));
    await expect(args.onOpenMultiVoice).not.toHaveBeenCalled();
  },
};

export const SoundEffect: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(tool(canvasElement, '音效'));
    const pop = await popup(canvasElement, '音效');
    await userEvent.click(await pop.findByRole('button', { name: /^雷声/ }));
    await userEvent.click(pop.getByRole('button', { name: '确定' }));
    await expect(ssmlText(canvasElement)).toContain('peiyin:name="雷声"');
    await closed(canvasElement);
  },
};

export const Voice: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(tool(canvasElement, '主播'));
    await expect(args.onOpenAnchorPicker).toHaveBeenCalled();
    await userEvent.click(tool(canvasElement, '风格'));
    const emotion = await popup(canvasElement, '情绪风格');
    await userEvent.click(emotion.getByRole('button', { name: /^悲伤/ }));
    await userEvent.click(emotion.getByRole('button', { name: '确定' }));
    // spec 02 §4: the template brings its role, pitch, speed and volume
    await expect(within(canvasElement).getByTestId('voice')).toHaveTextContent('风格 悲伤 1 · 角色 女孩 · 音调 -20 语速 0.9 音量 75');
    await expect(args.onVoiceChange).toHaveBeenLastCalledWith(expect.objectContaining({ templateId: '3', role: 'Girl' }));
    await userEvent.click(tool(canvasElement, '角色'));
    const role = await popup(canvasElement, '角色');
    await userEvent.click(role.getByRole('button', { name: '男孩' }));
    await userEvent.click(role.getByRole('button', { name: '确定' }));
    await expect(within(canvasElement).getByTestId('voice')).toHaveTextContent('角色 男孩');
    await userEvent.click(tool(canvasElement, '音调'));
    const pitch = await popup(canvasElement, '音调语速');
    pitch.getByRole('slider', { name: '音量' }).focus();
    await userEvent.keyboard('{End}');
    await expect(within(canvasElement).getByTestId('voice')).toHaveTextContent('音量 100');
  },
};

export const BackgroundMusicAndSmartNarration: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(tool(canvasElement, '背景音乐'));
    const bgm = await popup(canvasElement, '背景音乐');
    await userEvent.click(await bgm.findByRole('button', { name: /^山间清风/ }));
    await userEvent.click(bgm.getByRole('button', { name: '确定' }));
    await expect(within(canvasElement).getByTestId('voice')).toHaveTextContent('背景音乐 山间清风');
    const smart = tool(canvasElement, '智能旁白');
    await expect(smart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(smart);
    await expect(smart).toHaveAttribute('aria-pressed', 'false');
    await expect(within(canvasElement).getByTestId('voice')).toHaveTextContent('智能旁白 关');
    await userEvent.click(tool(canvasElement, '标点停顿'));
    await expect((await popup(canvasElement, '标点停顿')).getByRole('switch', { name: '智能旁白' })).not.toBeChecked();
  },
};

export const NoTemplatesNoRoles: Story = {
  args: { templates: [], roles: [] },
  play: async ({ canvasElement }) => {
    await expect(tool(canvasElement, '风格')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(tool(canvasElement, '角色'));
    await expect(await screen(canvasElement).findByRole('tooltip', {}, { timeout: 4000 })).toHaveTextContent('不支持多角色');
  },
};

export const Audition: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '试听' }));
    await expect(args.onPlay).toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: '暂停' })).toBeInTheDocument();
  },
};

/** Arrow keys move between menus, disabled ones included so their tip can be read. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    tool(canvasElement, '风格').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tool(canvasElement, '角色')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tool(canvasElement, '恢复')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tool(canvasElement, '风格')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await popup(canvasElement, '情绪风格')).toBeTruthy();
  },
};

/** The rows the toolbar's menus sit in (the distinct tops of its menu buttons). */
const rowsOf = (canvasElement: HTMLElement) =>
  new Set([...within(canvasElement).getByRole('toolbar').querySelectorAll('[data-menu]')].map((button) => Math.round(button.getBoundingClientRect().top))).size;

/** A tablet (768 px): the menus flow into two rows, and a pop-up stays inside the screen. */
export const OnTablet: Story = {
  ...onScreen('tablet'),
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)).toBe(2);
    await userEvent.click(tool(canvasElement, '背景音乐'));
    const bgm = await popup(canvasElement, '背景音乐');
    await bgm.findByRole('button', { name: /^山间清风/ });
    const dialog = screen(canvasElement).getByRole('dialog', { name: '背景音乐' });
    await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
    const box = dialog.getBoundingClientRect();
    const view = canvasElement.ownerDocument.documentElement;
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(view.clientWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** A phone (390 px): one row that scrolls sideways; a menu opens as a sheet along the bottom, as wide as the screen. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar');
    await expect(rowsOf(canvasElement)).toBe(1);
    await expect(bar.scrollWidth).toBeGreaterThan(bar.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const breakTool = tool(canvasElement, '停顿');
    breakTool.scrollIntoView({ inline: 'center' });
    await userEvent.click(breakTool);
    const sheet = await screen(canvasElement).findByRole('dialog', { name: '停顿' });
    await expect(sheet).toHaveAttribute('data-sheet');
    // measured where it comes to rest, not while it slides up
    await Promise.all(sheet.getAnimations().map((animation) => animation.finished));
    const box = sheet.getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await userEvent.click(within(sheet).getByRole('button', { name: '0.5s' }));
    await expect(ssmlText(canvasElement)).toContain('行长说<break time="500ms"/>，');
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog', { name: '停顿' })).toBeNull());
  },
};

/** A phone: the voice menus are sheets too, and the close button dismisses one. */
export const OnPhoneVoiceSheet: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    await userEvent.click(tool(canvasElement, '音调'));
    const sheet = await screen(canvasElement).findByRole('dialog', { name: '音调' });
    const pitch = await popup(canvasElement, '音调语速');
    pitch.getByRole('slider', { name: '音量' }).focus();
    await userEvent.keyboard('{Home}');
    await expect(within(canvasElement).getByTestId('voice')).toHaveTextContent('音量 0');
    await userEvent.click(within(sheet).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog', { name: '音调' })).toBeNull());
  },
};
