import type { ReactNode } from 'react';
import * as css from './ToolsHub.css';
import { EditIcon, ImageIcon, LinkIcon, MicIcon, MusicIcon } from '../../primitives/toolIcons';
import { PhoneIcon } from '../../primitives/icons';
import { navigateOnClick } from '../../primitives/navigation';
import type { NavItem } from '../../primitives/navigation';

export type ToolsHubKey = 'rwm' | 'asr' | 'rewrite' | 'ocr' | 'audioParse';

type HubCard = NavItem<ToolsHubKey> & { description: string; hot?: boolean; icon: ReactNode };

/** spec 02 §2.1: the hub's cards in order; the first three are 热门. */
export const toolsHubCards: readonly HubCard[] = [
  { key: 'rwm', label: '视频提取', href: '/aitools/rwm', loginRequired: true, hot: true, description: '粘贴分享链接，提取视频、封面和音乐', icon: <LinkIcon size={24} /> },
  { key: 'asr', label: '文案提取', href: '/aitools/asr-v2', loginRequired: true, hot: true, description: '音频、视频里说的话，变成可编辑的文案', icon: <MicIcon size={24} /> },
  { key: 'rewrite', label: '智能改写', href: '/aitools/rewrite', loginRequired: true, hot: true, description: '一段文案，改写出新的表达', icon: <EditIcon size={24} /> },
  { key: 'ocr', label: '图片文字识别', href: '/aitools/ocr', loginRequired: true, description: '拍照或截图里的文字，一键送去配音', icon: <ImageIcon size={24} /> },
  { key: 'audioParse', label: '音频提取', href: '/aitools/audioParse', loginRequired: true, description: '从 MP4 视频导出 WAV、MP3 或 M4A 音频', icon: <MusicIcon size={24} /> },
];

export type ToolsHubProps = {
  onNavigate?: (item: NavItem<ToolsHubKey>) => void;
  /** 提词器 is in the mobile app: the page shows the app's download QR. */
  onTeleprompter: () => void;
};

/** /tools: every smart tool as a card, and 提词器, which lives in the app. */
export function ToolsHub({ onNavigate, onTeleprompter }: ToolsHubProps) {
  return (
    <section className={css.root} aria-labelledby="py-tools-hub">
      <h1 id="py-tools-hub" className={css.title}>
        智能工具
      </h1>
      <p className={css.lead}>把图片、录音、视频里的文字变成配音文案，几步就好。</p>
      <ul className={css.grid}>
        {toolsHubCards.map((card) => (
          <li key={card.key}>
            <a className={css.card} href={card.href} onClick={navigateOnClick(card, onNavigate)}>
              <span className={css.icon} aria-hidden>
                {card.icon}
              </span>
              <span className={css.name}>
                {card.label}
                {card.hot ? <span className={css.hot}>热门</span> : null}
              </span>
              <span className={css.description}>{card.description}</span>
            </a>
          </li>
        ))}
        <li>
          <button type="button" className={css.card} onClick={onTeleprompter}>
            <span className={css.icon} aria-hidden>
              <PhoneIcon size={24} />
            </span>
            <span className={css.name}>提词器</span>
            <span className={css.description}>在手机 App 中使用，扫码下载</span>
          </button>
        </li>
      </ul>
    </section>
  );
}
