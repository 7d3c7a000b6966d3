import { reason, removeMarkup, setWordReading, updateMarkup, type WordReadingMode } from '@peiyin/ssml';
import { MarkupPanel, RemoveButton } from '../../private/markup/MarkupPanel';
import * as panel from '../../private/markup/MarkupPanel.css';
import { markupNodeAt, selectedText, type MarkupEditProps } from '../../private/markup/types';
import { Stack } from '../../primitives/Stack';

export type WordReadingPopoverProps = MarkupEditProps;

/** The two readings of a Latin word (spec 02 §2.3): letter by letter, or as one word. */
export const wordReadingOptions: readonly { mode: WordReadingMode; label: string; example: string }[] = [
  { mode: 'characters', label: '逐个字母朗读', example: '如 NBA 读作 N-B-A' },
  { mode: 'word', label: '作为单词朗读', example: '如 hello 读作一个单词' },
];

/** The letter/word reading pop-up of spec 02 §2.3: two options and remove. */
export function WordReadingPopover({ state, run, pos, onClose }: WordReadingPopoverProps) {
  const node = pos === undefined ? null : markupNodeAt(state, pos, 'sayAs');
  const text = node ? String(node.attrs.dataText) : selectedText(state);
  const current = node ? String(node.attrs.interpretAs) : null;
  // spec 02 §4: word reading needs letters a-z or A-Z only
  const blocked = node ? null : reason(state, 'wordReading');

  const choose = (mode: WordReadingMode) => {
    const ok = run(node && pos !== undefined ? updateMarkup({ interpretAs: mode }, pos) : setWordReading(mode));
    if (ok) onClose();
  };

  return (
    <MarkupPanel
      kind="sayAs"
      title="单词读法"
      subject={text}
      error={blocked}
      footer={
        node && pos !== undefined ? (
          <RemoveButton onClick={() => run(removeMarkup(pos)) && onClose()} />
        ) : null
      }
    >
      <Stack gap="2" role="group" aria-label="读法">
        {wordReadingOptions.map((option) => (
          <button
            key={option.mode}
            type="button"
            className={panel.option}
            data-state={option.mode === current ? 'on' : 'off'}
            aria-pressed={option.mode === current}
            disabled={blocked !== null}
            onClick={() => choose(option.mode)}
          >
            <span>{option.label}</span>
            <span className={panel.optionMeta}>{option.example}</span>
          </button>
        ))}
      </Stack>
    </MarkupPanel>
  );
}
