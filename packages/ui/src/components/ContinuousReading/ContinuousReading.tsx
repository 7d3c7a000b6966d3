import { CONTINUOUS_MAX, CONTINUOUS_MIN, reason, removeMarkup, setContinuous } from '@peiyin/ssml';
import { Button } from '../../primitives';
import { MarkupPanel, RemoveButton } from '../../private/markup/MarkupPanel';
import * as panel from '../../private/markup/MarkupPanel.css';
import { markupNodeAt, selectedText, type MarkupEditProps } from '../../private/markup/types';

export type ContinuousReadingProps = MarkupEditProps;

/**
 * Continuous reading (spec 02 §2.3): reads the selected 2-19 characters without a pause. On an
 * existing chip it only offers remove.
 */
export function ContinuousReading({ state, run, pos, onClose }: ContinuousReadingProps) {
  const node = pos === undefined ? null : markupNodeAt(state, pos, 'continuous');
  const text = node ? String(node.attrs.dataText) : selectedText(state);
  // spec 02 §5: 2-19 characters, else 不支持当前选择内容进行连读
  const blocked = node ? null : reason(state, 'continuous');
  return (
    <MarkupPanel
      kind="continuous"
      title="连读"
      subject={text}
      error={blocked}
      footer={
        node && pos !== undefined ? (
          <RemoveButton onClick={() => run(removeMarkup(pos)) && onClose()} />
        ) : (
          <Button size="sm" disabled={blocked !== null} onClick={() => run(setContinuous) && onClose()}>
            设为连读
          </Button>
        )
      }
    >
      <p className={panel.hint}>
        选中的{CONTINUOUS_MIN}-{CONTINUOUS_MAX}个字将连续朗读，中间不停顿。
      </p>
    </MarkupPanel>
  );
}
