// Not an example: proof that the declarations of @peiyin/ui are real types (see ../types-proof.ts).
import { createEditorState } from '@peiyin/ssml';
import { MarkupPopover, SsmlEditor, type SsmlEditorHandle } from '@peiyin/ui';

export const handle = (editor: SsmlEditorHandle) => editor.getState().doc.textContent;
// @ts-expect-error defaultState is an EditorState, not a string
export const wrongState = <SsmlEditor defaultState="银行" />;
export const rightState = <SsmlEditor defaultState={createEditorState({ text: '银行' })} />;
// @ts-expect-error the pop-up needs the editor state, run, its target and onClose
export const missingProps = <MarkupPopover target={null} />;
