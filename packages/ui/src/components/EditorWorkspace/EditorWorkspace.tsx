import type { ReactNode } from 'react';
import * as css from './EditorWorkspace.css';

export type EditorWorkspaceProps = {
  /** ← 创作中心 and the work's title (`WorkTitle`): a row of their own on a phone. */
  title: ReactNode;
  /** Links to the studio's other pages (AI绘画, 使用教程): left out on a phone, where the header's menu has them. */
  links?: ReactNode;
  /** The script's actions (导入字幕, 保存草稿, 保存主播, 立即合成): in a row on a desktop and a tablet, a 2 × 2 grid of
   * equal buttons on a phone. An element with `role="note"` among them takes a row of its own there. */
  actions: ReactNode;
  /** The voice the script is read with: the anchor's avatar and name, its style, 收藏, 切换主播. */
  voice: ReactNode;
  /** The voice panel's 声音 button (`VoiceSheet`): shown below a desktop's width, where the panel is not beside the
   * script. */
  voiceSheet?: ReactNode;
  /** Tools for the script after the voice: 一键分配角色, 发音词典, a spinner while the script loads. */
  scriptTools?: ReactNode;
  /** The markup toolbar (`EditorToolbar`): kept at the top of the screen, under the header, however long the script. */
  toolbar: ReactNode;
  /** A notice over the hint (`EditorPhoneNotice`). */
  notice?: ReactNode;
  /** The hint under the toolbar, in small muted type. */
  hint?: ReactNode;
  /** An offer under the hint (`UnsavedCopyBanner`). */
  offer?: ReactNode;
  /** The script (`SsmlEditor`): it grows to fill the screen. */
  script: ReactNode;
  /** Under the script: the sentence timeline (`SentenceTimeline`). */
  timeline?: ReactNode;
  /** The bottom bar (`EditorFooter`): kept on the screen's bottom edge. */
  bottomBar: ReactNode;
  /** The voice panel (`VoicePanel`): a column beside the script on a desktop, left out below (`voiceSheet` opens it
   * there). */
  voicePanel?: ReactNode;
  /** What the workspace opens over itself: dialogs, pop-ups. */
  children?: ReactNode;
};

/**
 * The editor's workspace (工作区, issue 27): the whole screen under the app's header given to one script. A top bar
 * with the title and the actions; a panel with the voice, the markup toolbar that stays in view while a long script
 * scrolls, the script growing to the screen's height, the timeline, and the bottom bar on the screen's bottom edge;
 * the voice panel beside it on a desktop, behind its 声音 button on a tablet and a phone. It holds no state: every
 * part is a slot the page fills.
 */
export function EditorWorkspace({
  title,
  links,
  actions,
  voice,
  voiceSheet,
  scriptTools,
  toolbar,
  notice,
  hint,
  offer,
  script,
  timeline,
  bottomBar,
  voicePanel,
  children,
}: EditorWorkspaceProps) {
  return (
    <div className={css.workspace} data-testid="editor-workspace">
      <div className={css.topBar}>
        <div className={css.titleRow}>{title}</div>
        <span className={css.spacer} />
        {links ? <span className={css.links}>{links}</span> : null}
        {actions}
      </div>
      <div className={css.panel}>
        <div className={css.voiceBar}>
          {voice}
          {voiceSheet ? <span className={css.voiceSheet}>{voiceSheet}</span> : null}
          {scriptTools}
        </div>
        <div className={css.toolbar} data-testid="editor-toolbar">
          {toolbar}
        </div>
        {notice}
        {hint ? <div className={css.hint}>{hint}</div> : null}
        {offer}
        <div className={css.script}>{script}</div>
        {timeline}
        <div className={css.bottomBar}>{bottomBar}</div>
      </div>
      {voicePanel ? <div className={css.voicePanel}>{voicePanel}</div> : null}
      {children}
    </div>
  );
}
