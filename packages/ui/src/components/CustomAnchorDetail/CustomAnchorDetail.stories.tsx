import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { CustomAnchorDetail, type CustomAnchorDetailProps } from './CustomAnchorDetail';

// As the app uses it: a confirmed delete closes the detail.
function Controlled(props: CustomAnchorDetailProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <CustomAnchorDetail
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
      onDelete={async () => {
        await props.onDelete();
        setOpen(false);
      }}
    />
  );
}

const anchor = {
  id: 7,
  name: '我的晓岚',
  comment: '语速稍快的短视频口播，适合带货与开箱。',
  avatar: '',
  anchorName: '晓岚',
  templateName: '欢快',
  pitch: 25,
  speed: 1.1,
  volume: 90,
  text: '大家好，欢迎来到我的频道。',
};

const meta = {
  title: 'CustomAnchors/CustomAnchorDetail',
  component: CustomAnchorDetail,
  args: {
    open: true,
    onOpenChange: fn(),
    anchor,
    // a real file served by the story server: the circle player fetches and plays it
    sampleSrc: '/player-fixtures/sample-a.wav',
    onEdit: fn(),
    onStart: fn(),
    onDelete: fn(async () => undefined),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CustomAnchorDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const detail = async (canvasElement: HTMLElement) => within(await body(canvasElement).findByRole('dialog', { name: '自定义主播详情' }));

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await detail(canvasElement);
    await expect(dialog.getByRole('heading', { name: /我的晓岚/ })).toBeInTheDocument();
    await expect(dialog.getByText('语速稍快的短视频口播，适合带货与开箱。')).toBeInTheDocument();
    // voice properties (spec 02 §2.5)
    await expect(dialog.getByText('音调').nextElementSibling).toHaveTextContent('+25');
    await expect(dialog.getByText('语速').nextElementSibling).toHaveTextContent('1.1x');
    await expect(dialog.getByText('音量').nextElementSibling).toHaveTextContent('90');
    await expect(dialog.getByText('晓岚-欢快')).toBeInTheDocument();
    await expect(dialog.getByText('大家好，欢迎来到我的频道。')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '编辑' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: '开始配音' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { anchor: null },
  play: async ({ canvasElement }) => {
    const dialog = await detail(canvasElement);
    await expect(dialog.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: '开始配音' })).toBeNull();
  },
};

export const SamplePending: Story = {
  args: { sampleSrc: null },
  play: async ({ canvasElement }) => {
    const dialog = await detail(canvasElement);
    await expect(dialog.getByRole('status', { name: '样音生成中' })).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: /样音/ })).toBeNull();
  },
};

export const PlaysSample: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await detail(canvasElement);
    const player = dialog.getByRole('button', { name: '播放 我的晓岚 样音' });
    await userEvent.click(player);
    // real audio: loading, then playing once sound comes out
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'playing'), { timeout: 5000 });
    await userEvent.click(player);
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'idle'));
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const dialog = await detail(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    const confirm = within(await page.findByRole('alertdialog', { name: '删除自定义主播' }));
    await expect(confirm.getByText(/删除后无法恢复，是否继续删除「我的晓岚」？/)).toBeInTheDocument();
    // cancelling deletes nothing
    await userEvent.click(confirm.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(page.queryByRole('alertdialog', { name: '删除自定义主播' })).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(page.getByRole('dialog', { name: '自定义主播详情' })).toBeInTheDocument();
  },
};

export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const dialog = await detail(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    const confirm = within(await page.findByRole('alertdialog', { name: '删除自定义主播' }));
    await userEvent.click(confirm.getByRole('button', { name: '确定删除' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('alertdialog', { name: '删除自定义主播' })).toBeNull());
    await waitFor(() => expect(page.queryByRole('dialog', { name: '自定义主播详情' })).toBeNull());
  },
};

export const Deleting: Story = {
  // the server has not answered yet: the confirmation shows its requesting state and cannot be dismissed
  args: { onDelete: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const dialog = await detail(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    const confirm = within(await page.findByRole('alertdialog', { name: '删除自定义主播' }));
    await userEvent.click(confirm.getByRole('button', { name: '确定删除' }));
    await expect(confirm.getByRole('button', { name: /确定删除/ })).toHaveAttribute('data-state', 'loading');
    await expect(confirm.getByRole('button', { name: '取消' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(page.getByRole('alertdialog', { name: '删除自定义主播' })).toBeInTheDocument();
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};
