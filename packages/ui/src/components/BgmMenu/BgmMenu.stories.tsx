import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyBgm } from '../../testing/markup/storyData';
import { BgmMenu } from './BgmMenu';

const pageOf = (tracks: typeof storyBgm) =>
  fn(async (page: number) => ({ total: tracks.length, list: tracks.slice((page - 1) * 30, page * 30) }));

const meta = {
  title: 'Editor/Voice/BgmMenu',
  component: BgmMenu,
  args: { loadBgm: pageOf(storyBgm.slice(0, 6)), value: null, onChange: fn(), onClose: fn() },
  decorators: [(Story) => <div style={{ width: 'fit-content', border: '1px solid #e6e8f0', borderRadius: 12, background: '#fff' }}><Story /></div>],
} satisfies Meta<typeof BgmMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // spec 02 §5: volume default 50, fades default 0
    await expect(canvas.getByRole('slider', { name: '音量' })).toHaveAttribute('aria-valuenow', '50');
    await userEvent.click(await canvas.findByRole('button', { name: /^温暖午后/ }));
    canvas.getByRole('slider', { name: '淡入' }).focus();
    // fades move by 100 ms
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('slider', { name: '淡入' })).toHaveAttribute('aria-valuetext', '0.3s');
    canvas.getByRole('slider', { name: '淡出' }).focus();
    await userEvent.keyboard('{End}');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenCalledWith({ id: '2', name: '温暖午后', src: storyBgm[1]!.filepath, volume: 50, fadein: 300, fadeout: 10000 });
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const NoneChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /^轻快早晨\s*01:30/ });
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择背景音乐');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Current: Story = {
  args: { value: { id: '3', name: '深夜电台', src: storyBgm[2]!.filepath, volume: 30, fadein: 1000, fadeout: 2000 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^深夜电台/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('slider', { name: '音量' })).toHaveAttribute('aria-valuenow', '30');
    await expect(canvas.getByRole('slider', { name: '淡出' })).toHaveAttribute('aria-valuetext', '2.0s');
    await userEvent.click(canvas.getByRole('button', { name: '移除背景音乐' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

export const Paged: Story = {
  args: { loadBgm: pageOf(storyBgm) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /^轻快早晨\s*01:30/ });
    // spec 02 §9: 30 a page
    await expect(canvas.getAllByRole('button', { name: /^试听 / })).toHaveLength(30);
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(args.loadBgm).toHaveBeenLastCalledWith(2));
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^试听 / })).toHaveLength(15));
  },
};

export const Upload: Story = {
  args: {
    onUpload: fn(async (file: File) => ({ id: 99, name: file.name.replace(/\.\w+$/, ''), filepath: '/player-fixtures/sample-b.wav', duration: 30, own: true })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /^轻快早晨\s*01:30/ });
    const file = new File([new Uint8Array([1, 2, 3])], '我的配乐.mp3', { type: 'audio/mpeg' });
    await userEvent.upload(canvas.getByLabelText('选择音乐文件'), file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ id: '99', name: '我的配乐' }));
  },
};

export const Empty: Story = {
  args: { loadBgm: pageOf([]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无数据')).toBeInTheDocument();
  },
};
