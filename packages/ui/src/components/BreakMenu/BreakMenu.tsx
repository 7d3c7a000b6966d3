import { useState } from 'react';
import {
  BREAK_CUSTOM_RANGE_S,
  BREAK_DEFAULT_MS,
  BREAK_PRESETS_MS,
  insertBreak,
  reason,
  removeMarkup,
  updateMarkup,
} from '@peiyin/ssml';
import { Button, Input } from '../../primitives';
import { MarkupPanel, RemoveButton } from '../../private/markup/MarkupPanel';
import * as panel from '../../private/markup/MarkupPanel.css';
import { markupNodeAt, type MarkupEditProps } from '../../private/markup/types';
import { breakInputToMs, formatBreak } from './breakInput';
import { Inline } from '../../primitives/Stack';

export type BreakMenuProps = MarkupEditProps;

/** The break menu of spec 02 §2.3: quick choices 0.2s / 0.5s / 1.0s plus a numeric input; edits or removes a break chip. */
export function BreakMenu({ state, run, pos, onClose }: BreakMenuProps) {
  const node = pos === undefined ? null : markupNodeAt(state, pos, 'break');
  const current = node ? Number(node.attrs.time) : null;
  const [seconds, setSeconds] = useState(((current ?? BREAK_DEFAULT_MS) / 1000).toFixed(1));
  // spec 02 §5: a break goes at a collapsed cursor (请将光标置于需要插入位置!)
  const blocked = node ? null : reason(state, 'break');

  const commit = (ms: number) => {
    const ok = run(node && pos !== undefined ? updateMarkup({ time: ms }, pos) : insertBreak(ms));
    if (ok) onClose();
  };

  return (
    <MarkupPanel
      kind="break"
      title="停顿"
      subject={current !== null ? formatBreak(current) : undefined}
      error={blocked}
      footer={
        <>
          {node && pos !== undefined ? (
            <RemoveButton onClick={() => run(removeMarkup(pos)) && onClose()} />
          ) : null}
          <Button size="sm" disabled={blocked !== null} onClick={() => commit(breakInputToMs(seconds))}>
            确定
          </Button>
        </>
      }
    >
      <Inline wrap gap="2" align="stretch" role="group" aria-label="常用停顿">
        {BREAK_PRESETS_MS.map((ms) => (
          <button
            key={ms}
            type="button"
            className={panel.option}
            data-state={ms === current ? 'on' : 'off'}
            aria-pressed={ms === current}
            disabled={blocked !== null}
            onClick={() => commit(ms)}
          >
            {formatBreak(ms)}
          </button>
        ))}
      </Inline>
      <Inline gap="2">
        <Input
          type="number"
          aria-label="自定义停顿（秒）"
          min={BREAK_CUSTOM_RANGE_S.min}
          max={BREAK_CUSTOM_RANGE_S.max}
          step={BREAK_CUSTOM_RANGE_S.step}
          value={seconds}
          disabled={blocked !== null}
          suffix="秒"
          onChange={(event) => setSeconds(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(breakInputToMs(seconds));
          }}
        />
      </Inline>
      <p className={panel.hint}>
        自定义停顿 {BREAK_CUSTOM_RANGE_S.min}-{BREAK_CUSTOM_RANGE_S.max} 秒，精确到0.1秒
      </p>
    </MarkupPanel>
  );
}
