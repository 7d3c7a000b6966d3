import { useState } from 'react';
import { reason, removeMarkup, setAlias, updateMarkup, validateAlias } from '@peiyin/ssml';
import { Button, Input } from '../../primitives';
import { MarkupPanel, RemoveButton } from '../../private/markup/MarkupPanel';
import * as panel from '../../private/markup/MarkupPanel.css';
import { markupNodeAt, runOn, selectedText, withRange, type MarkupEditProps } from '../../private/markup/types';

export type AliasPopoverProps = MarkupEditProps & {
  /** The alias the input starts with for new markup, e.g. the reading the text front-end gives the
   * selection (issue 12), so confirming it is one click. */
  defaultAlias?: string | undefined;
};

/** The example under the alias input (spec 02 §2.3 "an example hint"). */
export const ALIAS_EXAMPLE = '示例：选中“WTO”，别名填写“世界贸易组织”，合成时将读作“世界贸易组织”';

/** The alias pop-up of spec 02 §2.3: the selected content, an alias input, confirm, an example and remove. */
export function AliasPopover({ state, run, pos, range, defaultAlias, onClose }: AliasPopoverProps) {
  const node = pos === undefined ? null : markupNodeAt(state, pos, 'alias');
  const target = withRange(state, range);
  const content = node ? String(node.attrs.dataText) : selectedText(target);
  const [alias, setAliasText] = useState(node ? String(node.attrs.alias) : (defaultAlias ?? ''));
  const [error, setError] = useState<string | null>(null);
  // spec 02 §5: an alias needs more than one character selected, without markup inside
  const blocked = node ? null : reason(target, 'alias');

  const confirm = () => {
    const result = validateAlias(alias);
    if (!result.ok) return setError(result.message);
    const ok = node && pos !== undefined ? run(updateMarkup({ alias: result.value }, pos)) : runOn(run, range, setAlias(result.value));
    if (ok) onClose();
  };

  return (
    <MarkupPanel
      kind="alias"
      title="别名"
      subject={content}
      error={blocked ?? error}
      footer={
        <>
          {node && pos !== undefined ? (
            <RemoveButton onClick={() => run(removeMarkup(pos)) && onClose()} />
          ) : null}
          <Button size="sm" disabled={blocked !== null} onClick={confirm}>
            确定
          </Button>
        </>
      }
    >
      <Input
        aria-label="别名"
        placeholder="请输入别名"
        value={alias}
        disabled={blocked !== null}
        onChange={(event) => {
          setAliasText(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') confirm();
        }}
      />
      <p className={panel.hint}>{ALIAS_EXAMPLE}</p>
    </MarkupPanel>
  );
}
