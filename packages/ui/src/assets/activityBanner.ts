/**
 * Our own artwork for the top activity banner (spec 01 §2), as a data URI so stories and the
 * server seed can show a real image without a network request. 1920 × 80, content centred so
 * it survives `object-fit: cover` on narrow windows.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 80" width="1920" height="80">
<defs>
<linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#2f2494"/><stop offset="0.5" stop-color="#5b4cf0"/><stop offset="1" stop-color="#2f2494"/></linearGradient>
<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffeab5"/><stop offset="1" stop-color="#f1b548"/></linearGradient>
</defs>
<rect width="1920" height="80" fill="url(#b)"/>
<g fill="#fff" opacity="0.08"><circle cx="520" cy="-20" r="90"/><circle cx="1420" cy="110" r="100"/><circle cx="1300" cy="6" r="30"/></g>
<g fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round">
<path d="M560 40h8M576 30v20M588 22v36M600 30v20M612 36v8"/><path d="M1400 36v8M1412 30v20M1424 22v36M1436 30v20M1448 40h8"/>
</g>
<path d="M636 26l9 8 8-13 8 13 9-8-4 22h-26z" fill="url(#g)"/>
<text x="684" y="50" font-family="PingFang SC, Noto Sans CJK SC, Microsoft YaHei, sans-serif" font-size="26" font-weight="700" fill="#fff">会员限时特惠 · 全场主播畅享 48k 高清音质</text>
<rect x="1260" y="22" width="120" height="36" rx="18" fill="url(#g)"/>
<text x="1320" y="46" text-anchor="middle" font-family="PingFang SC, Noto Sans CJK SC, Microsoft YaHei, sans-serif" font-size="17" font-weight="700" fill="#7a4a0f">立即开通</text>
</svg>`;

export const activityBannerImage = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
