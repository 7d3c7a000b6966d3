// 字幕配音 (issue 28 §2), under 文案提取: a subtitle file (or a transcript's SRT) dubbed to its own timing. The cues go
// to a synthesis task as they are (`cues`); the server speaks each from its original start, faster up to 1.25× when
// it is longer than its slot, and reports what it did. The page waits for the task, then offers the audio, the SRT
// aligned to it, and each cue's mark.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { parseSrt, validateSrtFileName } from '@peiyin/ssml';
import { TimedDubbing, type TimedCue } from '@peiyin/ui';
import { api } from '../../api/client';
import { genericFailure } from '../../api/errors';
import { callKey } from '../../api/queryClient';
import { baseName, saveFile } from './exports';
import { useDubbingVoices } from './useDubbingVoices';

/// The cues of SRT text worth dubbing (those with words).
const cuesOf = (srt: string): TimedCue[] =>
  parseSrt(srt)
    .cues.filter((cue) => cue.text.trim())
    .map((cue) => ({ start: cue.start, end: cue.end, text: cue.text }));

export default function TimedDubbingTool() {
  // 文案提取's 按原时间轴配音 comes here with the transcript as SRT
  const handed = useLocation().state as { srt?: unknown; name?: unknown } | null;
  const [cues, setCues] = useState<TimedCue[]>(() => (typeof handed?.srt === 'string' ? cuesOf(handed.srt) : []));
  const [fileName, setFileName] = useState<string | undefined>(() => (typeof handed?.name === 'string' ? handed.name : undefined));
  const [code, setCode] = useState<string | null>(null);
  const [message, setMessage] = useState<string>();
  const [sending, setSending] = useState(false);

  const { voices, voiceId, setVoiceId, failed: voicesFailed } = useDubbingVoices();

  // the task, asked again every second until it has an end
  const task = useQuery({
    queryKey: callKey('tts', 'taskList', { page: 1, timed: code }),
    queryFn: async () => (await api.tts.taskList({ page: 1, pageSize: 13 })).list.find((item) => item.code === code) ?? null,
    enabled: code !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && (query.state.data.status === 1 || query.state.data.status < 0) ? false : 1000),
  });
  const finished = task.data?.status === 1 ? task.data : null;
  const failed = task.data && task.data.status < 0 ? (task.data.reason ?? '配音失败，请稍后重试') : undefined;
  const state = sending || (code !== null && !finished && !failed) ? 'running' : finished ? 'done' : failed || message ? 'failed' : 'idle';

  const read = async (file: File) => {
    const checked = validateSrtFileName(file.name);
    if (!checked.ok) {
      setMessage(checked.message);
      return;
    }
    const parsed = cuesOf(await file.text());
    setCode(null);
    if (!parsed.length) {
      setMessage('字幕文件里没有可配音的字幕');
      return;
    }
    setMessage(undefined);
    setFileName(file.name);
    setCues(parsed);
  };

  const submit = async () => {
    if (voiceId === null) return;
    setSending(true);
    setMessage(undefined);
    try {
      const added = await api.tts.taskAdd({
        title: baseName(fileName ?? '字幕配音'),
        anchorType: 0,
        anchorId: voiceId,
        intensity: 1,
        pitchRate: 0,
        speechRate: 1,
        volume: 100,
        sampleRate: 24000,
        bgmVolume: 50,
        bgmFadein: 0,
        bgmFadeout: 0,
        version: 2,
        text: cues.map((cue) => cue.text).join('\n'),
        cues,
      });
      if (added.status === 200 && added.code) setCode(added.code);
      else setMessage(added.statusText);
    } catch (error) {
      // a refusal (bad times, too many cues) says why in its message
      setMessage(error instanceof Error && error.message ? error.message : genericFailure);
    } finally {
      setSending(false);
    }
  };

  const downloadSrt = async () => {
    if (!finished) return;
    const subtitle = await api.tts.taskSubtitle({ code: finished.code, format: 'srt' });
    saveFile(subtitle.filename, new Blob([subtitle.content], { type: 'application/x-subrip' }));
  };

  return (
    <TimedDubbing
      cues={cues}
      {...(fileName ? { fileName } : {})}
      voices={voices}
      voiceId={voiceId}
      onVoiceChange={setVoiceId}
      onFile={(file) => void read(file)}
      onSubmit={() => void submit()}
      state={state}
      {...(message || failed || voicesFailed ? { message: message ?? failed ?? '主播列表加载失败，请刷新页面重试' } : {})}
      {...(finished?.fit ? { report: finished.fit } : {})}
      {...(finished?.filepath ? { audioUrl: finished.filepath } : {})}
      {...(finished ? { onDownloadSrt: () => void downloadSrt() } : {})}
    />
  );
}
