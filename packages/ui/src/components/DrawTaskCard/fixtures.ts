// Drawing tasks for the stories: one per state, fixed times, pictures served by Storybook (the style previews
// stand in for drawn pictures).
import type { DrawTaskData } from './drawTask';

const at = (day: number, hour: number, minute: number) => new Date(2026, 10, day, hour, minute).getTime();
const picture = (slug: string) => ({ url: `/draw-styles/${slug}.png`, downloadUrl: `/draw-styles/${slug}.png?download=1` });

const base = {
  paramRefImg: null,
  paramRefMode: 'refonly',
  paramRefStrength: 0.5,
  notes: [],
} as const;

export const doneTall: DrawTaskData = {
  ...base,
  taskCode: 'a1a1a1a1a1a1a1a1a1a1a1a1',
  createTime: at(20, 9, 5),
  styleName: '国风水墨',
  paramSize: '720*1280',
  paramNum: 2,
  paramPrompt: '清晨的江南水乡，小桥流水，薄雾笼罩，一只乌篷船缓缓驶过',
  paramRefImg: '/draw-styles/photo.png',
  paramRefMode: 'repaint',
  paramRefStrength: 0.35,
  taskStatus: 2,
  taskStatusText: '已完成',
  imageList: [picture('ink'), picture('watercolor')],
};

export const doneSquare: DrawTaskData = {
  ...base,
  taskCode: 'b2b2b2b2b2b2b2b2b2b2b2b2',
  createTime: at(19, 21, 40),
  styleName: '3D 卡通',
  paramSize: '1024*1024',
  paramNum: 4,
  paramPrompt: '一只戴着耳机的小熊在录音棚里配音，温暖的灯光，可爱',
  taskStatus: 2,
  taskStatusText: '已完成',
  imageList: [picture('cartoon3d'), picture('clay'), picture('anime'), picture('flat')],
};

export const doneWide: DrawTaskData = {
  ...base,
  taskCode: 'c3c3c3c3c3c3c3c3c3c3c3c3',
  createTime: at(18, 16, 12),
  styleName: '赛博朋克',
  paramSize: '1280*720',
  paramNum: 2,
  paramPrompt: '雨夜的未来城市，霓虹灯招牌倒映在湿漉漉的街道上，电影感',
  paramRefImg: '/draw-styles/poster.png',
  taskStatus: 2,
  taskStatusText: '已完成',
  imageList: [picture('cyberpunk'), picture('pixel')],
  notes: ['绘画服务没有 ControlNet 的 reference_only，参考图片模式改用图生图（较高重绘幅度）'],
};

export const queued: DrawTaskData = {
  ...base,
  taskCode: 'd4d4d4d4d4d4d4d4d4d4d4d4',
  createTime: at(21, 10, 0),
  styleName: '油画',
  paramSize: '720*1280',
  paramNum: 2,
  paramPrompt: '向日葵花田里的少女，午后阳光',
  taskStatus: 0,
  taskStatusText: '排队中，前面还有 2 个任务',
  imageList: [],
};

export const running: DrawTaskData = {
  ...base,
  taskCode: 'e5e5e5e5e5e5e5e5e5e5e5e5',
  createTime: at(21, 10, 2),
  styleName: '写实摄影',
  paramSize: '1280*720',
  paramNum: 1,
  paramPrompt: '海边日落，金色的光洒在沙滩上',
  taskStatus: 1,
  taskStatusText: '生成中，预计需要 10s-30s',
  imageList: [],
};

export const failed: DrawTaskData = {
  ...base,
  taskCode: 'f6f6f6f6f6f6f6f6f6f6f6f6',
  createTime: at(17, 8, 30),
  styleName: '像素风',
  paramSize: '1024*1024',
  paramNum: 4,
  paramPrompt: '复古游戏风格的城堡和骑士',
  taskStatus: 3,
  taskStatusText: '绘画服务显存不足，请减少张数或尺寸后重试',
  imageList: [],
};

export const storyDrawTasks: DrawTaskData[] = [running, queued, doneTall, doneSquare, doneWide, failed];
