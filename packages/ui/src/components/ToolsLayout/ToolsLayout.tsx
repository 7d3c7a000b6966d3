import type { ReactNode } from 'react';
import { useActiveTabInView } from '../../private/account/useActiveTabInView';
import * as css from './ToolsLayout.css';
import { EditIcon, ImageIcon, LinkIcon, MicIcon, MusicIcon } from '../../primitives/toolIcons';
import { navigateOnClick } from '../../primitives/navigation';
import type { NavItem } from '../../primitives/navigation';

export type ToolKey = 'ocr' | 'asr' | 'rwm' | 'audioParse' | 'rewrite';

/** spec 02 §2.1: the side menu of the tools layout lists the five web tools. */
export const toolsMenu: readonly (NavItem<ToolKey> & { description: string })[] = [
  { key: 'ocr', label: '图片文字识别', href: '/aitools/ocr', loginRequired: true, description: '上传图片，识别其中的文字，一键送去配音' },
  { key: 'asr', label: '文案提取', href: '/aitools/asr-v2', loginRequired: true, description: '上传音频、视频或粘贴分享链接，把说的话变成文案' },
  { key: 'rwm', label: '视频提取', href: '/aitools/rwm', loginRequired: true, description: '粘贴视频分享链接，提取视频、封面和背景音乐' },
  { key: 'audioParse', label: '音频提取', href: '/aitools/audioParse', loginRequired: true, description: '从 MP4 视频中导出 WAV、MP3 或 M4A 音频；WAV 在浏览器中完成，不上传' },
  { key: 'rewrite', label: '智能改写', href: '/aitools/rewrite', loginRequired: true, description: '输入文案，改写成新的表达' },
];

const icons: Record<ToolKey, ReactNode> = {
  ocr: <ImageIcon size={18} />,
  asr: <MicIcon size={18} />,
  rwm: <LinkIcon size={18} />,
  audioParse: <MusicIcon size={18} />,
  rewrite: <EditIcon size={18} />,
};

export type ToolsLayoutProps = {
  /** The tool shown (aria-current="page" in the menu). */
  activeKey: ToolKey;
  /** A menu item was chosen. */
  onNavigate?: (item: NavItem<ToolKey>) => void;
  /** A page of a tool that is not in the menu (视频下载 under 视频提取). @default the active item's */
  title?: ReactNode;
  description?: ReactNode;
  /** Beside the title: a usage note, a status. */
  aside?: ReactNode;
  children: ReactNode;
};

/** The tools area: the five web tools on the left, the chosen tool on the right with its title and one line on what it does. */
export function ToolsLayout({ activeKey, onNavigate, title, description, aside, children }: ToolsLayoutProps) {
  const active = toolsMenu.find((item) => item.key === activeKey);
  const menuRef = useActiveTabInView<HTMLUListElement>(activeKey);
  return (
    <div className={css.layout}>
      <nav className={css.side} aria-label="智能工具">
        <div className={css.sideTitle}>智能工具</div>
        <ul ref={menuRef} className={css.menu}>
          {toolsMenu.map((item) => (
            <li key={item.key}>
              <a className={css.item} href={item.href} aria-current={item.key === activeKey ? 'page' : undefined} onClick={navigateOnClick(item, onNavigate)}>
                {icons[item.key]}
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className={css.main} aria-labelledby="py-tool-title">
        <header className={css.head}>
          <div>
            <h1 id="py-tool-title" className={css.title}>
              {title ?? active?.label}
            </h1>
            <p className={css.description}>{description ?? active?.description}</p>
          </div>
          {aside ? <div className={css.aside}>{aside}</div> : null}
        </header>
        {children}
      </section>
    </div>
  );
}
