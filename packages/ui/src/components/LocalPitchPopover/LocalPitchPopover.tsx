import { useState } from 'react';
import {
  PITCH_RANGE,
  SPEED_RANGE,
  VOLUME_RANGE,
  formatSpeed,
  reason,
  removeSubPitch,
  setSubPitch,
  updateSubPitch,
  wrapperRange,
  type SubPitchAttrs,
} from '@peiyin/ssml';
import type { EditorState } from 'prosemirror-state';
import { Button, Slider } from '../../primitives';
import { MarkupPanel, RemoveButton } from '../../private/markup/MarkupPanel';
import { selectedText, type MarkupEditProps } from '../../private/markup/types';

export type LocalPitchPopoverProps = MarkupEditProps;

/** Pitch, speed and volume at their defaults (spec 02 §5: 0, 1.0x, 100). */
export const LOCAL_PITCH_DEFAULTS: SubPitchAttrs = { pitch: PITCH_RANGE.default, speed: SPEED_RANGE.default, volume: VOLUME_RANGE.default };

/** Shows a pitch with its sign: 20 → `+20`. */
export const formatPitch = (pitch: number) => (pitch > 0 ? `+${pitch}` : String(pitch));

/** The local pitch range around `pos`, with its text and attributes, or null. */
export function subPitchAt(state: EditorState, pos: number): { from: number; to: number; attrs: SubPitchAttrs; text: string } | null {
  const type = state.schema.marks.subPitch;
  if (!type || pos < 0 || pos > state.doc.content.size) return null;
  const range = wrapperRange(state.doc, pos, type);
  if (!range) return null;
  const attrs = range.mark.attrs as SubPitchAttrs;
  return { from: range.from, to: range.to, attrs, text: state.doc.textBetween(range.from, range.to, '\n', (leaf) => String(leaf.attrs.dataText ?? '')) };
}

/**
 * The local pitch pop-up of spec 02 §2.3: sliders for pitch (-500..500 step 5), speed (0.5-2, shown
 * like 1.0x) and volume (0-100), reset to default, confirm; on an existing range also remove (unwraps).
 */
export function LocalPitchPopover({ state, run, pos, onClose }: LocalPitchPopoverProps) {
  const existing = pos === undefined ? null : subPitchAt(state, pos);
  const [values, setValues] = useState<SubPitchAttrs>(existing ? { ...existing.attrs } : LOCAL_PITCH_DEFAULTS);
  // spec 02 §4: a non-blank selection without a multi-voice or local pitch range in it
  const blocked = existing ? null : reason(state, 'subPitch');
  const set = (key: keyof SubPitchAttrs) => (value: number) => setValues((current) => ({ ...current, [key]: value }));

  const confirm = () => {
    const ok = run(existing && pos !== undefined ? updateSubPitch(values, pos) : setSubPitch(values));
    if (ok) onClose();
  };

  return (
    <MarkupPanel
      kind="subPitch"
      title="局部调节"
      subject={existing ? existing.text : selectedText(state)}
      error={blocked}
      footer={
        <>
          {existing && pos !== undefined ? (
            <RemoveButton onClick={() => run(removeSubPitch(pos)) && onClose()} />
          ) : null}
          <Button variant="secondary" size="sm" disabled={blocked !== null} onClick={() => setValues(LOCAL_PITCH_DEFAULTS)}>
            恢复默认
          </Button>
          <Button size="sm" disabled={blocked !== null} onClick={confirm}>
            确定
          </Button>
        </>
      }
    >
      <Slider label="音调" {...PITCH_RANGE} value={values.pitch} onChange={set('pitch')} format={formatPitch} disabled={blocked !== null} />
      <Slider label="语速" {...SPEED_RANGE} value={values.speed} onChange={set('speed')} format={formatSpeed} disabled={blocked !== null} />
      <Slider label="音量" {...VOLUME_RANGE} value={values.volume} onChange={set('volume')} disabled={blocked !== null} />
    </MarkupPanel>
  );
}
