import { useEffect, useMemo } from 'react';
import { reason, TN_NUMBER_KIND, type PronunciationEntry } from '@peiyin/ssml';
import { Popover } from '../../primitives';
import { AliasPopover } from '../AliasPopover';
import { MarkupPanel } from '../../private/markup/MarkupPanel';
import * as panel from '../../private/markup/MarkupPanel.css';
import { withRange, type EditorCommandProps } from '../../private/markup/types';
import { NumberReadingPopover } from '../NumberReadingPopover';
import { PronunciationPopover } from '../PronunciationPopover';
import type { ReadingTarget } from '../SsmlEditor';

/** Which pop-up a clicked reading opens (`readingPopupOf`). */
export const readingPopups = ['numberReading', 'alias', 'phoneme', 'info'] as const;
export type ReadingPopup = (typeof readingPopups)[number];

export type ReadingPopoverProps = EditorCommandProps & {
  /** The clicked reading (`SsmlEditor`'s `onReadingClick`); null when none is open. */
  target: ReadingTarget | null;
  /** Closes the pop-up (after a choice, on Escape, a click outside, or when the text under it changes). */
  onClose: () => void;
  /** Offers 应用到全部同词 in the pronunciation pop-up (adds a dictionary entry). */
  onApplyToAll?: ((entry: PronunciationEntry) => void) | undefined;
};

/**
 * Which pop-up a clicked reading opens: a polyphone to confirm the pronunciation pop-up; a number the
 * number-reading pop-up (with the automatic reading preselected); other readings (units, letters,
 * symbols, a dictionary word) the alias pop-up filled with the reading; a single character, which no
 * markup may cover alone (spec 02 §5), only says how it is read.
 */
export function readingPopupOf(state: EditorCommandProps['state'], target: ReadingTarget): ReadingPopup {
  if (target.kind === 'polyphone') return 'phoneme';
  const selected = withRange(state, target);
  if (reason(selected, 'numberReading') === null) return 'numberReading';
  if (reason(selected, 'alias') === null) return 'alias';
  return 'info';
}

/**
 * The pop-up of a marked reading or polyphone in the script (issue 12): the existing number-reading,
 * alias or pronunciation pop-up, marking up the clicked range. The caret stays in the script (typing
 * goes on; the pop-up closes when the text under it changes).
 */
export function ReadingPopover({ state, run, target, onClose, onApplyToAll }: ReadingPopoverProps) {
  const element = target?.element ?? null;
  const anchorRef = useMemo(() => ({ current: element }), [element]);
  // the text under the pop-up was edited: what it offers no longer applies
  const stale = target !== null && (target.to > state.doc.content.size || state.doc.textBetween(target.from, target.to) !== target.written);
  useEffect(() => {
    if (stale) onClose();
  }, [stale, onClose]);
  const open = target !== null && !stale;
  return (
    <Popover.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Content
        side="bottom"
        align="start"
        collisionPadding={12}
        className={panel.floatingFrame}
        // the caret stays where the person clicked
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        {open ? <ReadingPopoverBody state={state} run={run} target={target} onClose={onClose} onApplyToAll={onApplyToAll} /> : null}
      </Popover.Content>
    </Popover.Root>
  );
}

/** The content of the pop-up for `target`, without the floating frame. */
export function ReadingPopoverBody({ state, run, target, onClose, onApplyToAll }: Omit<ReadingPopoverProps, 'target'> & { target: ReadingTarget }) {
  const range = { from: target.from, to: target.to };
  const props = { state, run, range, onClose };
  if (target.kind === 'polyphone') {
    return <PronunciationPopover {...props} suggestion={{ candidates: target.candidates, suggested: target.suggested }} onApplyToAll={onApplyToAll} />;
  }
  switch (readingPopupOf(state, target)) {
    case 'numberReading':
      return <NumberReadingPopover {...props} automatic={{ reading: target.spoken, kind: TN_NUMBER_KIND[target.class] }} />;
    case 'alias':
      return <AliasPopover {...props} defaultAlias={target.spoken} />;
    default:
      return (
        <MarkupPanel kind="aliasNumber" title="自动读法" subject={target.written}>
          <p className={panel.hint} data-testid="reading-info">
            读作：{target.spoken}。单个字符不能单独设置读法，选中更长的内容后可设置数字读法或别名。
          </p>
        </MarkupPanel>
      );
  }
}
