// The document title of each route (issue 27: every route had the same title, so tabs, history and bookmarks could
// not tell the pages apart). Exact paths first, then the longest prefix; the editor adds the work's title itself.

import { atom } from 'jotai';

export const SITE_NAME = '配音 Peiyin';

/// Page name by path; a path not listed takes its longest listed prefix (`/aitools/ocr` → `/aitools/ocr`,
/// `/account/x` → `/account`).
export const pageTitles: Record<string, string> = {
  '/': 'AI 配音工作室',
  '/home': 'AI 配音工作室',
  '/anchors': 'AI配音 · 主播库',
  '/samples': 'AI样音',
  '/draws': 'AI绘画',
  '/gpt': 'AI写作',
  '/gpt/prompts': '魔法提示词库',
  '/gpt/inspiration': '灵感中心',
  '/gpt/inspiration/apply': '灵感创作',
  '/tools': '智能工具',
  '/aitools/ocr': '图片文字识别',
  '/aitools/asr-v2': '文案提取',
  '/aitools/rwm': '视频提取',
  '/aitools/audioParse': '音频提取',
  '/aitools/blobDownloader': '视频下载',
  '/aitools/rewrite': '智能改写',
  '/aitools': '智能工具',
  '/creation': '配音编辑器',
  '/creationCenter': '创作中心',
  '/pronunciation': '发音词典',
  '/account/userinfo': '账户信息',
  '/account/password': '设置密码',
  '/account/trade_flow': '消费记录',
  '/account/inviter': '绑定邀请码',
  '/account/apikeys': 'API 密钥',
  '/account': '个人中心',
  '/inviter': '邀请好友',
  '/download': '下载',
  '/about': '关于我们',
  '/help': '帮助中心',
  '/protocol': '用户协议',
  '/privacy': '隐私政策',
  '/third-party': '第三方信息共享清单',
  '/member-agreement': '会员服务协议',
  '/subscription-agreement': '自动续费服务协议',
  '/pay/result': '支付结果',
  '/test': '测试页',
};

/// The page name of a path, or null for one the studio does not have (the 404 page names itself).
export function pageNameOf(pathname: string): string | null {
  let path = pathname;
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  for (;;) {
    const name = pageTitles[path];
    if (name !== undefined) return name;
    const cut = path.lastIndexOf('/');
    if (cut <= 0) return null;
    path = path.slice(0, cut);
  }
}

/// What a page adds before its name (the editor: the work's title); set by the page, cleared when it goes.
export const titleDetailAtom = atom<string | null>(null);

/// `页面 - 配音 Peiyin`; `detail` (a work's title) goes first when given.
export function documentTitle(pathname: string, detail?: string | null): string {
  const name = pageNameOf(pathname) ?? '页面不存在';
  return [detail, name, SITE_NAME].filter(Boolean).join(' - ');
}
