// The draw styles' preview pictures, drawn by code: one scene (mountains, a sun, water or a tree) in
// each style, so the list compares styles rather than subjects. Rendered once to PNG by
// `pnpm --filter @peiyin/server draw-style-pictures` and committed under assets/draw-styles; the server
// ships those files and never draws them at run time.
import sharp from 'sharp';

export const STYLE_PICTURE_SIZE = 256;
const S = STYLE_PICTURE_SIZE;

/// A small deterministic generator, so the pictures are the same on every run.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => Math.round(n * 10) / 10;

/// A ridge line from left to right: `peaks` as [x, y] points, smoothed, closed down to `bottom`.
function ridge(points: [number, number][], bottom = S): string {
  let d = `M0 ${bottom} L${points[0]![0]} ${points[0]![1]}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    const mx = (x0 + x1) / 2;
    d += ` Q${f(x0 + (mx - x0) * 0.6)} ${f(y0)} ${f(mx)} ${f((y0 + y1) / 2)} T${x1} ${y1}`;
  }
  return `${d} L${S} ${bottom} Z`;
}

/// A rocky ridge: the key points joined by midpoint displacement, so the skyline breaks up the way
/// real mountains do (the smooth `ridge` suits drawn styles).
function rockyRidge(points: [number, number][], seed: number, roughness: number, bottom = S): string {
  const rand = random(seed);
  let line = points.map(([x, y]) => [x, y] as [number, number]);
  for (let level = 0, spread = roughness; level < 5; level++, spread *= 0.55) {
    const next: [number, number][] = [line[0]!];
    for (let i = 1; i < line.length; i++) {
      const [x0, y0] = line[i - 1]!;
      const [x1, y1] = line[i]!;
      next.push([(x0 + x1) / 2, (y0 + y1) / 2 + (rand() - 0.5) * spread], line[i]!);
    }
    line = next;
  }
  return `M0 ${bottom} ${line.map(([x, y]) => `L${f(x)} ${f(y)}`).join(' ')} L${S} ${bottom} Z`;
}

const farRidge: [number, number][] = [[0, 150], [40, 118], [78, 132], [118, 96], [160, 128], [204, 104], [256, 136]];
const nearRidge: [number, number][] = [[0, 176], [36, 150], [70, 166], [104, 138], [150, 172], [190, 146], [226, 160], [256, 150]];

function svg(body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}"><defs>${defs}</defs>${body}</svg>`;
}

function photo(): string {
  const defs = `
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#22335e"/><stop offset="0.45" stop-color="#7d5a8c"/><stop offset="0.75" stop-color="#f08a5d"/><stop offset="1" stop-color="#ffd59e"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#fff7e0"/><stop offset="0.25" stop-color="#ffe2a8" stop-opacity="0.9"/><stop offset="1" stop-color="#ff9d5c" stop-opacity="0"/></radialGradient>
    <linearGradient id="far" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a7aa0"/><stop offset="1" stop-color="#c99a97"/></linearGradient>
    <linearGradient id="near" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3350"/><stop offset="1" stop-color="#1d1a2b"/></linearGradient>
    <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3a576"/><stop offset="0.5" stop-color="#6e5578"/><stop offset="1" stop-color="#1f2340"/></linearGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
    <filter id="haze"><feGaussianBlur stdDeviation="1.6"/></filter>
    <filter id="soft"><feGaussianBlur stdDeviation="0.6"/></filter>
    <filter id="streak"><feGaussianBlur stdDeviation="3 1"/></filter>
    <filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.22 0"/></filter>`;
  const rand = random(11);
  let pines = '';
  for (let x = -6; x < S + 6; x += 7 + rand() * 6) {
    const h = 14 + rand() * 20;
    const base = 206 + rand() * 4;
    pines += `<path d="M${f(x)} ${f(base - h)} L${f(x + h * 0.28)} ${f(base)} L${f(x - h * 0.28)} ${f(base)} Z" fill="#0d0c14"/>`;
  }
  let ripples = '';
  for (let i = 0; i < 16; i++) {
    const y = 184 + i * 2.6;
    const x = 120 + (rand() - 0.5) * 40;
    ripples += `<line x1="${f(x - 14 - i)}" y1="${f(y)}" x2="${f(x + 14 + i)}" y2="${f(y)}" stroke="#ffe3b0" stroke-opacity="${f(0.5 - i * 0.025)}" stroke-width="0.8"/>`;
  }
  return svg(
    `<rect width="${S}" height="${S}" fill="url(#sky)"/>
    <circle cx="168" cy="112" r="64" fill="url(#glow)"/>
    <circle cx="168" cy="112" r="12" fill="#fff6dc" filter="url(#soft)"/>
    <path d="${rockyRidge([[0, 128], [46, 100], [92, 122], [134, 84], [176, 118], [214, 96], [256, 124]], 2, 26, 190)}" fill="url(#far)" filter="url(#haze)" opacity="0.85"/>
    <path d="${rockyRidge([[0, 160], [40, 138], [84, 158], [120, 128], [164, 164], [204, 140], [256, 156]], 8, 22, 190)}" fill="url(#near)" filter="url(#soft)"/>
    <rect y="182" width="${S}" height="${S - 182}" fill="url(#lake)"/>
    <rect x="160" y="184" width="16" height="44" fill="#ffe9bd" opacity="0.55" filter="url(#streak)"/>
    ${ripples}
    <g filter="url(#soft)">${pines}</g>
    <rect y="209" width="${S}" height="${S - 209}" fill="#0d0c14" opacity="0.35"/>
    <rect width="${S}" height="${S}" fill="url(#vignette)"/>
    <rect width="${S}" height="${S}" filter="url(#grain)" opacity="0.6"/>`,
    defs,
  );
}

function ink(): string {
  const defs = `
    <filter id="bleed" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="0.035" numOctaves="4" seed="7"/><feDisplacementMap in="SourceGraphic" scale="14"/><feGaussianBlur stdDeviation="0.9"/></filter>
    <filter id="dry"><feTurbulence type="fractalNoise" baseFrequency="0.6" numOctaves="2" seed="2"/><feDisplacementMap in="SourceGraphic" scale="3"/></filter>
    <filter id="paper" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.7" numOctaves="3" seed="9"/><feColorMatrix values="0 0 0 0 0.45  0 0 0 0 0.38  0 0 0 0 0.25  0 0 0 0.12 0"/></filter>
    <linearGradient id="peak" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#111"/><stop offset="0.45" stop-color="#333" stop-opacity="0.85"/><stop offset="1" stop-color="#666" stop-opacity="0"/></linearGradient>
    <linearGradient id="peakFar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b6b6b" stop-opacity="0.8"/><stop offset="1" stop-color="#9a9a9a" stop-opacity="0"/></linearGradient>`;
  return svg(
    `<rect width="${S}" height="${S}" fill="#f1e8d2"/>
    <rect width="${S}" height="${S}" filter="url(#paper)"/>
    <circle cx="196" cy="58" r="17" fill="#c7523c" opacity="0.55" filter="url(#bleed)"/>
    <path d="M120 190 C130 140 146 96 160 62 C168 44 176 40 184 58 C192 80 204 120 232 190 Z" fill="url(#peakFar)" filter="url(#bleed)"/>
    <path d="M-10 200 C10 150 30 110 52 70 C62 52 74 50 84 74 C96 104 104 130 126 150 C136 160 146 170 160 200 Z" fill="url(#peak)" filter="url(#bleed)"/>
    <path d="M150 210 C170 180 186 160 204 150 C216 144 228 150 240 166 C252 182 262 196 270 210 Z" fill="url(#peak)" opacity="0.8" filter="url(#bleed)"/>
    <path d="M30 224 Q128 214 230 226" stroke="#555" stroke-width="1" fill="none" opacity="0.4" filter="url(#dry)"/>
    <g filter="url(#dry)">
      <path d="M104 214 Q120 220 140 214 L136 219 Q120 223 108 219 Z" fill="#1b1b1b"/>
      <path d="M121 214 L121 200" stroke="#1b1b1b" stroke-width="1.2"/>
      <path d="M117 206 Q121 198 125 206" fill="#2a2a2a"/>
      <path d="M96 218 L150 210" stroke="#1b1b1b" stroke-width="0.8" opacity="0.6"/>
    </g>
    <g filter="url(#dry)" stroke="#161616" stroke-linecap="round" fill="none">
      <path d="M0 18 Q40 30 70 24 Q96 20 118 34" stroke-width="4"/>
      <path d="M40 26 Q46 40 40 52" stroke-width="2"/>
      <path d="M78 24 Q86 36 84 48" stroke-width="2"/>
    </g>
    <g fill="#1d3b2a" opacity="0.85" filter="url(#dry)">
      <ellipse cx="44" cy="52" rx="14" ry="4"/><ellipse cx="62" cy="40" rx="12" ry="3.5"/><ellipse cx="86" cy="50" rx="13" ry="4"/><ellipse cx="104" cy="40" rx="10" ry="3"/>
    </g>
    <g transform="translate(214 206)">
      <rect width="22" height="26" rx="2" fill="#b3261e"/>
      <path d="M5 6 H17 M11 6 V20 M5 13 H17 M6 20 H16" stroke="#f1e8d2" stroke-width="2" fill="none"/>
    </g>`,
    defs,
  );
}

function anime(): string {
  const defs = `
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e88e5"/><stop offset="0.6" stop-color="#64b5f6"/><stop offset="1" stop-color="#d4f0ff"/></linearGradient>`;
  const cloud = (x: number, y: number, k: number) => {
    const puffs: [number, number, number][] = [[0, 0, 22], [24, -12, 26], [52, -4, 22], [72, 8, 16], [-20, 10, 15], [36, 12, 20]];
    const body = puffs.map(([dx, dy, r]) => `<circle cx="${x + dx * k}" cy="${y + dy * k}" r="${r * k}"/>`).join('');
    const shade = puffs.map(([dx, dy, r]) => `<circle cx="${x + dx * k + 3}" cy="${y + dy * k + 7 * k}" r="${r * k * 0.8}"/>`).join('');
    return `<g fill="#1a3a5c" transform="translate(0 0)"><g stroke="#2a4d73" stroke-width="3">${body}</g></g><g fill="#ffffff">${body}</g><g fill="#cfe3f7">${shade}</g><g fill="#ffffff">${puffs.map(([dx, dy, r]) => `<circle cx="${x + dx * k - 2}" cy="${y + dy * k - 3}" r="${r * k * 0.72}"/>`).join('')}</g>`;
  };
  const rand = random(5);
  let grass = '';
  for (let i = 0; i < 40; i++) {
    const x = rand() * S;
    const y = 200 + rand() * 50;
    grass += `<path d="M${f(x)} ${f(y)} l2 -7 l2 7" stroke="#2e7d32" stroke-width="1.2" fill="none"/>`;
  }
  return svg(
    `<rect width="${S}" height="${S}" fill="url(#sky)"/>
    ${cloud(60, 86, 1.1)}
    ${cloud(180, 130, 0.7)}
    <path d="M-10 200 Q70 160 150 178 T270 170 L270 270 L-10 270 Z" fill="#7cc95a" stroke="#1f4d20" stroke-width="3"/>
    <path d="M-10 214 Q80 186 160 196 T270 192 L270 270 L-10 270 Z" fill="#5aa845"/>
    ${grass}
    <rect x="184" y="128" width="9" height="52" fill="#6d4c41" stroke="#2b1a12" stroke-width="2.5"/>
    <circle cx="188" cy="118" r="30" fill="#43a047" stroke="#1b3d1c" stroke-width="3"/>
    <path d="M166 118 A24 24 0 0 0 210 128 A30 30 0 0 1 166 118 Z" fill="#2e7d32"/>
    <circle cx="176" cy="104" r="8" fill="#81c784"/>
    <g fill="#fffde7">
      <path d="M40 160 l2 -7 l2 7 l7 2 l-7 2 l-2 7 l-2 -7 l-7 -2 Z"/>
      <path d="M120 40 l1.5 -5 l1.5 5 l5 1.5 l-5 1.5 l-1.5 5 l-1.5 -5 l-5 -1.5 Z"/>
      <path d="M226 60 l1.5 -5 l1.5 5 l5 1.5 l-5 1.5 l-1.5 5 l-1.5 -5 l-5 -1.5 Z"/>
    </g>`,
    defs,
  );
}

function cartoon3d(): string {
  const defs = `
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bde3ff"/><stop offset="1" stop-color="#ffe1ee"/></linearGradient>
    <radialGradient id="ground" cx="0.5" cy="0.3" r="0.7"><stop offset="0" stop-color="#9be37a"/><stop offset="1" stop-color="#4fae49"/></radialGradient>
    <radialGradient id="body" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff0c2"/><stop offset="0.45" stop-color="#ffc94a"/><stop offset="1" stop-color="#e08a12"/></radialGradient>
    <radialGradient id="cap" cx="0.35" cy="0.25" r="0.85"><stop offset="0" stop-color="#ff9a9a"/><stop offset="0.5" stop-color="#f04848"/><stop offset="1" stop-color="#a61c2a"/></radialGradient>
    <radialGradient id="stem" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e4d6c6"/></radialGradient>
    <radialGradient id="eye" cx="0.35" cy="0.3" r="0.7"><stop offset="0" stop-color="#4a4a5a"/><stop offset="1" stop-color="#0e0e16"/></radialGradient>
    <radialGradient id="sun" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#fffbe0"/><stop offset="1" stop-color="#ffd54a"/></radialGradient>
    <filter id="shadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="5"/></filter>`;
  return svg(
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>
    <circle cx="206" cy="52" r="22" fill="url(#sun)"/>
    <ellipse cx="128" cy="236" rx="170" ry="70" fill="url(#ground)"/>
    <ellipse cx="196" cy="206" rx="30" ry="8" fill="#1f5c1c" opacity="0.35" filter="url(#shadow)"/>
    <path d="M182 204 Q180 176 186 160 L206 160 Q212 176 210 204 Q196 210 182 204 Z" fill="url(#stem)"/>
    <path d="M160 166 Q162 120 196 116 Q232 120 234 166 Q196 178 160 166 Z" fill="url(#cap)"/>
    <circle cx="182" cy="138" r="6" fill="#fff" opacity="0.9"/><circle cx="210" cy="132" r="4.5" fill="#fff" opacity="0.9"/><circle cx="222" cy="152" r="3.5" fill="#fff" opacity="0.9"/>
    <rect x="191" y="180" width="10" height="14" rx="5" fill="#7a4a2a"/>
    <ellipse cx="100" cy="214" rx="46" ry="11" fill="#1f5c1c" opacity="0.4" filter="url(#shadow)"/>
    <ellipse cx="100" cy="168" rx="44" ry="46" fill="url(#body)"/>
    <ellipse cx="84" cy="162" rx="9" ry="11" fill="url(#eye)"/><ellipse cx="116" cy="162" rx="9" ry="11" fill="url(#eye)"/>
    <circle cx="81" cy="157" r="3.2" fill="#fff"/><circle cx="113" cy="157" r="3.2" fill="#fff"/>
    <ellipse cx="70" cy="180" rx="7" ry="4" fill="#ff8f8f" opacity="0.7"/><ellipse cx="130" cy="180" rx="7" ry="4" fill="#ff8f8f" opacity="0.7"/>
    <path d="M92 182 Q100 190 108 182" stroke="#5a2d0c" stroke-width="3" fill="none" stroke-linecap="round"/>
    <ellipse cx="84" cy="136" rx="14" ry="7" fill="#fff" opacity="0.45" transform="rotate(-20 84 136)"/>
    <g fill="#fff" opacity="0.95"><ellipse cx="56" cy="58" rx="26" ry="12"/><ellipse cx="74" cy="50" rx="16" ry="12"/><ellipse cx="40" cy="54" rx="12" ry="9"/></g>`,
    defs,
  );
}

function cyberpunk(): string {
  const rand = random(23);
  const defs = `
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#07021a"/><stop offset="0.7" stop-color="#2b0a4a"/><stop offset="1" stop-color="#5a1265"/></linearGradient>
    <linearGradient id="street" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a0830"/><stop offset="1" stop-color="#05010d"/></linearGradient>
    <filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
    <filter id="blur"><feGaussianBlur stdDeviation="2.5"/></filter>`;
  let city = '';
  let windows = '';
  const colors = ['#00f0ff', '#ff2bd6', '#ffd23f', '#7df9ff'];
  for (let x = -4; x < S; ) {
    const w = 18 + rand() * 26;
    const h = 60 + rand() * 120;
    const top = 196 - h;
    city += `<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(h + 10)}" fill="${rand() > 0.5 ? '#120726' : '#1b0b36'}"/>`;
    for (let wy = top + 6; wy < 190; wy += 7) {
      for (let wx = x + 3; wx < x + w - 4; wx += 6) {
        if (rand() < 0.28) windows += `<rect x="${f(wx)}" y="${f(wy)}" width="3" height="3" fill="${colors[Math.floor(rand() * colors.length)]}" opacity="${f(0.5 + rand() * 0.5)}"/>`;
      }
    }
    x += w + 2;
  }
  let rain = '';
  for (let i = 0; i < 90; i++) {
    const x = rand() * (S + 40);
    const y = rand() * S;
    rain += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x - 5)}" y2="${f(y + 14)}" stroke="#9fd8ff" stroke-opacity="${f(0.15 + rand() * 0.3)}" stroke-width="0.7"/>`;
  }
  return svg(
    `<rect width="${S}" height="${S}" fill="url(#sky)"/>
    <circle cx="128" cy="120" r="54" fill="#ff2bd6" opacity="0.25" filter="url(#blur)"/>
    ${city}
    ${windows}
    <g filter="url(#glow)" fill="none" stroke-width="2.5">
      <rect x="30" y="86" width="40" height="18" rx="3" stroke="#ff2bd6"/>
      <rect x="168" y="60" width="16" height="56" rx="3" stroke="#00f0ff"/>
      <path d="M40 95 h20 M174 70 v36" stroke-width="2" stroke="#ffd23f"/>
      <rect x="108" y="140" width="50" height="12" rx="3" stroke="#7df9ff"/>
    </g>
    <rect y="196" width="${S}" height="${S - 196}" fill="url(#street)"/>
    <g opacity="0.55" filter="url(#blur)">
      <rect x="30" y="214" width="40" height="30" fill="#ff2bd6" opacity="0.5"/>
      <rect x="168" y="206" width="16" height="46" fill="#00f0ff" opacity="0.5"/>
      <rect x="108" y="200" width="50" height="12" fill="#7df9ff" opacity="0.5"/>
    </g>
    <g stroke="#ff2bd6" stroke-opacity="0.5" stroke-width="0.8">
      <line x1="0" y1="222" x2="${S}" y2="222"/><line x1="0" y1="240" x2="${S}" y2="240"/>
      <line x1="128" y1="196" x2="20" y2="${S}"/><line x1="128" y1="196" x2="236" y2="${S}"/><line x1="128" y1="196" x2="128" y2="${S}"/>
    </g>
    ${rain}`,
    defs,
  );
}

function oil(): string {
  const rand = random(41);
  const defs = `
    <filter id="impasto" x="-5%" y="-5%" width="110%" height="110%"><feTurbulence type="fractalNoise" baseFrequency="0.08" numOctaves="3" seed="4"/><feDisplacementMap in="SourceGraphic" scale="5"/></filter>
    <filter id="canvas" x="0" y="0" width="100%" height="100%"><feTurbulence type="turbulence" baseFrequency="0.45 0.5" numOctaves="2" seed="8" result="n"/><feDiffuseLighting in="n" surfaceScale="1.5" lighting-color="#fff"><feDistantLight azimuth="235" elevation="50"/></feDiffuseLighting></filter>`;
  const strokes = (count: number, area: { x: number; y: number; w: number; h: number }, palette: string[], width: [number, number], len: [number, number], angle: [number, number]) => {
    let out = '';
    for (let i = 0; i < count; i++) {
      const x = area.x + rand() * area.w;
      const y = area.y + rand() * area.h;
      const l = len[0] + rand() * (len[1] - len[0]);
      const a = ((angle[0] + rand() * (angle[1] - angle[0])) * Math.PI) / 180;
      out += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + Math.cos(a) * l)}" y2="${f(y + Math.sin(a) * l)}" stroke="${palette[Math.floor(rand() * palette.length)]}" stroke-width="${f(width[0] + rand() * (width[1] - width[0]))}" stroke-linecap="round"/>`;
    }
    return out;
  };
  // The sky's strokes follow a flow: a slow wave, turned into a whirl around two centres (the way
  // post-impressionist skies move).
  const whirls: [number, number, number][] = [[84, 50, 44], [186, 62, 46]];
  let sky = '';
  const skyColors = ['#2f5d9e', '#4a7fc1', '#6b9bd6', '#9cc0e8', '#cfe1f2', '#3b6fb0', '#24497f'];
  for (let i = 0; i < 420; i++) {
    const x = -10 + rand() * (S + 20);
    const y = -6 + rand() * 132;
    let angle = 0.35 * Math.sin(x / 28 + y / 19);
    for (const [cx, cy, r] of whirls) {
      const d = Math.hypot(x - cx, y - cy);
      if (d < r) angle = Math.atan2(y - cy, x - cx) + Math.PI / 2;
    }
    const l = 9 + rand() * 9;
    sky += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + Math.cos(angle) * l)}" y2="${f(y + Math.sin(angle) * l)}" stroke="${skyColors[Math.floor(rand() * skyColors.length)]}" stroke-width="${f(4 + rand() * 3)}" stroke-linecap="round"/>`;
  }
  let sun = '';
  for (let r = 14; r <= 36; r += 5.5) {
    for (let a = rand(); a < Math.PI * 2; a += 0.5 - r / 140) {
      const x = 186 + Math.cos(a) * r;
      const y = 62 + Math.sin(a) * r;
      const t = a + Math.PI / 2;
      sun += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + Math.cos(t) * 8)}" y2="${f(y + Math.sin(t) * 8)}" stroke="${r < 24 ? '#fbe38e' : rand() > 0.5 ? '#f7c948' : '#e9b43a'}" stroke-width="4.5" stroke-linecap="round"/>`;
    }
  }
  return svg(
    `<rect width="${S}" height="${S}" fill="#3d6aa8"/>
    <g filter="url(#impasto)">
      ${sky}
      ${sun}
      <circle cx="186" cy="62" r="11" fill="#fff3b0"/>
      ${strokes(160, { x: -10, y: 118, w: S + 10, h: 50 }, ['#5e7f3c', '#7a9a45', '#9c8b3b', '#c2a74a', '#6d8f6a'], [5, 9], [12, 24], [-8, 8])}
      ${strokes(220, { x: -10, y: 160, w: S + 10, h: 100 }, ['#d9a43a', '#e8bd4f', '#c4842c', '#f0d071', '#a86a22', '#8a5a1e'], [5, 10], [10, 20], [-30, 10])}
      <path d="M52 196 C46 150 50 110 60 70 C66 110 72 150 68 196 Z" fill="#1f3a22"/>
      ${strokes(40, { x: 48, y: 80, w: 22, h: 116 }, ['#1a2f1c', '#2c4d2f', '#3e6a3c'], [3, 6], [12, 20], [-100, -80])}
    </g>
    <rect width="${S}" height="${S}" filter="url(#canvas)" opacity="0.22" style="mix-blend-mode:multiply"/>`,
    defs,
  );
}

function pixel(): string {
  const N = 32;
  const k = S / N;
  const rand = random(3);
  const px: string[][] = Array.from({ length: N }, () => Array.from({ length: N }, () => ''));
  const mountain = (x: number, peak: number, spread: number) => Math.max(0, peak - Math.abs(x - spread) * 1.1);
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      // Sky in bands with a dither where two bands meet (how 16-bit games shaded gradients).
      const band = y < 6 ? '#2b3a8c' : y < 11 ? '#3f5fc2' : y < 16 ? '#6f8fe0' : '#a9c4f5';
      const edge = y === 6 || y === 11 || y === 16;
      px[y]![x] = edge && (x + y) % 2 === 0 ? (y === 6 ? '#2b3a8c' : y === 11 ? '#3f5fc2' : '#6f8fe0') : band;
      if ((x - 23) ** 2 + (y - 7) ** 2 <= 10) px[y]![x] = (x - 23) ** 2 + (y - 7) ** 2 <= 4 ? '#fff6a6' : '#ffd23f';
      const far = 18 - mountain(x, 9, 9) - mountain(x, 7, 24) * 0.9;
      if (y >= far) px[y]![x] = y - far < 2 && x % 3 !== 0 ? '#e8eef8' : '#5a5f9e';
      const near = 24 - mountain(x, 6, 16) * 0.9;
      if (y >= near) px[y]![x] = '#3c3f78';
      if (y >= 24) px[y]![x] = y === 24 ? '#7ad35a' : (x * 7 + y * 3) % 5 === 0 ? '#3d8b37' : '#52a844';
      if (y >= 29) px[y]![x] = (x + y) % 3 === 0 ? '#8a5a2b' : '#a86d34';
    }
  }
  // A cloud and a tree.
  for (const [x, y] of [[5, 4], [6, 4], [7, 4], [4, 5], [5, 5], [6, 5], [7, 5], [8, 5], [9, 5], [6, 3]] as const) px[y]![x] = '#ffffff';
  for (let y = 20; y < 24; y++) px[y]![6] = '#6b3f1d';
  for (const [dx, dy] of [[-2, -1], [-1, -1], [0, -1], [1, -1], [2, -1], [-1, -2], [0, -2], [1, -2], [0, -3], [-2, 0], [-1, 0], [0, 0], [1, 0], [2, 0]] as const) {
    px[20 + dy]![6 + dx] = rand() > 0.3 ? '#2f7d32' : '#48a64b';
  }
  let rects = '';
  for (let y = 0; y < N; y++) for (let x = 0; x < N; x++) rects += `<rect x="${x * k}" y="${y * k}" width="${k}" height="${k}" fill="${px[y]![x]}"/>`;
  return svg(`<g shape-rendering="crispEdges">${rects}</g>`);
}

function flat(): string {
  return svg(
    `<rect width="${S}" height="${S}" fill="#ffe9cc"/>
    <circle cx="176" cy="90" r="40" fill="#ff7a59"/>
    <rect x="32" y="60" width="64" height="16" rx="8" fill="#fff"/><rect x="48" y="48" width="32" height="20" rx="10" fill="#fff"/>
    <path d="M0 170 L60 104 L116 170 Z" fill="#2ec4b6"/>
    <path d="M70 176 L150 92 L236 176 Z" fill="#1b998b"/>
    <path d="M150 180 L210 122 L280 180 Z" fill="#2ec4b6"/>
    <path d="M150 92 L170 113 L158 110 L150 120 L140 110 L130 113 Z" fill="#fff"/>
    <rect y="170" width="${S}" height="${S - 170}" fill="#0f7167"/>
    <path d="M0 206 Q64 190 128 206 T256 206 V256 H0 Z" fill="#f4a259"/>
    <rect x="38" y="150" width="8" height="40" fill="#6b3e26"/>
    <circle cx="42" cy="146" r="20" fill="#5fb36b"/>
    <rect x="210" y="160" width="7" height="32" fill="#6b3e26"/>
    <path d="M213 120 L232 166 H194 Z" fill="#3c8d4f"/>
    <g stroke="#3d405b" stroke-width="3" fill="none" stroke-linecap="round"><path d="M106 56 l8 6 l8 -6"/><path d="M128 40 l6 5 l6 -5"/></g>`,
  );
}

function watercolor(): string {
  const rand = random(17);
  const defs = `
    <filter id="wash" x="-20%" y="-20%" width="140%" height="140%"><feTurbulence type="fractalNoise" baseFrequency="0.03" numOctaves="3" seed="12"/><feDisplacementMap in="SourceGraphic" scale="10"/><feGaussianBlur stdDeviation="1.6"/></filter>
    <filter id="edge" x="-20%" y="-20%" width="140%" height="140%"><feTurbulence type="fractalNoise" baseFrequency="0.04" numOctaves="3" seed="12"/><feDisplacementMap in="SourceGraphic" scale="9"/><feGaussianBlur stdDeviation="0.5"/></filter>
    <filter id="paper" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.5" numOctaves="4" seed="6"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.45  0 0 0 0 0.4  0 0 0 0.1 0"/></filter>`;
  const blob = (cx: number, cy: number, r: number, color: string, opacity: number) => {
    let d = '';
    for (let i = 0; i < 28; i++) {
      const a = (i / 28) * Math.PI * 2;
      const rr = r * (0.88 + rand() * 0.24);
      d += `${i ? 'L' : 'M'}${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr * 0.8)} `;
    }
    return `<path d="${d}Z" fill="${color}" opacity="${opacity}"/>`;
  };
  return svg(
    `<rect width="${S}" height="${S}" fill="#fbf6ec"/>
    <g filter="url(#wash)">
      ${blob(90, 60, 70, '#a8c8e8', 0.55)}${blob(190, 50, 60, '#c5d9ef', 0.5)}${blob(150, 110, 50, '#f7d6b5', 0.45)}
    </g>
    <g filter="url(#edge)" stroke-width="1.6">
      <path d="${ridge(farRidge, 200)}" fill="#9b8fc4" fill-opacity="0.5" stroke="#7d6fb0" stroke-opacity="0.45"/>
      <path d="${ridge(nearRidge, 210)}" fill="#6c7fb2" fill-opacity="0.55" stroke="#4f639c" stroke-opacity="0.5"/>
      <path d="M0 196 Q80 186 160 198 T256 194 V256 H0 Z" fill="#8cc0a8" fill-opacity="0.55" stroke="#6aa88c" stroke-opacity="0.5"/>
      <path d="M0 222 Q100 210 180 226 T256 222 V256 H0 Z" fill="#5fa38b" fill-opacity="0.5" stroke="#3f8a70" stroke-opacity="0.5"/>
      <circle cx="178" cy="74" r="15" fill="#f59f62" fill-opacity="0.7" stroke="#e07b3a" stroke-opacity="0.5"/>
    </g>
    <g filter="url(#edge)" stroke-width="1.4">
      <rect x="62" y="196" width="3.5" height="34" fill="#6b4f3a" fill-opacity="0.8"/>
      <ellipse cx="62" cy="190" rx="20" ry="17" fill="#4f9a6a" fill-opacity="0.6" stroke="#3a7d52" stroke-opacity="0.5"/>
      <ellipse cx="72" cy="178" rx="14" ry="12" fill="#7cc08f" fill-opacity="0.55" stroke="#5aa070" stroke-opacity="0.4"/>
      <ellipse cx="206" cy="200" rx="12" ry="7" fill="#e58f8f" fill-opacity="0.55" stroke="#cf6f6f" stroke-opacity="0.45"/>
    </g>
    <rect width="${S}" height="${S}" filter="url(#paper)"/>`,
    defs,
  );
}

function sketch(): string {
  const rand = random(29);
  const defs = `
    <filter id="graphite" x="-5%" y="-5%" width="110%" height="110%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="5" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="1.6"/></filter>
    <filter id="paper" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="3" seed="1"/><feColorMatrix values="0 0 0 0 0.4  0 0 0 0 0.4  0 0 0 0 0.38  0 0 0 0.09 0"/></filter>
    <clipPath id="farClip"><path d="${ridge(farRidge, 200)}"/></clipPath>
    <clipPath id="nearClip"><path d="${ridge(nearRidge, 214)}"/></clipPath>`;

  const jitterLine = (points: [number, number][], passes: number, width: number, opacity: number) => {
    let out = '';
    for (let p = 0; p < passes; p++) {
      const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x + (rand() - 0.5) * 2)} ${f(y + (rand() - 0.5) * 2)}`).join(' ');
      out += `<path d="${d}" fill="none" stroke="#2b2b2b" stroke-width="${width}" stroke-opacity="${opacity}" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
    return out;
  };
  const hatch = (clip: string, spacing: number, angle: number, opacity: number, from: number, to: number) => {
    let out = '';
    for (let x = -S; x < S * 2; x += spacing) {
      const len = to - from;
      const dx = Math.tan((angle * Math.PI) / 180) * len;
      out += `<line x1="${f(x + rand())}" y1="${from}" x2="${f(x + dx + rand())}" y2="${to}" stroke="#333" stroke-width="0.7" stroke-opacity="${f(opacity * (0.6 + rand() * 0.4))}"/>`;
    }
    return `<g clip-path="url(#${clip})">${out}</g>`;
  };
  let rays = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    rays += `<line x1="${f(186 + Math.cos(a) * 22)}" y1="${f(60 + Math.sin(a) * 22)}" x2="${f(186 + Math.cos(a) * 32)}" y2="${f(60 + Math.sin(a) * 32)}" stroke="#444" stroke-width="0.8" stroke-opacity="0.6"/>`;
  }
  return svg(
    `<rect width="${S}" height="${S}" fill="#f6f4ee"/>
    <g filter="url(#graphite)">
      ${hatch('farClip', 5, 30, 0.35, 90, 200)}
      ${hatch('nearClip', 3.4, 30, 0.55, 130, 214)}
      ${hatch('nearClip', 4.5, -35, 0.35, 150, 214)}
      ${jitterLine(farRidge, 2, 0.9, 0.6)}
      ${jitterLine(nearRidge, 3, 1.1, 0.8)}
      <circle cx="186" cy="60" r="16" fill="none" stroke="#333" stroke-width="1" stroke-opacity="0.7"/>
      <circle cx="186.6" cy="60.5" r="16.4" fill="none" stroke="#333" stroke-width="0.6" stroke-opacity="0.5"/>
      ${rays}
      ${jitterLine([[0, 222], [60, 218], [130, 226], [200, 220], [256, 224]], 2, 0.8, 0.6)}
      ${jitterLine([[40, 230], [44, 190]], 2, 1.6, 0.8)}
      <circle cx="44" cy="182" r="14" fill="none" stroke="#333" stroke-width="0.9" stroke-opacity="0.7"/>
      <circle cx="34" cy="188" r="9" fill="none" stroke="#333" stroke-width="0.9" stroke-opacity="0.6"/>
      <circle cx="54" cy="189" r="9" fill="none" stroke="#333" stroke-width="0.9" stroke-opacity="0.6"/>
    </g>
    <rect width="${S}" height="${S}" filter="url(#paper)"/>`,
    defs,
  );
}

function clay(): string {
  const defs = `
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd9c2"/><stop offset="1" stop-color="#ffeede"/></linearGradient>
    <filter id="clay" x="-10%" y="-10%" width="120%" height="120%">
      <feTurbulence type="fractalNoise" baseFrequency="0.06" numOctaves="3" seed="21" result="noise"/>
      <feGaussianBlur in="SourceAlpha" stdDeviation="5" result="round"/>
      <feComposite in="round" in2="noise" operator="arithmetic" k2="1" k3="0.6" result="bump"/>
      <feDiffuseLighting in="bump" surfaceScale="8" lighting-color="#ffffff" result="light"><feDistantLight azimuth="225" elevation="55"/></feDiffuseLighting>
      <feComposite in="SourceGraphic" in2="light" operator="arithmetic" k1="1.05" k2="0" k3="0" result="lit"/>
      <feComposite in="lit" in2="SourceAlpha" operator="in"/>
    </filter>
    <filter id="drop" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="4"/><feOffset dx="3" dy="5"/><feComponentTransfer><feFuncA type="linear" slope="0.3"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
  return svg(
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>
    <g filter="url(#drop)"><g filter="url(#clay)">
      <circle cx="190" cy="62" r="26" fill="#ffc94d"/>
      <path d="M-20 200 Q40 100 100 190 Z" fill="#8fb8de"/>
      <path d="M60 204 Q140 70 230 204 Z" fill="#a6c8ea"/>
      <path d="M126 148 Q145 126 164 148 Q145 141 126 148 Z" fill="#ffffff"/>
    </g></g>
    <g filter="url(#drop)"><g filter="url(#clay)">
      <path d="M-10 196 Q128 170 266 196 L266 266 L-10 266 Z" fill="#9ed07c"/>
    </g></g>
    <g filter="url(#drop)"><g filter="url(#clay)">
      <rect x="58" y="168" width="12" height="44" rx="6" fill="#b07a4f"/>
      <circle cx="64" cy="156" r="26" fill="#5fb565"/>
      <rect x="176" y="186" width="36" height="26" rx="6" fill="#f28b82"/>
      <path d="M170 190 Q194 160 218 190 Z" fill="#e05d5d"/>
      <rect x="189" y="196" width="10" height="16" rx="4" fill="#7a4a2a"/>
      <ellipse cx="38" cy="58" rx="24" ry="12" fill="#ffffff"/>
      <ellipse cx="58" cy="52" rx="16" ry="12" fill="#ffffff"/>
    </g></g>`,
    defs,
  );
}

function poster(): string {
  const defs = `
    <pattern id="dots" width="6" height="6" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.3" fill="#c4572a" opacity="0.35"/></pattern>
    <pattern id="dotsDark" width="5" height="5" patternUnits="userSpaceOnUse"><circle cx="2.5" cy="2.5" r="1.2" fill="#0e3b43" opacity="0.5"/></pattern>
    <clipPath id="sunClip"><circle cx="128" cy="118" r="62"/></clipPath>
    <filter id="print" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="4"/><feColorMatrix values="0 0 0 0 0.95  0 0 0 0 0.9  0 0 0 0 0.8  0 0 0 0.25 0"/></filter>`;
  let stripes = '';
  for (let i = 0; i < 6; i++) stripes += `<rect x="60" y="${132 + i * 9}" width="140" height="${2 + i * 0.9}" fill="#f3e3c3"/>`;
  return svg(
    `<rect width="${S}" height="${S}" fill="#f3e3c3"/>
    <rect x="10" y="10" width="236" height="236" fill="#f2c57c"/>
    <rect x="10" y="10" width="236" height="236" fill="url(#dots)"/>
    <g clip-path="url(#sunClip)"><rect x="60" y="50" width="140" height="140" fill="#e8702a"/>${stripes}</g>
    <path d="M10 196 L70 132 L112 170 L158 116 L246 196 Z" fill="#2a7f87"/>
    <path d="M10 196 L70 132 L112 170 L158 116 L246 196 Z" fill="url(#dotsDark)"/>
    <path d="M158 116 L176 134 L164 132 L158 140 L150 132 L142 134 Z" fill="#f3e3c3"/>
    <rect x="10" y="196" width="236" height="50" fill="#0e3b43"/>
    <g stroke="#f2c57c" stroke-width="3"><line x1="30" y1="214" x2="90" y2="214"/><line x1="110" y1="222" x2="190" y2="222"/><line x1="60" y1="232" x2="120" y2="232"/></g>
    <rect x="10" y="10" width="236" height="236" fill="none" stroke="#0e3b43" stroke-width="4"/>
    <rect width="${S}" height="${S}" filter="url(#print)"/>`,
    defs,
  );
}

const drawings: Record<string, () => string> = { photo, ink, anime, cartoon3d, cyberpunk, oil, pixel, flat, watercolor, sketch, clay, poster };

/// The SVG source of a style's preview; undefined for a style without a drawing.
export function stylePictureSvg(slug: string): string | undefined {
  return drawings[slug]?.();
}

/// The preview as the PNG that ships.
export async function renderStylePicture(slug: string): Promise<Buffer> {
  const source = stylePictureSvg(slug);
  if (!source) throw new Error(`no preview drawing for style ${slug}`);
  return sharp(Buffer.from(source)).png({ compressionLevel: 9, palette: slug === 'pixel' || slug === 'flat' }).toBuffer();
}
