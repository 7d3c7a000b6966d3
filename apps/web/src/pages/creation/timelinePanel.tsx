// The editor's sentence timeline (issue 27): after an audition, its sentences with their starts estimated from the
// plan it played; after 立即合成, the task's sentences with their progress while it renders and their real starts
// in its audio once finished. ▶ plays from a sentence (the task's audio seeks there; an audition is heard again
// from there), 重新试听 auditions one sentence's markup alone, 定位 selects it in the script.
import { useMemo, useRef, useState, type RefObject } from 'react';
import { TextSelection } from 'prosemirror-state';
import { AudioScrubber, SentenceTimeline, toast, type AudioScrubberHandle, type SsmlEditorHandle } from '@peiyin/ui';
import { useTaskDetail } from '../../api/tts';
import type { HeardRange } from './useScriptAudition';
import type { SpeechSetup } from './speech';
import { voiceSettings } from './voice';
import { auditionStarts, locateSentences, scriptSentences, sentenceAt, taskRows } from './timeline';
import * as css from './timeline.css';

/** How often the timeline asks after a task still on its way. */
const TASK_POLL_MS = 1000;

const notFound = '文案中找不到这一句（文案可能已修改）';

export interface CreationTimelineProps {
  /** The last audition of the script. */
  heard: HeardRange | null;
  /** The last task submitted from this editor. */
  taskCode: string | null;
  setup: SpeechSetup | null;
  editor: RefObject<SsmlEditorHandle | null>;
  /** Auditions a range of the script as it is now. */
  playRange(from: number, to: number): void;
}

type Range = { from: number; to: number };

export function CreationTimeline({ heard, taskCode, setup, editor, playRange }: CreationTimelineProps) {
  // the latest of the two is shown: an audition after a task, or a task after an audition (until closed)
  const [shown, setShown] = useState<'audition' | 'task' | null>(taskCode ? 'task' : heard ? 'audition' : null);
  const [seen, setSeen] = useState({ heard, taskCode });
  if (seen.heard !== heard || seen.taskCode !== taskCode) {
    setSeen({ heard, taskCode });
    setShown(taskCode && taskCode !== seen.taskCode ? 'task' : heard && heard !== seen.heard ? 'audition' : shown);
  }

  const audition = useMemo(() => {
    if (!heard || !setup) return null;
    const sentences = scriptSentences(heard.doc, heard.from, heard.to);
    return { sentences, starts: auditionStarts(heard.doc, sentences, voiceSettings(setup)) };
  }, [heard, setup]);
  const task = useTaskDetail(shown === 'task' ? taskCode : null, TASK_POLL_MS).data;
  const player = useRef<AudioScrubberHandle>(null);
  const [position, setPosition] = useState(0);

  /// Where the rows are in the script now: the audition's own ranges while the script is unchanged, else found by
  /// their words.
  const ranges = (): Array<Range | null> => {
    const doc = editor.current?.getState().doc;
    if (!doc) return [];
    if (shown === 'audition' && audition && heard) {
      return doc.eq(heard.doc) ? audition.sentences : locateSentences(doc, audition.sentences.map((s) => s.text));
    }
    return task ? locateSentences(doc, task.sentences.map((s) => s.text)) : [];
  };
  const withRange = (index: number, act: (range: Range, all: Array<Range | null>) => void) => {
    const all = ranges();
    const range = all[index];
    if (range) act(range, all);
    else toast.warning(notFound);
  };
  const jump = (index: number) =>
    withRange(index, (range) => {
      editor.current?.run((state, dispatch) => {
        dispatch?.(state.tr.setSelection(TextSelection.create(state.doc, range.from, range.to)).scrollIntoView());
        return true;
      });
      editor.current?.focus();
    });
  const auditionOne = (index: number) => withRange(index, (range) => playRange(range.from, range.to));
  const close = () => setShown(null);

  if (shown === 'audition' && audition) {
    return (
      <div className={css.place}>
        <SentenceTimeline
          source="audition"
          caption="试听"
          sentences={audition.sentences.map((sentence, index) => ({ text: sentence.text, start: audition.starts[index] ?? 0 }))}
          // the audition's audio is streamed and let go: ▶ hears it again from that sentence to where it ended
          onPlayFrom={(index) => withRange(index, (range, all) => playRange(range.from, all.filter((r) => r !== null).at(-1)?.to ?? range.to))}
          onAudition={auditionOne}
          onJump={jump}
          onClose={close}
        />
      </div>
    );
  }
  if (shown !== 'task' || !task) return null;
  const rows = taskRows(task.sentences, task.progress, task.status);
  const starts = rows.map((row) => row.start);
  const failed = task.status < 0 ? `：${task.reason ?? ''}` : '';
  return (
    <div className={css.place}>
      <SentenceTimeline
        source="task"
        caption={`${task.title} · ${task.statusName}${failed}`}
        sentences={rows}
        current={task.status === 1 ? sentenceAt(starts, position) : -1}
        progress={task.status === 2 ? (task.progress ?? null) : null}
        onPlayFrom={(index) => {
          const start = starts[index];
          if (start !== null && start !== undefined) player.current?.playFrom(start);
        }}
        onAudition={auditionOne}
        onJump={jump}
        onClose={close}
      >
        {task.status === 1 && task.filepath ? (
          <AudioScrubber ref={player} src={task.filepath} title={task.title} durationMs={task.duration} onPositionChange={setPosition} />
        ) : null}
      </SentenceTimeline>
    </div>
  );
}
