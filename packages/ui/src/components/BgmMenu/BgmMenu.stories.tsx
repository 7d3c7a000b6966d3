import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyBgm } from '../../testing/markup/storyData';
import type { QueryAnswer } from '../../query';
import { BgmMenu, type BgmMenuProps, type BgmPage, type BgmTrack } from './BgmMenu';

const seeded: BgmTrack[] = storyBgm.slice(0, 6);
const own: BgmTrack[] = [
  { id: 101, name: '我的片头曲', filepath: storyBgm[0]!.filepath, duration: 42, own: true },
  { id: 102, name: '店铺广告配乐', filepath: storyBgm[1]!.filepath, duration: 75, own: true },
];

type Library = { tracks: readonly BgmTrack[]; status?: 'ready' | 'loading' | 'failed' };

/// The page's part, as apps/web does it with its query hooks: it holds the page number and the tracks,
/// and an upload or delete changes them. The menu itself only shows what it is given.
function Page({ library, ...props }: Omit<BgmMenuProps, 'tracks' | 'page' | 'onPageChange'> & { library: Library; onPage?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  const [tracks, setTracks] = useState(library.tracks);
  const state: QueryAnswer<BgmPage> =
    library.status === 'loading'
      ? { status: 'pending', data: undefined }
      : library.status === 'failed'
        ? { status: 'error', data: undefined }
        : { status: 'success', data: { total: tracks.length, list: tracks.slice((page - 1) * 30, page * 30) } };
  const used = tracks.filter((track) => track.own).length;
  return (
    <BgmMenu
      {...props}
      tracks={state}
      page={page}
      onPageChange={(next) => {
        props.onPage?.(next);
        setPage(next);
      }}
      quota={props.onUpload ? { used, limit: 50 } : undefined}
      onUpload={
        props.onUpload &&
        (async (file) => {
          const track = await props.onUpload!(file);
          setTracks((all) => [...all, track]);
          return track;
        })
      }
      onDelete={
        props.onDelete &&
        (async (track) => {
          await props.onDelete!(track);
          setTracks((all) => all.filter((t) => t.id !== track.id));
        })
      }
    />
  );
}

const meta = {
  title: 'Editor/Voice/BgmMenu',
  component: Page,
  args: { library: { tracks: seeded }, value: null, onChange: fn(), onClose: fn() },
  decorators: [(Story) => <div style={{ width: 'fit-content', border: '1px solid #e6e8f0', borderRadius: 12, background: '#fff' }}><Story /></div>],
} satisfies Meta<typeof Page>;
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
  args: { library: { tracks: storyBgm }, onPage: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /^轻快早晨\s*01:30/ });
    // spec 02 §9: 30 a page
    await expect(canvas.getAllByRole('button', { name: /^试听 / })).toHaveLength(30);
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPage).toHaveBeenLastCalledWith(2);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^试听 / })).toHaveLength(15));
  },
};

export const Loading: Story = {
  args: { library: { tracks: [], status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { library: { tracks: [], status: 'failed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('背景音乐加载失败')).toBeInTheDocument();
  },
};

export const Upload: Story = {
  args: {
    onUpload: fn(async (file: File) => ({ id: 99, name: file.name.replace(/\.\w+$/, ''), filepath: '/player-fixtures/sample-b.wav', duration: 30, own: true })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /^轻快早晨\s*01:30/ });
    await expect(canvas.getByLabelText('已上传0首，最多50首')).toBeInTheDocument();
    const file = new File([new Uint8Array([1, 2, 3])], '我的配乐.mp3', { type: 'audio/mpeg' });
    await userEvent.upload(canvas.getByLabelText('选择音乐文件'), file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
    await expect(await canvas.findByRole('button', { name: /^我的配乐/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('已上传1首，最多50首')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ id: '99', name: '我的配乐' }));
  },
};

/** The user's uploads carry 我的上传 and a delete action (seeded tracks have none), which asks in the row first. */
export const OwnUploads: Story = {
  args: { library: { tracks: [...seeded, ...own] }, onUpload: fn(), onDelete: fn(async () => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^我的片头曲\s*00:42 · 我的上传/ })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^删除 / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      '删除 我的片头曲',
      '删除 店铺广告配乐',
    ]);
    const last = canvas.getByRole('button', { name: '删除 店铺广告配乐' });
    last.scrollIntoView({ block: 'end' });
    await userEvent.click(last);
    await expect(canvas.getByRole('group', { name: '确认删除 店铺广告配乐' })).toBeVisible();
  },
};

/** Delete asks in the row first; 取消 keeps the track, 删除 removes it (and its selection). */
export const DeleteOwn: Story = {
  args: {
    library: { tracks: [...seeded, ...own] },
    value: { id: '101', name: '我的片头曲', src: own[0]!.filepath, volume: 50, fadein: 0, fadeout: 0 },
    onDelete: fn(async () => {}),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '删除 我的片头曲' }));
    const ask = canvas.getByRole('group', { name: '确认删除 我的片头曲' });
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '删除 我的片头曲' }));
    await userEvent.click(within(canvas.getByRole('group', { name: '确认删除 我的片头曲' })).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(own[0]);
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^我的片头曲/ })).not.toBeInTheDocument());
    // the deleted track was the one chosen: nothing is chosen now
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择背景音乐');
  },
};

/** A refused delete keeps the track and says why. */
export const DeleteFails: Story = {
  args: {
    library: { tracks: [...seeded, ...own] },
    onDelete: fn(async () => {
      throw new Error('背景音乐不存在');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '删除 店铺广告配乐' }));
    await userEvent.click(within(canvas.getByRole('group', { name: '确认删除 店铺广告配乐' })).getByRole('button', { name: '删除' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('背景音乐不存在');
    await expect(canvas.getByRole('button', { name: /^店铺广告配乐/ })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { library: { tracks: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无数据')).toBeInTheDocument();
  },
};
