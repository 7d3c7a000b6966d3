import * as css from './AboutUs.css';
import { QrCode } from '../../primitives/QrCode';
import { ClockIcon } from '../../primitives/icons';
import { navigateOnClick } from '../../primitives/navigation';
import type { NavItem } from '../../primitives/navigation';
import type { QrEntry } from '../RightToolbar';
import { LogoMark } from '../../assets/LogoMark';
import { Stack, Inline } from '../../primitives/Stack';

/** spec 01 §2 static pages linked from the about block. */
export const agreementLinks: readonly NavItem[] = [
  { key: 'user', label: '用户协议', href: '/agreement/user' },
  { key: 'privacy', label: '隐私政策', href: '/agreement/privacy' },
  { key: 'thirdParty', label: '第三方信息共享清单', href: '/agreement/third-party' },
  { key: 'member', label: '会员服务协议', href: '/agreement/member' },
  { key: 'subscription', label: '自动续费服务协议', href: '/agreement/subscription' },
];

/** spec 01 §9. */
export const WORKING_HOURS = '9:00-18:00 周一至周五';

export type AboutUsProps = {
  /** @default agreementLinks */
  links?: readonly NavItem[];
  /** Service WeChat QR codes. */
  serviceQrs: readonly QrEntry[];
  /** App download QR codes: iOS, Android, mini-program (spec 01 §2). */
  appQrs: readonly QrEntry[];
  onNavigate?: (item: NavItem) => void;
};

function QrFigure({ entry }: { entry: QrEntry }) {
  return (
    <Stack as="figure" gap="2" align="center" marginX="0" marginY="0">
      <div className={css.qrFrame}>
        <QrCode value={entry.value} size={88} label={`${entry.label}二维码`} />
      </div>
      <figcaption className={css.qrCaption}>{entry.label}</figcaption>
    </Stack>
  );
}

/** The about-us block at the bottom of the home page. */
export function AboutUs({ links = agreementLinks, serviceQrs, appQrs, onNavigate }: AboutUsProps) {
  return (
    <section className={css.section} aria-label="关于我们">
      <div className={css.column}>
        <div className={css.brand}>
          <LogoMark size={28} />
          配音 Peiyin
        </div>
        <p className={css.intro}>开源的中文 AI 配音工作台：多位风格各异的 AI 主播、细致的停顿与读音标注、一键合成高清音频，服务自媒体、视频创作者与企业。</p>
        <ul className={css.links}>
          {links.map((item) => (
            <li key={item.key}>
              <a className={css.link} href={item.href} onClick={navigateOnClick(item, onNavigate)}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className={css.column}>
        <div className={css.columnTitle}>联系客服</div>
        {serviceQrs.length > 0 ? (
          <Inline gap="4" align="stretch" wrap>
            {serviceQrs.map((entry) => (
              <QrFigure key={entry.value} entry={entry} />
            ))}
          </Inline>
        ) : null}
        <div className={css.hours}>
          <ClockIcon size={14} />
          工作时间：{WORKING_HOURS}
        </div>
      </div>
      {appQrs.length > 0 ? (
        <div className={css.column}>
          <div className={css.columnTitle}>下载 App</div>
          <Inline gap="4" align="stretch" wrap>
            {appQrs.map((entry) => (
              <QrFigure key={entry.value} entry={entry} />
            ))}
          </Inline>
        </div>
      ) : null}
    </section>
  );
}
