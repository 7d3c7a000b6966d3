import { TextSelection, type Command, type EditorState } from 'prosemirror-state';
import { countSpeechLength, createEditorState, insertBreak, menuState, parseSsml, planSynthesis, setPhoneme, toSsml } from '@peiyin/ssml';

let state: EditorState = createEditorState({ text: '银行行长说，欢迎光临。\n再见' });
const run = (command: Command) => command(state, (tr) => (state = state.apply(tr)));

// Select 行 (positions 2-3) and read it háng: the menu is enabled for exactly one Chinese character.
state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 2, 3)));
const phonemeMenu = menuState(state).phoneme.enabled; // true
run(setPhoneme('hang2'));

// A half-second pause after 说.
state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 6)));
run(insertBreak(500));

const ssml = toSsml(state.doc, { anchorId: 'xiaoxiao', anchorName: '晓晓', speed: 1.1 });
const roundTrip = parseSsml(ssml).eq(state.doc); // true: the SSML reads back into the same document
const length = countSpeechLength(state.doc); // 14: what the length limit (8000) counts
const plan = planSynthesis(ssml);
// → speech "银行行长说" (phoneme hint hang2), silence 500, speech "，", silence 200 (smart pause),
//   speech "欢迎光临。", silence 400, speech "再见"

// ── below this line: what the test reads, not part of the README example ──
console.log(JSON.stringify({ phonemeMenu, ssml, roundTrip, length, plan, resolved: import.meta.resolve('@peiyin/ssml') }));
