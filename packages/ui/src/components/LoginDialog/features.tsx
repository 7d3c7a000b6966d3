import type { ReactNode } from 'react';

// Line icons for the feature list (24 grid, currentColor), drawn for this panel.
const icon = (paths: ReactNode) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
    {paths}
  </svg>
);

/** The left panel's feature list (spec 01 §2 "Login dialog"). */
export const loginFeatures: ReadonlyArray<{ title: string; detail: string; icon: ReactNode }> = [
  {
    title: '智能语音合成',
    detail: '多情绪、多风格，自然如真人',
    icon: icon(<><path d="M4 10v4M8 7v10M12 4v16M16 8v8M20 11v2" /></>),
  },
  {
    title: '海量AI主播',
    detail: '男声女声童声，覆盖各类场景',
    icon: icon(<><circle cx="9" cy="8" r="3.5" /><path d="M2.5 19.5c.7-3.4 3.3-5.5 6.5-5.5s5.8 2.1 6.5 5.5" /><path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14.4c1.6.9 2.7 2.6 3 5.1" /></>),
  },
  {
    title: '文案提取',
    detail: '图片、音频一键转文字',
    icon: icon(<><path d="M6 3.5h9l4 4v13H6z" /><path d="M14.5 3.5v4.5h4.5M9 12h7M9 15.5h5" /></>),
  },
  {
    title: '视频提取',
    detail: '粘贴链接，提取视频文案与音频',
    icon: icon(<><rect x="3" y="5.5" width="18" height="13" rx="2.5" /><path d="M10.5 9.5l4 2.5-4 2.5z" /></>),
  },
  {
    title: '多平台',
    detail: '网页、App、小程序随时创作',
    icon: icon(<><rect x="2.5" y="4.5" width="14" height="10" rx="1.8" /><path d="M6 18.5h7" /><rect x="17.5" y="8.5" width="4" height="11" rx="1.2" /></>),
  },
];
