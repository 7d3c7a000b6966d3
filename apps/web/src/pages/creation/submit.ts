// Submitting a synthesis task (spec 02 §5 "Task submit", §7 task v2 add, §8): the script as SSML with the voice
// in its own fields; empty content 配音内容不能为空, over 8000 the length message, before any request. A blank
// title is filled from the content first (spec 02 §5). The task list of the creation center learns of the task.
import { useState } from 'react';
import type { EditorState } from 'prosemirror-state';
import { countSpeechLength, deriveWorkTitle, docToText, MAX_SPEECH_LENGTH, toSsml, tooLongMessage, validateTaskText } from '@peiyin/ssml';
import type { TaskAddInput } from '@peiyin/api-client';
import { toast, type TimedCue } from '@peiyin/ui';
import { useAddTask } from '../../api/tts';
import { speechParams, type SpeechSetup } from './speech';
import { voiceSettings } from './voice';

export type SubmitOutcome = { kind: 'answered'; status: number; statusText: string };

/// The cues of a script handed over with subtitle times (文案提取's 去配音, issue 28 §1) while it still has one
/// paragraph per cue: each paragraph's words (as edited here) with its cue's times, so that the task speaks each
/// from its cue's start and its SRT has one subtitle per paragraph. The cue's words are only its subtitle: the server
/// speaks each paragraph of the SSML sent as `text`, with the markup set here after 去配音; it counts the paragraphs
/// as this does (blank lines not). Paragraphs added or removed: none (the task is an ordinary one, its subtitles cut by
/// sentence).
export function scriptCues(state: EditorState, cues: readonly TimedCue[] | undefined): TimedCue[] | null {
  if (!cues?.length) return null;
  const paragraphs = docToText(state.doc)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (paragraphs.length !== cues.length) return null;
  return cues.map((cue, index) => ({ start: cue.start, end: cue.end, text: paragraphs[index]! }));
}

/// The task request of the script, or why it cannot be submitted.
export function taskInput(state: EditorState, setup: SpeechSetup, title: string, cues?: readonly TimedCue[]): { ok: true; input: TaskAddInput } | { ok: false; message: string } {
  const checked = validateTaskText(docToText(state.doc));
  if (!checked.ok) return { ok: false, message: checked.message };
  const length = countSpeechLength(state.doc);
  if (length > MAX_SPEECH_LENGTH) return { ok: false, message: tooLongMessage() };
  const { voice } = setup;
  const text = toSsml(state.doc, voiceSettings(setup));
  const timed = scriptCues(state, cues);
  return { ok: true, input: { title, anchorType: voice.anchorType, anchorId: voice.anchorId, ...speechParams(setup), text, version: 2, ...(timed ? { cues: timed } : {}) } };
}

/// 立即合成: `outcome` is the server's answer to show (spec 02 §8) until `dismiss`.
/// `cues`: the subtitle times a script was handed over with (文案提取's 去配音, issue 28), sent while the script
/// still has a paragraph per cue; `onAccepted` learns the code of a task the server accepted (the sentence
/// timeline follows it, issue 27).
export function useTaskSubmit(
  getState: () => EditorState | null,
  setup: SpeechSetup | null,
  title: string,
  onTitle: (title: string) => void,
  options: { cues?: readonly TimedCue[] | undefined; onAccepted?: ((code: string) => void) | undefined } = {},
) {
  const { cues, onAccepted } = options;
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
    const request = taskInput(state, setup, taskTitle, cues);
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
