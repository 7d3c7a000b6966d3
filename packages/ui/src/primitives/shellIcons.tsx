// Icons of the page shell on small screens (the header's menu button, the folded tool bar), in the same
// 24 × 24 line style as icons.tsx.
import { make } from './icons';

export const MenuIcon = /* @__PURE__ */ make('Menu', <path d="M4 6.5h16M4 12h16M4 17.5h16" />);
export const MoreIcon = /* @__PURE__ */ make('More', <><circle cx="5.5" cy="12" r="1.3" /><circle cx="12" cy="12" r="1.3" /><circle cx="18.5" cy="12" r="1.3" /></>);
