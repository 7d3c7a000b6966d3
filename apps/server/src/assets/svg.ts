import { createHash } from 'node:crypto';
import { isAvatarPersona, type AvatarPersona } from './avatars.ts';

/// Our own generated images: the activity banner, and identicon-like marks for the emotion templates (the
/// faces of people are illustrated, see avatars.ts).

const palettes = [
  ['#5b4bff', '#ece9ff'],
  ['#0ea5a4', '#e0f7f6'],
  ['#f97316', '#fff1e6'],
  ['#e11d74', '#fde7f1'],
  ['#2563eb', '#e6efff'],
  ['#16a34a', '#e5f6ea'],
  ['#c28a00', '#fff6d9'],
  ['#7c3aed', '#f1e8ff'],
] as const;

/// A 5×5 mirrored pattern on a soft circle, coloured and shaped by the hash of `seed`.
export function avatarSvg(seed: string): string {
  const hash = createHash('sha256').update(seed).digest();
  const [ink, paper] = palettes[hash[0]! % palettes.length]!;
  let cells = '';
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      if ((hash[1 + y * 3 + x]! & 1) === 0) continue;
      for (const column of x === 2 ? [2] : [x, 4 - x]) {
        cells += `<rect x="${22 + column * 11.2}" y="${22 + y * 11.2}" width="11.2" height="11.2" rx="2.5"/>`;
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100"><circle cx="50" cy="50" r="50" fill="${paper}"/><g fill="${ink}">${cells}</g></svg>`;
}

/// The top activity banner (spec 01 §2): a wide strip inviting to the VIP offer.
export function activityBannerSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 80" width="1920" height="80" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#3b2fd9"/><stop offset="0.55" stop-color="#6d5bff"/><stop offset="1" stop-color="#a78bfa"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe7a3"/><stop offset="1" stop-color="#f2b84b"/></linearGradient>
</defs>
<rect width="1920" height="80" fill="url(#bg)"/>
<g fill="#fff" opacity="0.12"><circle cx="240" cy="-10" r="70"/><circle cx="1700" cy="95" r="90"/><circle cx="1480" cy="10" r="34"/></g>
<g fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity="0.55"><path d="M560 40v0M574 30v20M588 22v36M602 32v16M616 26v28M630 36v8"/><path d="M1290 36v8M1304 26v28M1318 32v16M1332 22v36M1346 30v20M1360 40v0"/></g>
<text x="960" y="49" text-anchor="middle" font-family="PingFang SC, Noto Sans CJK SC, Microsoft YaHei, sans-serif" font-size="26" font-weight="600" fill="#fff">会员限时特惠 · 48k 高清音质 · 全部情感主播免费用</text>
<g transform="translate(1390 22)"><rect width="132" height="36" rx="18" fill="url(#gold)"/><text x="66" y="24.5" text-anchor="middle" font-family="PingFang SC, Noto Sans CJK SC, Microsoft YaHei, sans-serif" font-size="16" font-weight="600" fill="#5a3a00">立即开通</text></g>
</svg>`;
}

/// Where the face of `seed` is served: as a persona (anchors, roles, reviews, custom anchors), or as a person.
export const avatarPath = (seed: string, persona?: AvatarPersona) =>
  persona ? `/api/assets/avatars/${persona}/${encodeURIComponent(seed)}.svg` : `/api/assets/avatars/${encodeURIComponent(seed)}.svg`;

/// The persona in a face's path, if it has one.
export function personaOfPath(path: string): AvatarPersona | null {
  const match = /^\/api\/assets\/avatars\/([a-z]+)\/[^/]+\.svg$/.exec(path);
  return match && isAvatarPersona(match[1]!) ? match[1] : null;
}

/// A custom anchor's face: another face of the persona its base anchor plays (it speaks with that voice).
export const customAnchorAvatar = (baseAvatar: string, customId: number) => {
  const persona = personaOfPath(baseAvatar);
  return persona ? avatarPath(`custom-${customId}`, persona) : baseAvatar;
};
export const activityBannerPath = '/api/assets/banners/activity.svg';
