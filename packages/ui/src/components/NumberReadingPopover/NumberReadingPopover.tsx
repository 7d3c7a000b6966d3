import { MESSAGES, numberReadings, reason, removeMarkup, setNumberReading, updateMarkup, type NumberKind } from '@peiyin/ssml';
import { MarkupPanel, RemoveButton } from '../../private/markup/MarkupPanel';
import * as panel from '../../private/markup/MarkupPanel.css';
import { markupNodeAt, runOn, selectedText, withRange, type MarkupEditProps } from '../../private/markup/types';
import { Stack } from '../../primitives/Stack';

export type NumberReadingPopoverProps = MarkupEditProps & {
  /** The reading the text front-end gives the number by itself (issue 12): listed first as 自动读法 and
   * preselected, so keeping it or changing it is one click. */
  automatic?: { reading: string; kind?: NumberKind | undefined } | undefined;
};

/** The label of the automatic reading's option. */
export const AUTOMATIC_READING_LABEL = '自动读法';

/** The number reading pop-up of spec 02 §2.3: the candidate readings of the selected number, and remove. */
export function NumberReadingPopover({ state, run, pos, range, automatic, onClose }: NumberReadingPopoverProps) {
  const node = pos === undefined ? null : markupNodeAt(state, pos, 'aliasNumber');
  const target = withRange(state, range);
  const text = node ? String(node.attrs.dataText) : selectedText(target);
  const current = node ? String(node.attrs.reading) : null;
  const found = numberReadings(text);
  // The automatic reading first, with the kind of the candidate that reads the same (or its own).
  const readings = automatic
    ? [
        { reading: automatic.reading, kind: found.find((r) => r.reading === automatic.reading)?.kind ?? automatic.kind ?? 'cardinal', label: AUTOMATIC_READING_LABEL },
        ...found.filter((r) => r.reading !== automatic.reading),
      ]
    : found;
  const chosen = current ?? automatic?.reading ?? null;
  // spec 02 §5: a number pattern must be selected; 无法识别当前选中的数字！ when no reading fits
  const blocked = node ? (readings.length === 0 ? MESSAGES.numberUnrecognised : null) : reason(target, 'numberReading');

  const choose = (reading: string, kind: NumberKind) => {
    const ok = node && pos !== undefined ? run(updateMarkup({ reading, kind }, pos)) : runOn(run, range, setNumberReading(reading, kind));
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
        <Stack gap="2" role="group" aria-label="读法">
          {readings.map((r) => (
            <button
              key={`${r.kind}:${r.reading}`}
              type="button"
              className={panel.option}
              data-state={r.reading === chosen ? 'on' : 'off'}
              aria-pressed={r.reading === chosen}
              onClick={() => choose(r.reading, r.kind)}
            >
              <span>{r.reading}</span>
              <span className={panel.optionMeta}>{r.label}</span>
            </button>
          ))}
        </Stack>
      ) : null}
    </MarkupPanel>
  );
}
