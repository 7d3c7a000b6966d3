// Submitting a synthesis task (spec 02 §5 "Task submit", §7 task v2 add, §8): the script as SSML with the voice
// in its own fields; empty content 配音内容不能为空, over 8000 the length message, before any request. A blank
// title is filled from the content first (spec 02 §5). The task list of the creation center learns of the task.
import { useState } from 'react';
import type { EditorState } from 'prosemirror-state';
import { countSpeechLength, deriveWorkTitle, docToText, MAX_SPEECH_LENGTH, toSsml, tooLongMessage, validateTaskText } from '@peiyin/ssml';
import type { TaskAddInput } from '@peiyin/api-client';
import { toast } from '@peiyin/ui';
import { useAddTask } from '../../api/tts';
import { speechParams, type SpeechSetup } from './speech';
import { voiceSettings } from './voice';

export type SubmitOutcome = { kind: 'answered'; status: number; statusText: string };

/// The task request of the script, or why it cannot be submitted.
export function taskInput(state: EditorState, setup: SpeechSetup, title: string): { ok: true; input: TaskAddInput } | { ok: false; message: string } {
  const checked = validateTaskText(docToText(state.doc));
  if (!checked.ok) return { ok: false, message: checked.message };
  const length = countSpeechLength(state.doc);
  if (length > MAX_SPEECH_LENGTH) return { ok: false, message: tooLongMessage() };
  const { voice } = setup;
  const text = toSsml(state.doc, voiceSettings(setup));
  return { ok: true, input: { title, anchorType: voice.anchorType, anchorId: voice.anchorId, ...speechParams(setup), text, version: 2 } };
}

/// 立即合成: `outcome` is the server's answer to show (spec 02 §8) until `dismiss`.
/// `onAccepted` learns the code of a task the server accepted (the sentence timeline follows it, issue 27).
export function useTaskSubmit(
  getState: () => EditorState | null,
  setup: SpeechSetup | null,
  title: string,
  onTitle: (title: string) => void,
  onAccepted?: (code: string) => void,
) {
  const { mutateAsync, isPending: submitting } = useAddTask();
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const submit = async () => {
    const state = getState();
    if (!state || !setup || submitting) return;
    let taskTitle = title;
    if (!taskTitle.trim()) {
      taskTitle = deriveWorkTitle(docToText(state.doc));
      onTitle(taskTitle);
    }
    const request = taskInput(state, setup, taskTitle);
    if (!request.ok) {
      toast.warning(request.message);
      return;
    }
    try {
      const answer = await mutateAsync(request.input);
      setOutcome({ kind: 'answered', status: answer.status, statusText: answer.statusText });
      if (answer.status === 200 && answer.code) onAccepted?.(answer.code);
    } catch {
      // the generic handler has shown the failure (spec 02 §8: HTTP failure clears loading)
    }
  };
  return { submit, submitting, outcome, dismiss: () => setOutcome(null) };
}
