import type { Meta, StoryObj } from '@storybook/react-vite';
import { pressKeys } from '../../testing/realInput';
import { onScreen } from '../../testing/viewports';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TaskList } from './TaskList';
import { storyTasks } from './fixtures';

const meta = {
  title: 'Creation center/TaskList',
  component: TaskList,
  args: { tasks: storyTasks, total: storyTasks.length, page: 1, onPageChange: fn(), onDelete: fn(async () => undefined) },
} satisfies Meta<typeof TaskList>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const row = (canvasElement: HTMLElement, code: string) => within(within(canvasElement).getByTestId(`task-${code}`));

/** The finished task's player back at 0:00 after a play, so the picture does not depend on how far it got. */
async function backToStart(canvasElement: HTMLElement) {
  const done = row(canvasElement, 'a1a1a1a1a1a1a1a1a1a1a1a1');
  done.getByRole('slider', { name: '早间新闻 播放进度' }).focus();
  await pressKeys('{Home}');
  await waitFor(() => expect(done.getByTestId('player-time')).toHaveTextContent('0:00 / 0:33'));
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

export const Statuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // a card per task (issue 27), in the list's order
    const cards = within(canvas.getByRole('list', { name: '配音任务' })).getAllByRole('listitem');
    await expect(cards.map((card) => card.dataset.testid)).toEqual(storyTasks.map((task) => `task-${task.code}`));
    // finished with a file: play and download, the link names the file after the title
    const done = row(canvasElement, 'a1a1a1a1a1a1a1a1a1a1a1a1');
    await expect(done.getByRole('button', { name: '播放 早间新闻' })).toHaveAttribute('data-state', 'idle');
    const link = done.getByRole('link', { name: '下载' });
    await expect(link).toHaveAttribute('href', storyTasks[0]!.filepath);
    await expect(link).toHaveAttribute('download', '早间新闻');
    await expect(done.getByText('2026-11-20 09:05')).toBeInTheDocument();
    // its length, and a player with a scrubber (issue 27)
    await expect(done.getByTestId('task-duration')).toHaveTextContent('0:33');
    await expect(done.getByLabelText('时长 0:33')).toBeInTheDocument();
    await expect(done.getByRole('slider', { name: '早间新闻 播放进度' })).toBeInTheDocument();
    // a task being synthesised shows how far it is
    await expect(row(canvasElement, 'b2b2b2b2b2b2b2b2b2b2b2b2').getByTestId('task-progress')).toHaveTextContent('已合成 3/8 句');
    // other statuses: the server's name, no player, no download
    for (const [code, name] of [
      ['b2b2b2b2b2b2b2b2b2b2b2b2', '合成中'],
      ['c3c3c3c3c3c3c3c3c3c3c3c3', '排队中'],
      ['d4d4d4d4d4d4d4d4d4d4d4d4', '合成失败'],
    ] as const) {
      const other = row(canvasElement, code);
      await expect(other.getByText(name)).toBeInTheDocument();
      await expect(other.queryByRole('link', { name: '下载' })).toBeNull();
      await expect(other.queryByRole('button', { name: /^播放/ })).toBeNull();
    }
    // a failed task says why
    await expect(row(canvasElement, 'd4d4d4d4d4d4d4d4d4d4d4d4').getByText('合成过程多次中断，已停止重试，请重新提交')).toBeInTheDocument();
    // each status value has its own style
    const styles = ['合成成功', '合成中', '排队中', '合成失败'].map((name) => canvas.getAllByText(name)[0]!.className);
    await expect(new Set(styles).size).toBe(4);
  },
};

export const CustomDownloadHref: Story = {
  args: { downloadHref: (task) => `${task.filepath}&download=1` },
  play: async ({ canvasElement }) => {
    const link = row(canvasElement, 'a1a1a1a1a1a1a1a1a1a1a1a1').getByRole('link', { name: '下载' });
    await expect(link.getAttribute('href')).toMatch(/&download=1$/);
  },
};

/** A finished task offers its subtitles (SRT) beside the audio when the page can fetch them. */
export const SubtitleDownload: Story = {
  args: { onDownloadSubtitle: fn() },
  play: async ({ canvasElement, args }) => {
    const done = row(canvasElement, 'a1a1a1a1a1a1a1a1a1a1a1a1');
    await userEvent.click(done.getByRole('button', { name: '下载字幕 早间新闻' }));
    await expect(args.onDownloadSubtitle).toHaveBeenCalledWith(expect.objectContaining({ code: 'a1a1a1a1a1a1a1a1a1a1a1a1' }));
    // only finished tasks have subtitles
    await expect(within(canvasElement).getAllByRole('button', { name: /^下载字幕/ })).toHaveLength(within(canvasElement).getAllByRole('link', { name: '下载' }).length);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** On a phone the card's actions, 字幕 included, stay inside it. */
export const SubtitleDownloadOnPhone: Story = {
  ...onScreen('phone'),
  args: { onDownloadSubtitle: fn() },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const done = within(canvasElement).getByTestId('task-a1a1a1a1a1a1a1a1a1a1a1a1');
    const card = done.getBoundingClientRect();
    for (const control of [within(done).getByRole('button', { name: '下载字幕 早间新闻' }), within(done).getByRole('button', { name: '删除 早间新闻' })]) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
    }
  },
};

export const MissingFile: Story = {
  play: async ({ canvasElement }) => {
    const old = row(canvasElement, 'e5e5e5e5e5e5e5e5e5e5e5e5');
    await expect(old.queryByRole('link')).toBeNull();
    await userEvent.click(old.getByRole('button', { name: '下载' }));
    // spec 02 §8: 下载失败 / 文件地址为空
    const alert = within(await body(canvasElement).findByRole('alertdialog', { name: '下载失败' }));
    await expect(alert.getByText('文件地址为空')).toBeInTheDocument();
  },
};

export const Plays: Story = {
  play: async ({ canvasElement }) => {
    const player = row(canvasElement, 'a1a1a1a1a1a1a1a1a1a1a1a1').getByRole('button', { name: '播放 早间新闻' });
    await userEvent.click(player);
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'playing'), { timeout: 5000 });
    await userEvent.click(player);
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'idle'));
    await backToStart(canvasElement);
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(row(canvasElement, 'b2b2b2b2b2b2b2b2b2b2b2b2').getByRole('button', { name: '删除 产品介绍' }));
    const question = within(await body(canvasElement).findByRole('alertdialog', { name: '删除任务' }));
    // spec 02 §2.6: the question starts with 该操作无法撤销
    await expect(question.getByText(/^该操作无法撤销/)).toBeInTheDocument();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(row(canvasElement, 'b2b2b2b2b2b2b2b2b2b2b2b2').getByRole('button', { name: '删除 产品介绍' }));
    const question = within(await body(canvasElement).findByRole('alertdialog', { name: '删除任务' }));
    await userEvent.click(question.getByRole('button', { name: '确定' }));
    await expect(args.onDelete).toHaveBeenCalledWith(storyTasks[1]);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(row(canvasElement, 'c3c3c3c3c3c3c3c3c3c3c3c3').getByRole('button', { name: '删除 睡前故事' }));
    const question = within(await body(canvasElement).findByRole('alertdialog', { name: '删除任务' }));
    await userEvent.click(question.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Paged: Story = {
  args: { total: 40, page: 2 },
  play: async ({ canvasElement, args }) => {
    const pager = within(within(canvasElement).getByRole('navigation', { name: '分页' }));
    // 40 tasks at 13 a page (spec 02 §9) make 4 pages
    await expect(pager.getByRole('button', { name: '第 4 页' })).toBeInTheDocument();
    await expect(pager.queryByRole('button', { name: '第 5 页' })).toBeNull();
    await expect(pager.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pager.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Empty: Story = {
  args: { tasks: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { tasks: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
    await expect(within(canvasElement).queryByText('暂无数据')).toBeNull();
  },
};

/** A task with a cover set from AI drawing (设为作品封面) shows the picture before its title. */
export const WithCover: Story = {
  args: { tasks: [{ ...storyTasks[0]!, cover: '/draw-styles/ink.png' }, storyTasks[1]!], total: 2 },
  play: async ({ canvasElement }) => {
    const withCover = row(canvasElement, storyTasks[0]!.code);
    await expect(withCover.getByRole('img', { name: `${storyTasks[0]!.title} 的封面` })).toHaveAttribute('src', '/draw-styles/ink.png');
    await expect(row(canvasElement, storyTasks[1]!.code).queryByRole('img', { name: /的封面$/ })).toBeNull();
  },
};

/** A phone: every card inside the screen (title and delete on top, the fields under it, then the player and the
 * download), the player and the download link reachable by touch. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const done = within(canvasElement).getByTestId('task-a1a1a1a1a1a1a1a1a1a1a1a1');
    const card = done.getBoundingClientRect();
    await expect(card.width).toBeLessThanOrEqual(390);
    const player = within(done).getByRole('button', { name: '播放 早间新闻' });
    const link = within(done).getByRole('link', { name: '下载' });
    const remove = within(done).getByRole('button', { name: '删除 早间新闻' });
    for (const control of [player, link, remove]) {
      const box = control.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(card.right);
      await expect(box.left).toBeGreaterThanOrEqual(card.left);
    }
    await expect(within(done).getByText('云健')).toBeVisible();
    await userEvent.click(player);
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'playing'));
    await userEvent.click(player);
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'idle'));
    await backToStart(canvasElement);
  },
};

/** A tablet: a long title is cut with … inside its card. */
export const OnTablet: Story = {
  ...onScreen('tablet'),
  args: { tasks: [{ ...storyTasks[0]!, title: '春季新品发布会开场白与产品介绍完整版（第二稿，含嘉宾致辞）' }, ...storyTasks.slice(1)] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(768);
  },
};

export const OnDesktop: Story = {
  ...onScreen('desktop'),
};
