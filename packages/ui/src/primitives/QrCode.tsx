import { useMemo } from 'react';
import QRCode from 'qrcode';

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

/** One SVG path for all dark modules: crisp at any size, no canvas, computed synchronously. */
export function qrPath(value: string): { size: number; d: string } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) d += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, d };
}

/** A QR code drawn as SVG from its value (service WeChat, app downloads). */
export function QrCode({ value, size = 120, label, color = '#1d2130', className }: QrCodeProps) {
  const { size: modules, d } = useMemo(() => qrPath(value), [value]);
  const quiet = 2;
  const box = modules + quiet * 2;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-value={value}
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={d} fill={color} />
    </svg>
  );
}
