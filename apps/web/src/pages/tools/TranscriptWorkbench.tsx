// 文案提取's finished task as the creator pipeline's middle (issue 28 §1): the recording (the video itself when it
// was one) with the transcript under it, edited before it is used (fix a word, 合并, 拆分; ▶ plays a sentence from
// where it was said), 智能改写 of the whole or of a sentence to a target length, then on to the editor (去配音: one
// sentence a line, each with its subtitle times, read by the chosen voice), to 字幕配音, or out as TXT/SRT/DOCX.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Inline, Stack, Text, TranscriptEditor, toast } from '@peiyin/ui';
import { useSendToDubbing } from '../../features/handoff';
import { copyText } from './copy';
import { baseName, saveFile, transcriptDocx, transcriptParagraphs, transcriptSrt, transcriptText, type TimedText } from './exports';
import { cuesOf } from './pipeline';
import { TranscriptRewrite } from './TranscriptRewrite';
import { useDubbingVoices } from './useDubbingVoices';

export type TranscriptWorkbenchProps = {
  /** The task's title (the file's name). */
  title: string;
  /** The recogniser's sentences. */
  sentences: readonly TimedText[];
  /** The recording, when it can be played. */
  mediaUrl: string | null;
  /** The recording is a video (a share link's, or an uploaded mp4/mov): it is shown, not only heard. */
  video: boolean;
};

export function TranscriptWorkbench({ title, sentences: recognised, mediaUrl, video }: TranscriptWorkbenchProps) {
  const [sentences, setSentences] = useState<TimedText[]>(() => recognised.map(({ beginTime, endTime, text }) => ({ beginTime, endTime, text })));
  const [scope, setScope] = useState<number | null>(null);
  const [rewriting, setRewriting] = useState(false);
  const media = useRef<HTMLMediaElement | null>(null);
  const [currentMs, setCurrentMs] = useState(-1);
  const send = useSendToDubbing();
  const navigate = useNavigate();
  const { voices, voiceId, setVoiceId } = useDubbingVoices();
  const name = baseName(title);

  const exportAs = async (kind: 'txt' | 'srt' | 'docx') => {
    const file = `${name}.${kind}`;
    if (kind === 'docx') {
      try {
        saveFile(file, await transcriptDocx(title, sentences));
      } catch {
        toast.error('导出失败，请稍后重试');
      }
      return;
    }
    const body = kind === 'txt' ? transcriptText(sentences) : transcriptSrt(sentences);
    saveFile(file, new Blob([body], { type: 'text/plain;charset=utf-8' }));
  };
  const seek = (ms: number) => {
    const player = media.current;
    if (!player) return;
    player.currentTime = ms / 1000;
    void player.play().catch(() => undefined);
  };
  const cues = cuesOf(sentences);
  const playerProps = {
    ref: (element: HTMLMediaElement | null) => {
      media.current = element;
    },
    controls: true,
    src: mediaUrl ?? undefined,
    style: { width: '100%', maxHeight: 320 },
    onTimeUpdate: (event: { currentTarget: HTMLMediaElement }) => setCurrentMs(event.currentTarget.currentTime * 1000),
  };

  return (
    <Stack gap="4">
      {mediaUrl ? (
        video ? (
          <video aria-label="视频预览" {...playerProps} />
        ) : (
          <audio aria-label="音频预览" {...playerProps} />
        )
      ) : null}
      <Text size="sm" tone="secondary">
        共 {sentences.length} 句。可直接修改文字；按回车或「拆分」在光标处拆成两句，「合并」与下一句连成一句{mediaUrl ? '；▶ 从这句开始播放' : ''}。
      </Text>
      <TranscriptEditor
        sentences={sentences}
        onSentencesChange={setSentences}
        currentMs={currentMs}
        {...(mediaUrl ? { onSeek: seek } : {})}
        onRewrite={setScope}
        disabled={rewriting}
      />
      <TranscriptRewrite sentences={sentences} scope={scope} onScopeChange={setScope} onApply={setSentences} onProcessingChange={setRewriting} />
      <Inline gap="2" justify="flex-end" wrap>
        <Button variant="ghost" onClick={() => void exportAs('txt')}>
          导出 TXT
        </Button>
        <Button variant="ghost" onClick={() => void exportAs('srt')}>
          导出 SRT
        </Button>
        <Button variant="ghost" onClick={() => void exportAs('docx')}>
          导出 DOCX
        </Button>
        <Button variant="secondary" onClick={() => void copyText(transcriptText(sentences))}>
          复制
        </Button>
        {/* dubbed again to the recording's own timing: each sentence from where it was said */}
        <Button variant="secondary" onClick={() => navigate('/aitools/timedDubbing', { state: { srt: transcriptSrt(sentences), name: `${name}.srt` } })}>
          按原时间轴配音
        </Button>
        {/* the words as prose, paragraphs where the speaker paused: a script to rework */}
        <Button variant="secondary" onClick={() => send({ text: transcriptParagraphs(sentences), source: 'asr' })}>
          送去配音
        </Button>
      </Inline>
      <Inline gap="2" justify="flex-end" align="center" wrap>
        <label htmlFor="asr-dubbing-voice">
          <Text size="sm">配音主播</Text>
        </label>
        <select
          id="asr-dubbing-voice"
          value={voiceId ?? ''}
          onChange={(event) => setVoiceId(Number(event.currentTarget.value))}
          style={{ height: 36, minWidth: 140, maxWidth: '100%', borderRadius: 8, padding: '0 8px' }}
        >
          {voices.map((voice) => (
            <option key={voice.id} value={voice.id}>
              {voice.name}
            </option>
          ))}
        </select>
        {/* one sentence a line with its subtitle times: the editor's task gives the audio and an SRT of as many cues */}
        <Button
          disabled={rewriting || voiceId === null}
          onClick={() => send({ text: cues.map((cue) => cue.text).join('\n'), cues, source: 'asrSubtitles', ...(voiceId !== null ? { voice: { anchorType: 0, anchorId: voiceId } } : {}) })}
        >
          去配音
        </Button>
      </Inline>
    </Stack>
  );
}
