import { make } from '../../primitives/icons';

/** A framed picture: 设为作品封面. */
export const CoverIcon = /* @__PURE__ */ make(
  'Cover',
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <path d="M3.5 16l5-4.5 4 3.5 3-2.5 5 4" />
    <circle cx="15.5" cy="9" r="1.6" />
  </>,
);

/** A magnifier: 预览. */
export const ZoomIcon = /* @__PURE__ */ make(
  'Zoom',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5M11 8.5v5M8.5 11h5" />
  </>,
);
