// Tasks for the creation center stories: one of every status, fixed times, audio served by the story server.
import type { TaskListItem } from './TaskList';

const at = (day: number, hour: number, minute: number) => new Date(2026, 10, day, hour, minute).getTime();

export const storyTasks: TaskListItem[] = [
  {
    code: 'a1a1a1a1a1a1a1a1a1a1a1a1',
    title: '早间新闻',
    anchorName: '云健',
    styleName: '新闻',
    length: 128,
    createTime: at(20, 9, 5),
    status: 1,
    statusName: '合成成功',
    filepath: '/player-fixtures/sample-a.wav?name=%E6%97%A9%E9%97%B4%E6%96%B0%E9%97%BB',
    duration: 33_400,
  },
  {
    code: 'b2b2b2b2b2b2b2b2b2b2b2b2',
    title: '产品介绍',
    anchorName: '晓萱',
    styleName: '温柔',
    length: 356,
    createTime: at(21, 14, 30),
    status: 2,
    statusName: '合成中',
    filepath: null,
  },
  {
    code: 'c3c3c3c3c3c3c3c3c3c3c3c3',
    title: '睡前故事',
    anchorName: '晓萱',
    styleName: '亲切',
    length: 1024,
    createTime: at(21, 20, 45),
    status: 0,
    statusName: '排队中',
    filepath: null,
  },
  {
    code: 'd4d4d4d4d4d4d4d4d4d4d4d4',
    title: '促销口播',
    anchorName: '云扬',
    styleName: '激昂',
    length: 64,
    createTime: at(22, 8, 0),
    status: -1,
    statusName: '合成失败',
    filepath: null,
    reason: '合成过程多次中断，已停止重试，请重新提交',
  },
  {
    code: 'e5e5e5e5e5e5e5e5e5e5e5e5',
    title: '旧的任务',
    anchorName: '云健',
    styleName: '新闻',
    length: 12,
    createTime: at(1, 10, 0),
    status: 1,
    statusName: '合成成功',
    filepath: null,
  },
];
