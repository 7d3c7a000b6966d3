/**
 * The three home banner slides (spec 01 §2 "auto-playing banner carousel of 3 images"), drawn as
 * SVG so they are our own, weigh a few KB and stay sharp. 1600 × 320 (5:1, the banner is 0.2 of
 * the window width); `slice` keeps the centre 1200 px of content visible on any window.
 */
import type { ReactNode } from 'react';

const font = '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif';

type SlideProps = { title: string };

function Frame({ title, children }: SlideProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 1600 320" width="100%" height="100%" preserveAspectRatio="xMidYMid slice" role="img" aria-label={title}>
      {children}
    </svg>
  );
}

function Copy({ title, subtitle, cta, dark = false }: { title: string; subtitle: string; cta: string; dark?: boolean }) {
  const ink = dark ? '#1d2130' : '#ffffff';
  return (
    <g fontFamily={font}>
      <text x="220" y="138" fontSize="50" fontWeight="700" fill={ink} letterSpacing="2">
        {title}
      </text>
      <text x="222" y="190" fontSize="22" fill={ink} opacity="0.85" letterSpacing="1">
        {subtitle}
      </text>
      <rect x="222" y="220" width="148" height="46" rx="23" fill={dark ? '#5b4cf0' : '#ffffff'} />
      <text x="296" y="250" fontSize="19" fontWeight="600" textAnchor="middle" fill={dark ? '#ffffff' : '#4c3ce0'}>
        {cta}
      </text>
    </g>
  );
}

/** Slide 1: AI dubbing, a microphone sending a waveform. */
export function BannerSlideVoice({ title }: SlideProps) {
  const bars = [34, 60, 96, 70, 120, 84, 140, 100, 66, 110, 76, 48, 90, 58, 36];
  return (
    <Frame title={title}>
      <defs>
        <linearGradient id="pyHbVoiceBg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f3fe6" />
          <stop offset="0.6" stopColor="#7b5cf5" />
          <stop offset="1" stopColor="#b07cf2" />
        </linearGradient>
        <linearGradient id="pyHbVoiceBar" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.35" />
        </linearGradient>
      </defs>
      <rect width="1600" height="320" fill="url(#pyHbVoiceBg)" />
      <circle cx="1260" cy="160" r="230" fill="#ffffff" opacity="0.06" />
      <circle cx="1260" cy="160" r="150" fill="#ffffff" opacity="0.07" />
      <g transform="translate(1000 0)">
        {bars.map((height, index) => (
          <rect key={index} x={index * 22} y={160 - height / 2} width="12" height={height} rx="6" fill="url(#pyHbVoiceBar)" />
        ))}
      </g>
      <g transform="translate(1290 96)">
        <rect x="-30" y="0" width="60" height="96" rx="30" fill="#ffffff" />
        <path d="M-52 62a52 52 0 0 0 104 0" fill="none" stroke="#ffffff" strokeWidth="9" strokeLinecap="round" />
        <path d="M0 116v26M-26 142h52" stroke="#ffffff" strokeWidth="9" strokeLinecap="round" />
        <path d="M-10 30v30M0 22v46M10 30v30" stroke="#7b5cf5" strokeWidth="6" strokeLinecap="round" />
      </g>
      <g fontFamily={font} fontSize="16" fontWeight="600">
        <rect x="1420" y="60" width="96" height="34" rx="17" fill="#ffffff" opacity="0.95" />
        <text x="1468" y="83" textAnchor="middle" fill="#5b4cf0">情感丰富</text>
        <rect x="1430" y="226" width="96" height="34" rx="17" fill="#ffd978" />
        <text x="1478" y="249" textAnchor="middle" fill="#7a4a0f">48k 高清</text>
      </g>
      <Copy title="AI 配音，一句话成声" subtitle="多位 AI 主播 · 多种情感风格 · 几秒生成专业配音" cta="免费试用" />
    </Frame>
  );
}

/** Slide 2: several anchors in one script, three voices talking. */
export function BannerSlideMulti({ title }: SlideProps) {
  const people = [
    { x: 1080, y: 190, fill: '#ffb86b', bubble: '旁白' },
    { x: 1250, y: 140, fill: '#7fe0c8', bubble: '小明' },
    { x: 1420, y: 200, fill: '#ffd0e1', bubble: '小红' },
  ];
  return (
    <Frame title={title}>
      <defs>
        <linearGradient id="pyHbMultiBg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0f9f9a" />
          <stop offset="0.55" stopColor="#2f7fe0" />
          <stop offset="1" stopColor="#5b4cf0" />
        </linearGradient>
      </defs>
      <rect width="1600" height="320" fill="url(#pyHbMultiBg)" />
      <path d="M960 320c120-90 260-120 420-60s180 40 220 20v120z" fill="#ffffff" opacity="0.08" />
      <g fontFamily={font}>
        {people.map((person) => (
          <g key={person.bubble} transform={`translate(${person.x} ${person.y})`}>
            <circle r="50" fill="#ffffff" opacity="0.16" />
            <circle r="38" fill={person.fill} />
            <circle cy="-8" r="14" fill="#ffffff" opacity="0.92" />
            <path d="M-22 24c4-14 12-20 22-20s18 6 22 20" fill="#ffffff" opacity="0.92" />
            <g transform="translate(24 -92)">
              <rect width="92" height="40" rx="12" fill="#ffffff" />
              <path d="M14 40l-6 14 20-14z" fill="#ffffff" />
              <text x="46" y="27" fontSize="18" fontWeight="600" textAnchor="middle" fill="#2f7fe0">
                {person.bubble}
              </text>
            </g>
          </g>
        ))}
      </g>
      <Copy title="多主播对话，一人成剧" subtitle="为每个角色挑选声音，旁白与对白一次合成" cta="开始创作" />
    </Frame>
  );
}

/** Slide 3: the smart tools, three small tool cards. */
export function BannerSlideTools({ title }: SlideProps) {
  const tools = [
    { x: 1000, label: '图片转文字', glyph: 'M-14 -10h28v20h-28zM-8 -2l6 6 4-4 6 8' },
    { x: 1170, label: '语音转文字', glyph: 'M-6 -16h12v22h-12zM-14 0a14 14 0 0 0 28 0M0 14v6' },
    { x: 1340, label: '视频提取文案', glyph: 'M-16 -12h24v24h-24zM8 -6l10-6v24l-10-6' },
  ];
  return (
    <Frame title={title}>
      <defs>
        <linearGradient id="pyHbToolsBg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff3e4" />
          <stop offset="0.6" stopColor="#ffe4ec" />
          <stop offset="1" stopColor="#ece9ff" />
        </linearGradient>
      </defs>
      <rect width="1600" height="320" fill="url(#pyHbToolsBg)" />
      <circle cx="1500" cy="40" r="120" fill="#ffffff" opacity="0.6" />
      <g fontFamily={font}>
        {tools.map((tool, index) => (
          <g key={tool.label} transform={`translate(${tool.x} ${index === 1 ? 70 : 96})`}>
            <rect width="148" height="164" rx="18" fill="#ffffff" />
            <rect width="148" height="164" rx="18" fill="none" stroke="#e9e3ff" strokeWidth="2" />
            <circle cx="74" cy="60" r="32" fill={['#ffe6cc', '#e2ddff', '#ffdbe7'][index]} />
            <path
              d={tool.glyph}
              transform="translate(74 60)"
              fill="none"
              stroke={['#e8860c', '#5b4cf0', '#e0457b'][index]}
              strokeWidth="3.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <text x="74" y="128" fontSize="18" fontWeight="600" textAnchor="middle" fill="#1d2130">
              {tool.label}
            </text>
          </g>
        ))}
      </g>
      <Copy title="智能工具箱，效率翻倍" subtitle="图片、语音、视频中的文字，一键提取，直接配音" cta="去看看" dark />
    </Frame>
  );
}
