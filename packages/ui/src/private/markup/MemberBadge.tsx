import { CrownIcon } from '../../primitives/icons';
import * as css from './voiceMenu.css';

/** 会员: a style only members may synthesise with (the style menu, the pickers, the anchor detail; issue 27). */
export function MemberBadge() {
  return (
    <span className={css.memberBadge} title="会员专享">
      <CrownIcon size={10} />
      会员
    </span>
  );
}
