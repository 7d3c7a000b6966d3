import { DEFAULT_SMART_BREAKS, PUNCTUATION_PAUSE_RANGE, type SmartBreakConfig } from '@peiyin/ssml';
import { Switch } from 'radix-ui';
import { Button, Slider } from '../../primitives';
import { MarkupPanel } from '../../private/markup/MarkupPanel';
import * as panel from '../../private/markup/MarkupPanel.css';
import * as css from './PunctuationPauseMenu.css';
import { Inline } from '../../primitives/Stack';

export type PunctuationPauseMenuProps = {
  /** Smart narration: on/off and each punctuation's pause (the shape `planSynthesis` and `toSsml` take as `smartBreaks`). */
  value: SmartBreakConfig;
  onChange: (next: SmartBreakConfig) => void;
};

function Toggle({ label, checked, onChange, disabled = false }: { label: string; checked: boolean; onChange: (on: boolean) => void; disabled?: boolean }) {
  return (
    <Switch.Root className={css.switchRoot} checked={checked} onCheckedChange={onChange} aria-label={label} disabled={disabled}>
      <Switch.Thumb className={css.switchThumb} />
    </Switch.Root>
  );
}

/**
 * Smart narration and punctuation pauses (spec 02 §3 "Smart-break config", §9): a master switch
 * plus, per punctuation, a pause of 200-5000 ms (step 100) and its own switch; restore defaults
 * (，、；200, 。？！400, ……800, on).
 */
export function PunctuationPauseMenu({ value, onChange }: PunctuationPauseMenuProps) {
  const setPause = (index: number, patch: Partial<SmartBreakConfig['pauses'][number]>) =>
    onChange({ ...value, pauses: value.pauses.map((p, i) => (i === index ? { ...p, ...patch } : p)) });
  return (
    <MarkupPanel
      kind="voice"
      title="标点停顿"
      wide
      footer={
        <Button variant="secondary" size="sm" onClick={() => onChange(DEFAULT_SMART_BREAKS)}>
          恢复默认
        </Button>
      }
    >
      <div className={css.master}>
        <span>智能旁白</span>
        <Toggle label="智能旁白" checked={value.enabled} onChange={(enabled) => onChange({ ...value, enabled })} />
      </div>
      <p className={panel.hint}>开启后，合成时在标点处自动停顿；可分别设置每种标点的停顿时长。</p>
      <ul className={css.rows} aria-label="标点停顿">
        {value.pauses.map((pause, index) => (
          <Inline key={pause.name} as="li" gap="2" data-state={value.enabled && pause.enabled ? 'on' : 'off'}>
            <span className={css.marks} aria-hidden>
              {pause.marks[0]}
            </span>
            <div className={css.slider}>
              <Slider
                label={pause.name}
                {...PUNCTUATION_PAUSE_RANGE}
                value={pause.ms}
                onChange={(ms) => setPause(index, { ms })}
                format={(v) => `${v}ms`}
                disabled={!value.enabled || !pause.enabled}
              />
            </div>
            <Toggle label={`${pause.name}停顿开关`} checked={pause.enabled} disabled={!value.enabled} onChange={(enabled) => setPause(index, { enabled })} />
          </Inline>
        ))}
      </ul>
    </MarkupPanel>
  );
}
