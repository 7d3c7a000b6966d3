import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { multiVoiceLabel, removeMarkup, removeMultiVoice, wrapperRange, MESSAGES, type MultiVoiceAttrs } from '@peiyin/ssml';
import { Button } from '../../primitives';
import { AliasPopover } from '../AliasPopover';
import { BreakMenu } from '../BreakMenu';
import { ContinuousReading } from '../ContinuousReading';
import { LocalPitchPopover } from '../LocalPitchPopover';
import { NumberReadingPopover } from '../NumberReadingPopover';
import { PronunciationPopover } from '../PronunciationPopover';
import { WordReadingPopover } from '../WordReadingPopover';
import { isMarkupKind, markupKinds } from '../../private/markup/markupKinds';
import { MarkupPanel, RemoveButton } from '../../private/markup/MarkupPanel';
import { EditorPopup } from '../../private/markup/EditorPopup';
import { targetMatches } from './targetMatches';
import type { EditorCommandProps } from '../../private/markup/types';

export { targetMatches } from './targetMatches';

/** A clicked chip: its node or wrapper mark name, its position, and the element to anchor the pop-up on. */
export interface MarkupTarget {
  /** Leaf node name (`phoneme`, `break`…) or wrapper mark name (`multiVoice`, `subPitch`). */
  name: string;
  /** Position of the leaf node, or a position inside (e.g. the start of) the wrapper's range. */
  pos: number;
  /** The chip's element (SsmlEditor's `onChipClick` gives it as `element`). */
  element?: HTMLElement | undefined;
  /** Same as `element`, for callers that name it so. */
  anchor?: HTMLElement | undefined;
}

export type MarkupPopoverProps = EditorCommandProps & {
  /** The chip whose pop-up is open; null when none is. */
  target: MarkupTarget | null;
  /** Closes the pop-up (after apply or remove, on Escape or a click outside). */
  onClose: () => void;
  /** Offered on a multi-voice range: reopen the multi-voice picker for it (its start position and attributes). */
  onEditMultiVoice?: (range: { from: number; to: number; attrs: MultiVoiceAttrs }) => void;
};

/** A chip's pop-up does not reopen when the chip is clicked again within 250 ms of dismissing it (spec 02 §9). */
export const POPOVER_RECLICK_DELAY_MS = 250;

/**
 * The pop-up of a clicked chip (spec 02 §2.3): the edit pop-up of its markup (pronunciation, alias,
 * number or word reading, break, local pitch) or the remove-only pop-up for other nodes (continuous
 * reading, sound effect, multi-voice). Removing restores the original text or unwraps the range
 * (spec 02 §4). A chip that no longer matches the document says 无法匹配此标签 (spec 02 §5).
 */
export function MarkupPopover({ state, run, target, onClose, onEditMultiVoice }: MarkupPopoverProps) {
  const element = target?.element ?? target?.anchor ?? null;
  const anchorRef = useMemo(() => ({ current: element }), [element]);
  // spec 02 §9 "popover re-click delay 250 ms": clicking the open chip again closes its pop-up (the
  // click outside closes it first, then the chip's own click would reopen it at once)
  const key = target ? `${target.name}@${target.pos}` : null;
  const [dismissed, setDismissed] = useState<{ key: string; at: number } | null>(null);
  const [shown, setShown] = useState<{ key: string | null; tooSoon: boolean }>({ key: null, tooSoon: false });
  if (shown.key !== key) {
    // adjusting state when the target changes, while rendering (React's pattern for derived state)
    setShown({ key, tooSoon: key !== null && dismissed !== null && dismissed.key === key && Date.now() - dismissed.at < POPOVER_RECLICK_DELAY_MS });
  }
  const reopenedTooSoon = shown.key === key && shown.tooSoon;
  useEffect(() => {
    if (reopenedTooSoon) onClose();
  }, [reopenedTooSoon, onClose]);
  return (
    <EditorPopup
      open={target !== null && !reopenedTooSoon}
      onOpenChange={(open) => {
        if (open) return;
        if (key) setDismissed({ key, at: Date.now() });
        onClose();
      }}
      label={target && isMarkupKind(target.name) ? markupKinds[target.name].label : '标注'}
      anchorRef={anchorRef}
    >
      {target ? <MarkupPopoverBody state={state} run={run} target={target} onClose={onClose} {...(onEditMultiVoice ? { onEditMultiVoice } : {})} /> : null}
    </EditorPopup>
  );
}

/** The content of the pop-up for `target`, without the floating frame (also usable inline). */
export function MarkupPopoverBody({ state, run, target, onClose, onEditMultiVoice }: Omit<MarkupPopoverProps, 'target'> & { target: MarkupTarget }) {
  const { name, pos } = target;
  if (!targetMatches(state, target)) {
    return <MarkupPanel kind={isMarkupKind(name) ? name : 'voice'} title={isMarkupKind(name) ? markupKinds[name].label : '标注'} error={MESSAGES.unmatchedBreak} />;
  }
  const props = { state, run, pos, onClose };
  switch (name) {
    case 'phoneme':
      return <PronunciationPopover {...props} />;
    case 'alias':
      return <AliasPopover {...props} />;
    case 'aliasNumber':
      return <NumberReadingPopover {...props} />;
    case 'sayAs':
      return <WordReadingPopover {...props} />;
    case 'break':
      return <BreakMenu {...props} />;
    case 'continuous':
      return <ContinuousReading {...props} />;
    case 'subPitch':
      return <LocalPitchPopover {...props} />;
    case 'multiVoice': {
      const range = wrapperRange(state.doc, pos, state.schema.marks.multiVoice!)!;
      const attrs = range.mark.attrs as MultiVoiceAttrs;
      return (
        <RemoveOnly
          kind="multiVoice"
          title={markupKinds.multiVoice.label}
          subject={multiVoiceLabel(attrs)}
          onRemove={() => run(removeMultiVoice(pos)) && onClose()}
          extra={
            onEditMultiVoice ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  onClose();
                  onEditMultiVoice({ from: range.from, to: range.to, attrs });
                }}
              >
                修改
              </Button>
            ) : null
          }
        />
      );
    }
    default: {
      // a sound effect, or a node of an extended schema: remove only
      const node = state.doc.nodeAt(pos)!;
      const label = isMarkupKind(name) ? markupKinds[name].label : ((node.type.spec as { markupLabel?: string }).markupLabel ?? name);
      const subject = name === 'sound' ? String(node.attrs.name ?? '') : String(node.attrs.dataText ?? '');
      return <RemoveOnly kind={isMarkupKind(name) ? name : 'voice'} title={label} subject={subject} onRemove={() => run(removeMarkup(pos)) && onClose()} />;
    }
  }
}

function RemoveOnly({ kind, title, subject, onRemove, extra }: { kind: Parameters<typeof MarkupPanel>[0]['kind']; title: string; subject: string; onRemove: () => void; extra?: ReactNode }) {
  return (
    <MarkupPanel
      kind={kind}
      title={title}
      subject={subject}
      footer={
        <>
          <RemoveButton onClick={onRemove} />
          {extra}
        </>
      }
    />
  );
}
