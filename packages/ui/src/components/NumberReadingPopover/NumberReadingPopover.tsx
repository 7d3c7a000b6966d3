import { MESSAGES, numberReadings, reason, removeMarkup, setNumberReading, updateMarkup, type NumberKind } from '@peiyin/ssml';
import { MarkupPanel, RemoveButton } from '../MarkupPopover/MarkupPanel';
import * as panel from '../MarkupPopover/MarkupPanel.css';
import { markupNodeAt, selectedText, type MarkupEditProps } from '../MarkupPopover/types';

export type NumberReadingPopoverProps = MarkupEditProps;

/** The number reading pop-up of spec 02 §2.3: the candidate readings of the selected number, and remove. */
export function NumberReadingPopover({ state, run, pos, onClose }: NumberReadingPopoverProps) {
  const node = pos === undefined ? null : markupNodeAt(state, pos, 'aliasNumber');
  const text = node ? String(node.attrs.dataText) : selectedText(state);
  const current = node ? String(node.attrs.reading) : null;
  const readings = numberReadings(text);
  // spec 02 §5: a number pattern must be selected; 无法识别当前选中的数字！ when no reading fits
  const blocked = node ? (readings.length === 0 ? MESSAGES.numberUnrecognised : null) : reason(state, 'numberReading');

  const choose = (reading: string, kind: NumberKind) => {
    const ok = run(node && pos !== undefined ? updateMarkup({ reading, kind }, pos) : setNumberReading(reading, kind));
    if (ok) onClose();
  };

  return (
    <MarkupPanel
      kind="aliasNumber"
      title="数字读法"
      subject={text}
      error={blocked}
      footer={
        node && pos !== undefined ? (
          <RemoveButton onClick={() => run(removeMarkup(pos)) && onClose()} />
        ) : null
      }
    >
      {blocked === null ? (
        <div className={panel.optionList} role="group" aria-label="读法">
          {readings.map((r) => (
            <button
              key={`${r.kind}:${r.reading}`}
              type="button"
              className={panel.option}
              data-state={r.reading === current ? 'on' : 'off'}
              aria-pressed={r.reading === current}
              onClick={() => choose(r.reading, r.kind)}
            >
              <span>{r.reading}</span>
              <span className={panel.optionMeta}>{r.label}</span>
            </button>
          ))}
        </div>
      ) : null}
    </MarkupPanel>
  );
}
