import * as css from './InvitePanel.css';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { QrCode } from '../../primitives/QrCode';
import { Spinner } from '../../primitives/Spinner';
import { Stack, Inline } from '../../primitives/Stack';

/** What the invite page shows (as /api/user/inviter/summary answers, with the link the app builds). */
export type InviteSummaryView = {
  code: string;
  invitedCount: number;
  rewardedCount: number;
  rewardDays: number;
  rule: { inviterDays: number; inviteeDays: number; vipName: string };
  friends: ReadonlyArray<{ nickname: string; joinTime: number; rewarded: boolean }>;
};

export type InvitePanelProps = {
  /** null while it loads. */
  summary: InviteSummaryView | null;
  /** The invitation link (opens the site with the code filled in at registration). */
  link: string;
  /** 复制链接 was pressed. */
  onCopy: (link: string) => void;
};

/** 2026-02-04 in Beijing time. */
const formatDate = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * The invite-friends page (/inviter): the rule (what inviter and friend receive, once, at the friend's first
 * payment), the user's code and link with its QR, how many friends joined and what was received.
 */
export function InvitePanel({ summary, link, onCopy }: InvitePanelProps) {
  if (!summary) return <Spinner size={24} label="正在加载邀请信息" />;
  const { rule } = summary;
  return (
    <Stack gap="5">
      <section className={css.hero} aria-labelledby="invite-title">
        <div>
          <h2 id="invite-title" className={css.title}>
            邀请好友，一起开通会员
          </h2>
          <p className={css.rule} data-testid="invite-rule">
            好友通过你的链接或邀请码注册，首次开通会员后，你获得 <span className={css.highlight}>{rule.inviterDays} 天{rule.vipName}</span>
            {rule.inviteeDays > 0 ? (
              <>
                ，好友额外获得 <span className={css.highlight}>{rule.inviteeDays} 天</span>
              </>
            ) : null}
            。每位好友只奖励一次。
          </p>
          <Inline gap="3" wrap>
            <span className={css.codeLabel}>我的邀请码</span>
            <span className={css.code} data-testid="invite-code">
              {summary.code}
            </span>
          </Inline>
          <div className={css.link}>
            <span className={css.linkText} title={link} data-testid="invite-link">
              {link}
            </span>
            <Button size="sm" round variant="vip" onClick={() => onCopy(link)}>
              复制链接
            </Button>
          </div>
        </div>
        <div className={css.qr}>
          <QrCode value={link} size={132} label="邀请链接二维码" />
          微信扫码分享给好友
        </div>
      </section>
      <div className={css.stats}>
        <div className={css.stat}>
          <span className={css.statValue} data-testid="invited-count">
            {summary.invitedCount}
          </span>
          <span className={css.statLabel}>已邀请好友</span>
        </div>
        <div className={css.stat}>
          <span className={css.statValue} data-testid="rewarded-count">
            {summary.rewardedCount}
          </span>
          <span className={css.statLabel}>好友已开通</span>
        </div>
        <div className={css.stat}>
          <span className={css.statValue} data-testid="reward-days">
            {summary.rewardDays} 天
          </span>
          <span className={css.statLabel}>获得{rule.vipName}</span>
        </div>
      </div>
      {summary.friends.length > 0 ? (
        <section aria-label="我邀请的好友">
          <h3 className={css.sectionTitle}>我邀请的好友</h3>
          <ul className={css.friends}>
            {summary.friends.map((f, index) => (
              <li key={`${f.nickname}-${f.joinTime}-${index}`} className={css.friend}>
                <span className={css.friendName}>{f.nickname}</span>
                <span className={css.friendTime}>{formatDate(f.joinTime)} 注册</span>
                <Badge tone={f.rewarded ? 'success' : 'neutral'}>{f.rewarded ? '已奖励' : '待首次开通'}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Stack>
  );
}
