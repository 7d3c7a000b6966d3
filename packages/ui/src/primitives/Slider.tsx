import { useId } from 'react';
import { Slider as RadixSlider } from 'radix-ui';
import * as css from './Slider.css';

export interface SliderProps {
  value: number;
  /** Every move, with the value snapped to `step` (no float noise: 0.1 + 0.2 arrives as 0.3). */
  onChange(value: number): void;
  min: number;
  max: number;
  step: number;
  /** Shown before the track and used as the accessible name, e.g. 音调. */
  label: string;
  /** How the value reads beside the track, e.g. `(v) => v.toFixed(1) + 'x'`. @default String */
  format?(value: number): string;
  disabled?: boolean;
}

/** Decimal places of a step such as 0.01, so snapped values print and compare cleanly. */
function decimals(step: number) {
  const text = String(step);
  return text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
}

/**
 * A labelled slider with its value beside it (spec 02 §5 sliders: pitch, speed, volume, intensity, BGM volume,
 * fades). Arrow keys move by `step`, Page Up/Down by ten steps, Home/End to the ends (Radix Slider).
 */
export function Slider({ value, onChange, min, max, step, label, format = String, disabled = false }: SliderProps) {
  const id = useId();
  const places = decimals(step);
  return (
    <div className={css.row}>
      <span id={id} className={css.label}>
        {label}
      </span>
      <RadixSlider.Root
        className={css.root}
        value={[value]}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(Number(next.toFixed(places)));
        }}
      >
        <RadixSlider.Track className={css.track}>
          <RadixSlider.Range className={css.range} />
        </RadixSlider.Track>
        <RadixSlider.Thumb className={css.thumb} aria-labelledby={id} aria-valuetext={format(value)} />
      </RadixSlider.Root>
      <output className={css.value} aria-hidden>
        {format(value)}
      </output>
    </div>
  );
}
