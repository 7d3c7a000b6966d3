// 图片文字识别 (spec 02 §2.7, §5, §8): a jpg/png ≤ 10 MB, recognised on our server (tesseract), then the
// result with 复制 and 送去配音. The form and the result take turns, as the spec's page does.
import { useEffect, useState } from 'react';
import { toolsLimits, toolsMessages } from '@peiyin/api-client';
import { FileDrop, Stack, Tabs, Text, TextResult, toast, type FileDropState } from '@peiyin/ui';
import { useOcrRecognize, useToolsInfo, type UploadStep } from '../../api/tools';
import { useSendToDubbing } from '../../features/handoff';
import { copyText } from './copy';

type Result = { content: string; confidence: number; picture: string };

/// The picker's own check, before anything is sent: the server checks the content again.
function refusal(file: File): string | null {
  const ext = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (!(toolsLimits.ocrExtensions as readonly string[]).includes(ext)) return toolsMessages.ocrFormat;
  if (file.size > toolsLimits.ocrMaxBytes) return toolsMessages.ocrTooLarge;
  return null;
}

export default function OcrTool() {
  const info = useToolsInfo();
  const send = useSendToDubbing();
  const [type, setType] = useState<'0' | '1'>('0');
  const [step, setStep] = useState<UploadStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [text, setText] = useState('');
  const recognize = useOcrRecognize(setStep);
  // the picture's address in this tab, shown beside its text; given back when a new one is read or the page goes
  useEffect(() => (result ? () => URL.revokeObjectURL(result.picture) : undefined), [result]);

  const start = (file: File) => {
    const refused = refusal(file);
    if (refused) {
      setError(refused);
      return;
    }
    setError(null);
    recognize.mutate(
      { file, type: type === '1' ? 1 : 0 },
      {
        onSuccess: (answer) => {
          setStep(null);
          setResult({ ...answer, picture: URL.createObjectURL(file) });
          setText(answer.content);
          if (answer.content.trim()) toast.success(toolsMessages.ocrSucceeded);
          else toast.warning(toolsMessages.ocrEmpty);
        },
        onError: (failure) => {
          setStep(null);
          const prefix = (failure as { stage?: string }).stage === 'policy' ? toolsMessages.ocrPolicyFailed : toolsMessages.ocrFailed;
          const message = `${prefix}${failure.message}`;
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  if (result) {
    return (
      <TextResult
        title="识别结果"
        meta={result.content.trim() ? `识别可信度 ${result.confidence}%` : toolsMessages.ocrEmpty}
        value={text}
        onChange={setText}
        onCopy={(value) => void copyText(value)}
        onSend={(value) => send({ text: value, source: 'ocr' })}
        picture={{ src: result.picture, alt: '识别的图片' }}
        backLabel="重新识别"
        onBack={() => {
          setResult(null);
          setText('');
        }}
      />
    );
  }

  const unavailable = info.data && !info.data.ocr.available;
  const state: FileDropState = unavailable ? 'unavailable' : step ? 'uploading' : error ? 'error' : 'idle';
  const progress = step?.step === 'uploading' ? step.percent : step?.step === 'working' ? 100 : 0;
  return (
    <Stack gap="4">
      <Tabs.Root value={type} onValueChange={(value) => setType(value as '0' | '1')}>
        <Tabs.List aria-label="识别类型">
          <Tabs.Trigger value="0">通用文字</Tabs.Trigger>
          <Tabs.Trigger value="1">手写文字</Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
      {type === '1' && info.data ? <Text tone="secondary" size="sm">{info.data.ocr.handwritingNote}</Text> : null}
      <FileDrop
        accept=".jpg,.jpeg,.png"
        label="选择图片"
        title="点击或拖拽图片到此处"
        hint="支持 jpg/png 格式，不超过 10M；识别在本站服务器完成，图片识别后即删除"
        state={state}
        progress={progress}
        message={unavailable ? (info.data?.ocr.message ?? '本站暂未开通图片文字识别') : step ? (step.step === 'working' ? '识别中…' : '上传中') : error}
        onFile={start}
      />
    </Stack>
  );
}
