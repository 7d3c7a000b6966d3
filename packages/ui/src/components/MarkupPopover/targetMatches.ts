import { wrapperRange } from '@peiyin/ssml';
import type { EditorState } from 'prosemirror-state';

/** Whether the document still has the clicked markup where the chip said. */
export function targetMatches(state: EditorState, target: { name: string; pos: number }): boolean {
  const { doc, schema } = state;
  if (target.pos < 0 || target.pos > doc.content.size) return false;
  const markType = schema.marks[target.name];
  if (markType) return wrapperRange(doc, target.pos, markType) !== null;
  return target.pos < doc.content.size && doc.nodeAt(target.pos)?.type.name === target.name;
}
