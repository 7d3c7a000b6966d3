import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import type { AuditionStatus } from '@peiyin/player';
import { CustomAnchorEditDrawer, type CustomAnchorEditDrawerProps } from './CustomAnchorEditDrawer';
import { onScreen } from '../../testing/viewports';

const anchor = {
  name: '我的晓岚',
  comment: '语速稍快的短视频口播',
  anchorName: '晓岚',
  templateName: '欢快',
  pitch: 25,
  speed: 1.1,
  volume: 90,
  text: '大家好，欢迎来到我的频道。',
};

// As the app uses it: closing really closes; the audition menu follows a status the buttons change.
function Controlled(props: CustomAnchorEditDrawerProps) {
  const [open, setOpen] = useState(props.open);
  const [status, setStatus] = useState<AuditionStatus>(props.auditionStatus ?? 'default');
  const [notice, setNotice] = useState(props.auditionNotice ?? null);
  return (
    <CustomAnchorEditDrawer
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
      auditionStatus={status}
      auditionNotice={notice}
      onDismissNotice={() => {
        setNotice(null);
        props.onDismissNotice?.();
      }}
      onAuditionPlay={(values) => {
        setStatus('loading');
        props.onAuditionPlay(values);
      }}
      onAuditionPause={() => {
        setStatus('paused');
        props.onAuditionPause();
      }}
      onAuditionResume={() => {
        setStatus('playing');
        props.onAuditionResume();
      }}
      onAuditionStop={() => {
        setStatus('default');
        props.onAuditionStop();
      }}
    />
  );
}

const meta = {
  title: 'CustomAnchors/CustomAnchorEditDrawer',
  component: CustomAnchorEditDrawer,
  args: {
    open: true,
    onOpenChange: fn(),
    anchor,
    onAuditionPlay: fn(),
    onAuditionPause: fn(),
    onAuditionResume: fn(),
    onAuditionStop: fn(),
    onDismissNotice: fn(),
    onSave: fn(async () => undefined),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CustomAnchorEditDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

// the panel fades in: a check right after opening waits until it is shown
const shown = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const drawer = async (canvasElement: HTMLElement) => within(await body(canvasElement).findByRole('dialog', { name: '自定义主播 - 编辑' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await expect(panel.getByLabelText(/主播名称/)).toHaveValue('我的晓岚');
    await expect(panel.getByLabelText(/主播简介/)).toHaveValue('语速稍快的短视频口播');
    // the voice and its style are shown, not editable
    await expect(panel.getByLabelText('音色')).toHaveValue('晓岚');
    await expect(panel.getByLabelText('音色')).toHaveAttribute('readonly');
    await expect(panel.getByLabelText('风格/情绪')).toHaveValue('欢快');
    await expect(panel.getByRole('slider', { name: '音调' })).toHaveAttribute('aria-valuetext', '+25');
    await expect(panel.getByRole('slider', { name: '语速' })).toHaveAttribute('aria-valuetext', '1.1x');
    await expect(panel.getByRole('slider', { name: '音量' })).toHaveAttribute('aria-valuenow', '90');
    // spec 02 §5 slider ranges
    await expect(panel.getByRole('slider', { name: '音调' })).toHaveAttribute('aria-valuemin', '-500');
    await expect(panel.getByRole('slider', { name: '音调' })).toHaveAttribute('aria-valuemax', '500');
    await expect(panel.getByRole('slider', { name: '语速' })).toHaveAttribute('aria-valuemin', '0.5');
    await expect(panel.getByRole('slider', { name: '语速' })).toHaveAttribute('aria-valuemax', '2');
    await expect(panel.getByRole('slider', { name: '音量' })).toHaveAttribute('aria-valuemax', '100');
    await expect(panel.getByLabelText(/试听内容/)).toHaveAttribute('maxlength', '100');
    await expect(panel.getByRole('group', { name: '试听' })).toHaveAttribute('data-state', 'default');
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await drawer(canvasElement);
    await userEvent.clear(panel.getByLabelText(/主播名称/));
    await userEvent.clear(panel.getByLabelText(/主播简介/));
    await userEvent.clear(panel.getByLabelText(/试听内容/));
    await userEvent.click(panel.getByRole('button', { name: '保存' }));
    await shown(await panel.findByText('主播名称不能为空'));
    await shown(panel.getByText('主播简介不能为空'));
    await shown(panel.getByText('试听内容不能为空'));
    await expect(args.onSave).not.toHaveBeenCalled();
    // fixing a field clears its message as the person types
    await userEvent.type(panel.getByLabelText(/主播名称/), '晓岚二号');
    await waitFor(() => expect(panel.queryByText('主播名称不能为空')).toBeNull());
  },
};

export const SlidersAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await drawer(canvasElement);
    // keyboard steps: pitch 5, speed 0.01, volume 1 (spec 02 §5)
    panel.getByRole('slider', { name: '音调' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(panel.getByRole('slider', { name: '音调' })).toHaveAttribute('aria-valuetext', '+35');
    panel.getByRole('slider', { name: '语速' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(panel.getByRole('slider', { name: '语速' })).toHaveAttribute('aria-valuetext', '1.09x');
    panel.getByRole('slider', { name: '音量' }).focus();
    await userEvent.keyboard('{End}');
    await expect(panel.getByRole('slider', { name: '音量' })).toHaveAttribute('aria-valuenow', '100');
    await userEvent.clear(panel.getByLabelText(/主播名称/));
    await userEvent.type(panel.getByLabelText(/主播名称/), '  晓岚二号 ');
    await userEvent.click(panel.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: '晓岚二号',
      comment: '语速稍快的短视频口播',
      pitch: 35,
      speed: 1.09,
      volume: 100,
      text: '大家好，欢迎来到我的频道。',
    });
  },
};

export const Requesting: Story = {
  // the save never answers: the button stays in its requesting state
  args: { onSave: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const panel = await drawer(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: '保存' }));
    const saving = await panel.findByRole('button', { name: /保存中/ });
    await expect(saving).toHaveAttribute('data-state', 'loading');
    // a second click sends nothing more
    await userEvent.click(saving);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const CancelDiscardsEdits: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const panel = await drawer(canvasElement);
    await userEvent.type(panel.getByLabelText(/主播名称/), '改了一半');
    await userEvent.click(panel.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: '自定义主播 - 编辑' })).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const AuditionMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await drawer(canvasElement);
    const menu = within(panel.getByRole('group', { name: '试听' }));
    panel.getByRole('slider', { name: '音调' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(menu.getByRole('button', { name: '试听' }));
    // the audition reads the form as it is now, not as it was saved
    await expect(args.onAuditionPlay).toHaveBeenCalledWith(expect.objectContaining({ pitch: 20, speed: 1.1, volume: 90, text: '大家好，欢迎来到我的频道。' }));
    await expect(panel.getByRole('group', { name: '试听' })).toHaveAttribute('data-state', 'loading');
    await expect(menu.getByRole('button', { name: /试听/ })).toHaveAttribute('data-state', 'loading');
    await userEvent.click(menu.getByRole('button', { name: '停止' }));
    await expect(args.onAuditionStop).toHaveBeenCalledTimes(1);
    await expect(menu.getByRole('button', { name: '试听' })).toHaveAttribute('data-state', 'idle');
  },
};

export const AuditionPlaying: Story = {
  args: { auditionStatus: 'playing' },
  play: async ({ canvasElement, args }) => {
    const panel = await drawer(canvasElement);
    const menu = within(panel.getByRole('group', { name: '试听' }));
    await expect(menu.getByRole('status')).toHaveTextContent('播放中');
    await userEvent.click(menu.getByRole('button', { name: '暂停' }));
    await expect(args.onAuditionPause).toHaveBeenCalledTimes(1);
    await expect(menu.getByRole('status')).toHaveTextContent('已暂停');
    await userEvent.click(menu.getByRole('button', { name: '继续' }));
    await expect(args.onAuditionResume).toHaveBeenCalledTimes(1);
    await shown(menu.getByRole('button', { name: '暂停' }));
    await shown(menu.getByRole('button', { name: '停止' }));
  },
};

export const AuditionPaused: Story = {
  args: { auditionStatus: 'paused' },
  play: async ({ canvasElement }) => {
    const menu = within((await drawer(canvasElement)).getByRole('group', { name: '试听' }));
    await shown(menu.getByRole('button', { name: '继续' }));
    await shown(menu.getByRole('button', { name: '停止' }));
    await expect(menu.queryByRole('button', { name: '暂停' })).toBeNull();
  },
};

export const AuditionNeedsText: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await drawer(canvasElement);
    await userEvent.clear(panel.getByLabelText(/试听内容/));
    await userEvent.click(within(panel.getByRole('group', { name: '试听' })).getByRole('button', { name: '试听' }));
    await shown(await panel.findByText('试听内容不能为空'));
    await expect(args.onAuditionPlay).not.toHaveBeenCalled();
  },
};

export const AuditionFailed: Story = {
  args: { auditionNotice: { message: '试听失败！', tip: '请正确使用标点符号断句，不要用空格或换行代替标点' } },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const notice = within(await page.findByRole('dialog', { name: '试听失败' }));
    await shown(notice.getByText('请正确使用标点符号断句，不要用空格或换行代替标点'));
    await userEvent.click(notice.getByRole('button', { name: '好的' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: '试听失败' })).toBeNull());
    await expect(args.onDismissNotice).toHaveBeenCalledTimes(1);
    // the drawer stays open under it
    await shown(page.getByRole('dialog', { name: '自定义主播 - 编辑' }));
  },
};

/** On a phone the drawer takes the whole width; its fields and sliders fit without sideways scrolling. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    const panel = (await body(canvasElement).findByRole('dialog', { name: '自定义主播 - 编辑' }));
    await shown(panel);
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().left)).toBe(0));
    await expect(Math.round(panel.getBoundingClientRect().width)).toBe(window.innerWidth);
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
