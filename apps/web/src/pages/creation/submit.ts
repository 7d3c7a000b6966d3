// Submitting a synthesis task (spec 02 §5 "Task submit", §7 task v2 add, §8): the script as SSML with the voice
// in its own fields; empty content 配音内容不能为空, over 8000 the length message, before any request.
import type { EditorState } from 'prosemirror-state';
import { countSpeechLength, docToText, MAX_SPEECH_LENGTH, toSsml, tooLongMessage, validateTaskText } from '@peiyin/ssml';
import { api } from '../../api';
import { speechParams, type SpeechSetup } from './speech';
import { voiceSettings } from './voice';

export type SubmitOutcome = { kind: 'answered'; status: number; statusText: string };
export type SubmitResult = SubmitOutcome | { kind: 'invalid'; message: string };

export async function submitTask(state: EditorState, setup: SpeechSetup, title: string): Promise<SubmitResult> {
  const checked = validateTaskText(docToText(state.doc));
  if (!checked.ok) return { kind: 'invalid', message: checked.message };
  const length = countSpeechLength(state.doc);
  if (length > MAX_SPEECH_LENGTH) return { kind: 'invalid', message: tooLongMessage() };
  const { voice } = setup;
  const text = toSsml(state.doc, voiceSettings(setup));
  const answer = await api.tts.taskAdd({ title, anchorType: voice.anchorType, anchorId: voice.anchorId, ...speechParams(setup), text, version: 2 });
  return { kind: 'answered', status: answer.status, statusText: answer.statusText };
}
