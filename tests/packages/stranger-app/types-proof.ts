// Not an example: proof that the declarations are real types. A host compiles with skipLibCheck (as
// most do), so a broken declaration file would quietly turn into `any` and every use would pass; each
// line marked @ts-expect-error fails the compile when the error it expects is no longer there.
import type { EditorState } from 'prosemirror-state';
import { countSpeechLength, createEditorState, planSynthesis, toSsml, type Segment } from '@peiyin/ssml';

const state: EditorState = createEditorState({ text: '你好' });
export const segments: Segment[] = planSynthesis(toSsml(state.doc, { anchorId: 'xiaoxiao' }));
// @ts-expect-error a speech length is a number
export const length: string = countSpeechLength(state.doc);
// @ts-expect-error the voice needs its anchorId
toSsml(state.doc, {});
