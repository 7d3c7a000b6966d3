import { spinner } from './Spinner.css';

export type SpinnerProps = {
  /** Diameter in pixels. @default 16 */
  size?: number;
  /** Accessible label announced to screen readers. @default '加载中' */
  label?: string;
  className?: string;
};

/** A small rotating ring in the current text colour. */
export function Spinner({ size = 16, label = '加载中', className }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={className ? `${spinner} ${className}` : spinner}
      style={{ width: size, height: size }}
    />
  );
}
