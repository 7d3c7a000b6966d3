import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_SMART_BREAKS } from '@peiyin/ssml';
import { storyBgm, storyRoles, storyTemplates } from '../../testing/markup/storyData';
import { onScreen } from '../../testing/viewports';
import type { EditorVoice } from '../EditorToolbar';
import { BgmMenu } from '../BgmMenu';
import { VoicePanel, VoiceSheet } from './VoicePanel';

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
const withMusic: EditorVoice = { ...initialVoice, bgm: { id: '2', name: '温暖午后', volume: 50, fadein: 0, fadeout: 0 } };
// 开心 only members may synthesise with (issue 27)
const memberTemplates = storyTemplates.map((t) => (t.id === 2 ? { ...t, memberOnly: true } : t));

type Args = {
  layout: 'side' | 'sheet';
  initial: EditorVoice;
  templates: typeof storyTemplates;
  memberOnlyNote?: string;
  onVoiceChange: (voice: EditorVoice) => void;
  onChangeAnchor: () => void;
};

// The page as the panel sees it: the voice held in React, the panel beside a script or in the phone's sheet.
function Demo({ layout, initial, templates, memberOnlyNote, onVoiceChange, onChangeAnchor }: Args) {
  const [voice, setVoice] = useState(initial);
  const panel = (
    <VoicePanel
      anchor={{ name: '晓岚', avatar: null }}
      onChangeAnchor={onChangeAnchor}
      voice={voice}
      onVoiceChange={(next) => {
        setVoice(next);
        onVoiceChange(next);
      }}
      templates={templates}
      roles={storyRoles}
      memberOnlyNote={memberOnlyNote}
      bgmMenu={(menu) => <BgmMenu {...menu} tracks={{ status: 'success', data: { total: 6, list: storyBgm.slice(0, 6) } }} page={1} onPageChange={() => {}} />}
    />
  );
  const readout = (
    <code data-testid="voice" style={{ fontSize: 12, color: '#565c70' }}>
      {`风格 ${voice.templateName ?? '-'} ${voice.intensity} · 角色 ${voice.roleName ?? '无'} · 语速 ${voice.speed} 音调 ${voice.pitch} 音量 ${voice.volume} · 背景音乐 ${voice.bgm ? `${voice.bgm.name} ${voice.bgm.volume}` : '无'}`}
    </code>
  );
  if (layout === 'sheet') {
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
        <VoiceSheet summary={`晓岚 · ${voice.templateName || '默认风格'}`}>{panel}</VoiceSheet>
        {readout}
      </div>
    );
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ width: 320, border: '1px solid #e6e8f0', borderRadius: 12, overflow: 'hidden' }}>{panel}</div>
      {readout}
    </div>
  );
}

const meta = {
  title: 'Editor/VoicePanel',
  component: Demo,
  parameters: { a11y: { test: 'error' } },
  args: { layout: 'side', initial: initialVoice, templates: storyTemplates, onVoiceChange: fn(), onChangeAnchor: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const readout = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('voice');
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Beside the script on a desktop: a style, a role and a slider changed with the mouse and the keyboard. */
export const DesktopPanel: Story = {
  ...onScreen('desktop'),
  play: async ({ canvasElement, args }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: '声音面板' }));
    await expect(panel.getByTestId('voice-panel-anchor')).toHaveTextContent('晓岚');
    await userEvent.click(panel.getByRole('button', { name: '更换主播' }));
    await expect(args.onChangeAnchor).toHaveBeenCalledTimes(1);
    // a style brings its own role, pitch and speed (spec 02 §4)
    await userEvent.click(panel.getByRole('radio', { name: '悲伤' }));
    await expect(readout(canvasElement)).toHaveTextContent('风格 悲伤 1 · 角色 女孩 · 语速 0.9 音调 -20 音量 75');
    // arrow keys move within the roles
    panel.getByRole('radio', { name: '女孩' }).focus();
    // held as a finger holds it: Radix moves the focus on the next task, and checks what the arrow key focused
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(panel.getByRole('radio', { name: '男孩' })).toHaveAttribute('aria-checked', 'true'));
    await userEvent.keyboard('{/ArrowRight}');
    await expect(readout(canvasElement)).toHaveTextContent('角色 男孩');
    panel.getByRole('slider', { name: '语速' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(readout(canvasElement)).toHaveTextContent('语速 0.92');
    await expect(panel.getByTestId('voice-panel-bgm')).toHaveTextContent('未添加');
  },
};

/** No music yet: 未添加 and 添加, no music volume. */
export const NoMusic: Story = {
  ...onScreen('desktop'),
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: '声音面板' }));
    await expect(panel.getByTestId('voice-panel-bgm')).toHaveTextContent('未添加');
    await expect(panel.getByRole('button', { name: '添加' })).toBeVisible();
    await expect(panel.queryByRole('slider', { name: '音乐音量' })).toBeNull();
  },
};

/** Music chosen from the panel, its volume turned down with the keyboard, then removed and chosen again. */
export const MusicChosen: Story = {
  ...onScreen('desktop'),
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: '声音面板' }));
    await userEvent.click(panel.getByRole('button', { name: '添加' }));
    const menu = within(await page(canvasElement).findByRole('dialog', { name: '背景音乐' }));
    await userEvent.click(await menu.findByRole('button', { name: /^温暖午后/ }));
    await userEvent.click(menu.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: '背景音乐' })).toBeNull());
    await expect(panel.getByTestId('voice-panel-bgm')).toHaveTextContent('温暖午后');
    panel.getByRole('slider', { name: '音乐音量' }).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(readout(canvasElement)).toHaveTextContent('背景音乐 温暖午后 48');
    await userEvent.click(panel.getByRole('button', { name: '移除背景音乐' }));
    await expect(readout(canvasElement)).toHaveTextContent('背景音乐 无');
    await expect(panel.getByTestId('voice-panel-bgm')).toHaveTextContent('未添加');
  },
};

/** Music the script already has (a draft reopened): its name, 更换, 移除 and its volume. */
export const WithMusic: Story = {
  ...onScreen('desktop'),
  args: { initial: withMusic },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: '声音面板' }));
    await expect(panel.getByTestId('voice-panel-bgm')).toHaveTextContent('温暖午后');
    await expect(panel.getByRole('slider', { name: '音乐音量' })).toHaveAttribute('aria-valuenow', '50');
    await expect(panel.getByRole('button', { name: '更换' })).toBeVisible();
  },
};

/** A style only members may synthesise with: 会员 on its chip, and why once it is chosen (issue 27). */
export const MemberOnlyStyle: Story = {
  ...onScreen('desktop'),
  args: { templates: memberTemplates, memberOnlyNote: '会员专享：开通会员后可用于合成，可先试听' },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: '声音面板' }));
    const happy = panel.getByRole('radio', { name: /开心/ });
    await expect(happy).toHaveTextContent('开心会员');
    await expect(panel.queryByRole('note')).toBeNull();
    await userEvent.click(happy);
    await expect(panel.getByRole('note')).toHaveTextContent('会员专享：开通会员后可用于合成，可先试听');
  },
};

/** A phone: the 声音 button opens the panel as a sheet; Esc, 关闭 and a tap outside close it, the focus returning. */
export const PhoneSheetOpen: Story = {
  ...onScreen('phone'),
  args: { layout: 'sheet' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^声音/ });
    await expect(trigger).toHaveTextContent('声音晓岚 · 平和');
    const sheet = () => page(canvasElement).queryByRole('dialog', { name: '声音面板' });
    const opened = () =>
      waitFor(() => {
        const found = sheet();
        if (!found) throw new Error('声音面板 is not open');
        return found;
      });
    await userEvent.click(trigger);
    await waitFor(() => expect(sheet()).not.toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sheet()).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(within(await opened()).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(sheet()).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await waitFor(() => expect(sheet()).not.toBeNull());
    // a tap on the mask, above the sheet
    await userEvent.click(canvasElement.ownerDocument.querySelector<HTMLElement>('[data-dialog-mask]')!);
    await waitFor(() => expect(sheet()).toBeNull());
    await expect(trigger).toHaveFocus();
    // open again, a style chosen in it: the button says it too
    await userEvent.click(trigger);
    const open = within(await opened());
    await userEvent.click(open.getByRole('radio', { name: '开心' }));
    await expect(trigger).toHaveTextContent('声音晓岚 · 开心');
    await expect(open.getByRole('slider', { name: '语速' })).toBeVisible();
  },
};

/** A tablet: the panel as a sheet too (the script keeps the width), with music chosen. */
export const TabletSheetOpen: Story = {
  ...onScreen('tablet'),
  args: { layout: 'sheet', initial: withMusic },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^声音/ }));
    const sheet = within(await page(canvasElement).findByRole('dialog', { name: '声音面板' }));
    await expect(sheet.getByTestId('voice-panel-bgm')).toHaveTextContent('温暖午后');
  },
};
