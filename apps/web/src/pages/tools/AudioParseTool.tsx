// 音频提取 (spec 02 §2.7): an .mp4 in, its audio out. WAV is made entirely in this browser — the file is read, its
// audio track decoded by the Web Audio API and written as 16-bit PCM WAV; nothing is uploaded. MP3 and M4A (issue 28
// §5: WAV only made 53 MB of 10 minutes) need an encoder the browser lacks: the video goes to the server once, which
// answers the compressed track and keeps nothing.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError, toolsLimits, toolsMessages } from '@peiyin/api-client';
import { Button, FileDrop, Inline, Stack, Text, toast, type FileDropState } from '@peiyin/ui';
import { api } from '../../api';
import { saveFile, baseName } from './exports';
import { encodeWav } from './wav';

/// The formats offered: WAV made here, MP3 and M4A by the server.
const FORMATS = [
  { value: 'wav', label: 'WAV', hint: '在浏览器中提取，视频不会上传' },
  { value: 'mp3', label: 'MP3', hint: '上传到服务器转换，体积约为 WAV 的十分之一，文件不保留' },
  { value: 'm4a', label: 'M4A', hint: '上传到服务器转换（AAC），体积约为 WAV 的十分之一，文件不保留' },
] as const;
type Format = (typeof FORMATS)[number]['value'];

const DONE_MESSAGE = '音频文件已导出至默认下载目录';
/// Decoding holds the whole track as 32-bit samples: 2 GB of mp4 would not fit a tab.
const MAX_BYTES = 1024 * 1024 * 1024;

type Step = { label: string; percent: number };

function readFile(file: File, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    signal.addEventListener('abort', () => reader.abort(), { once: true });
    reader.readAsArrayBuffer(file);
  });
}

export default function AudioParseTool() {
  const [step, setStep] = useState<Step | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // the video whose audio was extracted: 提取文案 takes it on to 文案提取 (issue 28: a dead end before)
  const [source, setSource] = useState<File | null>(null);
  const navigate = useNavigate();
  const [format, setFormat] = useState<Format>('wav');
  const running = useRef<AbortController | null>(null);
  // leaving the page stops a conversion in progress
  useEffect(() => () => running.current?.abort(), []);

  const start = async (file: File) => {
    setError(null);
    setDone(null);
    if (!/\.mp4$/i.test(file.name)) return setError('仅支持 .mp4 格式的视频文件');
    if (file.size > MAX_BYTES) return setError('文件过大：浏览器中最多处理 1G 的视频');
    const controller = new AbortController();
    running.current?.abort();
    running.current = controller;
    try {
      if (format !== 'wav') {
        if (file.size > toolsLimits.asrMaxBytes) throw new Error(toolsMessages.asrTooLarge);
        setStep({ label: `上传并转换为 ${format.toUpperCase()}…`, percent: 50 });
        let audio: Blob;
        try {
          audio = await api.tools.audioConvert(file, format, { signal: controller.signal, handled: true });
        } catch (failure) {
          throw new Error(isApiError(failure) ? failure.message : '音频提取失败，请换一个文件重试', { cause: failure });
        }
        if (controller.signal.aborted) return;
        const name = `${baseName(file.name)}.${format}`;
        saveFile(name, audio);
        setDone(`${name}（${(audio.size / 1024 / 1024).toFixed(1)} MB）`);
        setSource(file);
        toast.success(DONE_MESSAGE);
        return;
      }
      setStep({ label: '读取视频…', percent: 0 });
      const bytes = await readFile(file, (fraction) => setStep({ label: '读取视频…', percent: fraction * 30 }), controller.signal);
      setStep({ label: '解码音频…', percent: 30 });
      const context = new AudioContext();
      let audio: AudioBuffer;
      try {
        audio = await context.decodeAudioData(bytes);
      } catch {
        throw new Error('无法读取该视频的音轨：文件可能没有声音，或编码格式浏览器不支持');
      } finally {
        void context.close();
      }
      const wav = await encodeWav(audio, (fraction) => setStep({ label: '写入 WAV…', percent: 40 + fraction * 60 }), controller.signal);
      if (controller.signal.aborted) return;
      const name = `${baseName(file.name)}.wav`;
      saveFile(name, wav);
      setDone(`${name}（${Math.round(audio.duration)} 秒，${audio.sampleRate} Hz）`);
      setSource(file);
      toast.success(DONE_MESSAGE);
    } catch (failure) {
      if (controller.signal.aborted) return;
      const message = failure instanceof Error && /[\u4e00-\u9fff]/.test(failure.message) ? failure.message : '音频提取失败，请换一个文件重试';
      setError(message);
      toast.error(message);
    } finally {
      if (running.current === controller) {
        running.current = null;
        setStep(null);
      }
    }
  };

  const state: FileDropState = step ? 'uploading' : error ? 'error' : 'idle';
  const chosen = FORMATS.find((item) => item.value === format)!;
  return (
    <Stack gap="4">
      <Inline gap="3" align="center" wrap role="radiogroup" aria-label="导出格式">
        <Text size="sm">导出格式</Text>
        {FORMATS.map((item) => (
          <label key={item.value} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, cursor: 'pointer' }}>
            <input type="radio" name="audio-format" value={item.value} checked={format === item.value} disabled={step !== null} onChange={() => setFormat(item.value)} />
            <Text size="sm">{item.label}</Text>
          </label>
        ))}
      </Inline>
      <FileDrop
        accept=".mp4,video/mp4"
        label="选择 MP4 视频"
        title="点击或拖拽 MP4 视频到此处"
        hint={format === 'wav' ? '在浏览器中提取音轨并导出 WAV（16 位 PCM），视频不会上传' : `导出 ${chosen.label}：${chosen.hint}；视频不超过 100M、20 分钟`}
        state={state}
        progress={step?.percent ?? 0}
        message={step?.label ?? error}
        onFile={(file) => void start(file)}
      />
      {done ? (
        <Text tone="success" role="status">
          {DONE_MESSAGE}：{done}
        </Text>
      ) : null}
      {done && source ? (
        <Inline gap="2" wrap>
          {/* the video itself goes (文案提取 reads video too): smaller than the WAV, and the same words */}
          <Button onClick={() => void navigate('/aitools/asr-v2', { state: { file: source } })}>提取文案</Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
