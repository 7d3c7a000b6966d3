import { useSyncExternalStore } from 'react';
import type * as QRCodeModule from 'qrcode';

export type QrCodeProps = {
  /** Text or URL the code encodes. */
  value: string;
  /** Rendered width and height in px. @default 120 */
  size?: number;
  /** Accessible name, e.g. "客服微信二维码". */
  label: string;
  /** Module colour. @default '#1d2130' */
  color?: string;
  className?: string;
};

type QrPath = { size: number; d: string };

// QR codes sit in a popover and at the bottom of the home page, never above the fold: the encoder
// (≈9 KB gzipped) loads on first use so it stays out of the home route's first bundle.
type Encoder = typeof QRCodeModule;
let encoder: Promise<Encoder> | undefined;
// qrcode is CommonJS: depending on the bundler its functions sit on the namespace or on `default`
const loadEncoder = () =>
  (encoder ??= import('qrcode').then((mod) => ((mod as { default?: Encoder }).default ?? mod) as Encoder));

/** One SVG path for all dark modules of the code for `value`: crisp at any size, no canvas. */
export async function qrPath(value: string): Promise<QrPath> {
  const QRCode = await loadEncoder();
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) d += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, d };
}

// Encoded codes by value: a code is encoded once however many times it shows, and every QrCode showing a value
// re-renders when its path lands (no effect per instance, nothing to cancel when one unmounts).
const encoded = new Map<string, QrPath | 'encoding'>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
function encodedPath(value: string): QrPath | null {
  const known = encoded.get(value);
  if (known) return known === 'encoding' ? null : known;
  // payment codes change per order: keep the last few dozen values, not every one of a long visit
  if (encoded.size >= 64) encoded.delete(encoded.keys().next().value!);
  encoded.set(value, 'encoding');
  void qrPath(value).then(
    (path) => {
      encoded.set(value, path);
      for (const listener of listeners) listener();
    },
    // an encoder chunk that failed to load is tried again the next time the code shows
    () => encoded.delete(value),
  );
  return null;
}

/**
 * A QR code drawn as SVG from its value (service WeChat, app downloads). While the encoder loads it
 * shows a blank white square of the final size (`data-state="loading"`), so nothing shifts.
 */
export function QrCode({ value, size = 120, label, color = '#1d2130', className }: QrCodeProps) {
  const path = useSyncExternalStore(subscribe, () => encodedPath(value), () => null);
  const qr = path ? { value, path } : null;
  const ready = qr !== null;
  const quiet = 2;
  const box = ready ? qr.path.size + quiet * 2 : 1;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={ready ? `${-quiet} ${-quiet} ${box} ${box}` : '0 0 1 1'}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-value={value}
      data-state={ready ? 'ready' : 'loading'}
      // visual tests wait until nothing is settling (see .storybook/vitest.setup.ts)
      data-settling={ready ? undefined : ''}
    >
      {ready ? (
        <>
          <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
          <path d={qr.path.d} fill={color} />
        </>
      ) : (
        <rect width="1" height="1" fill="#fff" />
      )}
    </svg>
  );
}
