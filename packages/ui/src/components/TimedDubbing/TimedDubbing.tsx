import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { Inline, Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { formatClock } from '../AsrTaskList';
import * as css from './TimedDubbing.css';

/** One subtitle cue: times in ms of the original media. */
export type TimedCue = { start: number; end: number; text: string };

/** What fitting did to the cues (the task's `fit`), numbered from 0. */
export type TimedDubbingReport = {
  squeezed: { cue: number; tempo: number }[];
  overflow: { cue: number; overMs: number }[];
  late: { cue: number; lateMs: number }[];
};

/** Nothing sent yet, the task on its way, its audio ready, or refused / failed. */
export const timedDubbingStates = ['idle', 'running', 'done', 'failed'] as const;

/** The props of {@link TimedDubbing}. */
export type TimedDubbingProps = {
  /** The cues read from the subtitle file (empty before one is chosen). */
  cues: readonly TimedCue[];
  /** The chosen file's name. */
  fileName?: string;
  /** The voices to dub with, and the chosen one. */
  voices: readonly { id: number; name: string }[];
  voiceId: number | null;
  onVoiceChange: (id: number) => void;
  /** A subtitle file (.srt) was chosen. */
  onFile: (file: File) => void;
  /** 按原时间轴配音 was pressed. */
  onSubmit: () => void;
  /** @default 'idle' */
  state?: (typeof timedDubbingStates)[number];
  /** A refusal or a failure, in words for the user. */
  message?: string;
  /** Once done: what fitting did. */
  report?: TimedDubbingReport;
  /** Once done: the audio, and the subtitles aligned to it. */
  audioUrl?: string;
  onDownloadSrt?: () => void;
};

/** mm:ss.s: a cue's time to the tenth of a second. */
const clock = (ms: number) => `${formatClock(Math.floor(ms / 1000) * 1000)}.${Math.floor((ms % 1000) / 100)}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} 秒`;

function outcomeOf(index: number, report: TimedDubbingReport | undefined) {
  if (!report) return null;
  const over = report.overflow.find((item) => item.cue === index);
  if (over) return <Badge tone="neutral" className={css.trouble}>超出 {seconds(over.overMs)}</Badge>;
  const late = report.late.find((item) => item.cue === index);
  if (late) return <Badge tone="neutral" className={css.trouble}>延后 {seconds(late.lateMs)}</Badge>;
  const squeezed = report.squeezed.find((item) => item.cue === index);
  if (squeezed) return <Badge tone="brand">加速 {squeezed.tempo.toFixed(2)}×</Badge>;
  return <Badge tone="neutral">原速</Badge>;
}

/**
 * 字幕配音 (issue 28 §2): a subtitle file dubbed to its own timing. Each cue is spoken from its original start; one
 * longer than its slot is played up to 1.25× faster; the report marks each cue 原速, 加速 (with the tempo), 超出 (still too
 * long, by how much) or 延后 (started late after one that ran on). Then the audio and the aligned SRT.
 */
export function TimedDubbing({ cues, fileName, voices, voiceId, onVoiceChange, onFile, onSubmit, state = 'idle', message, report, audioUrl, onDownloadSrt }: TimedDubbingProps) {
  const running = state === 'running';
  const squeezed = report ? report.squeezed.length : 0;
  const trouble = report ? new Set([...report.overflow.map((item) => item.cue), ...report.late.map((item) => item.cue)]).size : 0;
  return (
    <Stack gap="4">
      <Inline gap="3" align="center" wrap>
        <Button asChild variant="secondary" disabled={running}>
          <label>
          选择字幕文件
          <input
            type="file"
            accept=".srt"
            aria-label="选择字幕文件"
            hidden
            disabled={running}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) onFile(file);
              event.currentTarget.value = '';
            }}
          />
          </label>
        </Button>
        <Text tone="tertiary" size="sm">
          {fileName ? `${fileName}：${cues.length} 条字幕` : '支持 .srt，每条字幕从它原来的时间开始配音'}
        </Text>
      </Inline>
      {cues.length ? (
        <ol className={css.list} aria-label="字幕">
          {cues.map((cue, index) => (
            <li key={index} className={css.row}>
              <span className={css.time}>
                {clock(cue.start)} – {clock(cue.end)}
              </span>
              <span className={css.words}>{cue.text}</span>
              <span className={css.outcome}>{outcomeOf(index, report)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <Inline gap="3" align="center" wrap>
        <select className={css.select} aria-label="配音主播" value={voiceId ?? ''} disabled={running} onChange={(event) => onVoiceChange(Number(event.currentTarget.value))}>
          {voices.map((voice) => (
            <option key={voice.id} value={voice.id}>
              {voice.name}
            </option>
          ))}
        </select>
        <Button variant="primary" disabled={!cues.length || voiceId === null || running} onClick={onSubmit}>
          按原时间轴配音
        </Button>
        {running ? (
          <Inline gap="2" align="center">
            <Spinner size={16} />
            <Text tone="secondary" size="sm">
              正在配音…
            </Text>
          </Inline>
        ) : null}
      </Inline>
      {message ? (
        <Text size="sm" role="alert" className={css.error}>
          {message}
        </Text>
      ) : null}
      {state === 'done' && report ? (
        <Stack gap="3">
          <Text role="status" size="sm" tone="secondary" className={trouble ? css.error : undefined}>
            {trouble ? `${cues.length} 条字幕中 ${trouble} 条未能放进原时长（见标记）` : `${cues.length} 条字幕都从原时间开始`}
            {squeezed ? `，${squeezed} 条加速播放` : '，全部原速'}
          </Text>
          {audioUrl ? <audio controls src={audioUrl} aria-label="配音音频" style={{ width: '100%' }} /> : null}
          <Inline gap="3" wrap>
            {audioUrl ? (
              <Button asChild variant="secondary">
                <a href={audioUrl} download>
                  下载音频
                </a>
              </Button>
            ) : null}
            {onDownloadSrt ? (
              <Button variant="secondary" onClick={onDownloadSrt}>
                下载字幕
              </Button>
            ) : null}
          </Inline>
        </Stack>
      ) : null}
    </Stack>
  );
}
