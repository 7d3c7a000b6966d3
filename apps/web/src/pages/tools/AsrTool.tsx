// 文案提取 (spec 02 §2.7, §4, §5, §8): an audio or video file (≤ 100 MB, ≤ 20 minutes, its length read here
// before the upload) or a share link becomes a queued task; the list polls while tasks run; the detail plays
// the recording with its transcript to edit, rewrite and send on (TranscriptWorkbench); a pasted script opens the
// same way without a recording (粘贴文案, no recogniser needed). The minutes are
// the speech-recognition membership's (product type 200): 开通会员 and a 402 (the month's minutes used up) open
// its membership dialog.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { asrStatus, isApiError, toolsLimits, toolsMessages, type AsrTask } from '@peiyin/api-client';
import {
  AsrTaskList, Badge, Button, ConfirmDialog, Dialog, Field, FileDrop, Inline, Input, Spinner, Stack, Tabs, Text, toast,
  type FileDropState,
} from '@peiyin/ui';
import { useAsrShareLink, useAsrTaskDetail, useAsrTasks, useAsrUpload, useAsrUsage, useDeleteAsrTask, useToolsInfo, type UploadStep } from '../../api/tools';
import { MembershipPanel } from '../../features/MembershipPanel';
import { mediaDuration } from './mediaDuration';
import { PastedDetail, PasteForm } from './PastedScript';
import { TranscriptWorkbench } from './TranscriptWorkbench';

const extensions: readonly string[] = [...toolsLimits.asrAudioExtensions, ...toolsLimits.asrVideoExtensions];

async function check(file: File): Promise<{ duration: number } | { refused: string }> {
  const ext = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (!extensions.includes(ext)) return { refused: toolsMessages.asrFormat };
  if (file.size > toolsLimits.asrMaxBytes) return { refused: toolsMessages.asrTooLarge };
  try {
    const duration = await mediaDuration(file);
    if (duration > toolsLimits.asrMaxSeconds) return { refused: toolsMessages.asrTooLong };
    return { duration };
  } catch {
    return { refused: toolsMessages.asrDurationInvalid };
  }
}

/** spec 02 §6: 402 is "payment/VIP needed": here, the month's minutes do not cover the recording. */
const needsMembership = (error: unknown) => isApiError(error) && error.code === 402;

function UploadForm({ disabled, onNeedMembership, handed }: { disabled: string | null; onNeedMembership: () => void; handed?: File | null }) {
  const [step, setStep] = useState<UploadStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useAsrUpload(setStep);
  const start = async (file: File) => {
    setError(null);
    setStep({ step: 'policy' });
    const checked = await check(file);
    if ('refused' in checked) {
      setStep(null);
      setError(checked.refused);
      return;
    }
    upload.mutate(
      { file, duration: checked.duration },
      {
        onSuccess: () => {
          setStep(null);
          toast.success(toolsMessages.asrAdded);
        },
        onError: (failure) => {
          setStep(null);
          setError(failure.message);
          toast.error(failure.message);
          if (needsMembership(failure)) onNeedMembership();
        },
      },
    );
  };
  // a file handed over by 音频提取's 提取文案 is uploaded as if dropped here, once (issue 28)
  const started = useRef(false);
  useEffect(() => {
    if (!handed || disabled || started.current) return;
    started.current = true;
    void start(handed);
  });
  const state: FileDropState = disabled ? 'unavailable' : step ? 'uploading' : error ? 'error' : 'idle';
  return (
    <FileDrop
      accept=".mp3,.wav,.mp4,.m4a,.mov"
      label="选择音频或视频"
      title="点击或拖拽音频、视频到此处"
      hint="音频 mp3/wav，视频 mp4/m4a/mov；文件不超过 100M，时长不超过 20 分钟；按整分钟计时，不足 1 分钟按 1 分钟计"
      state={state}
      progress={step?.step === 'uploading' ? step.percent : step?.step === 'working' ? 100 : 0}
      message={disabled ?? (step ? (step.step === 'policy' ? '正在读取文件…' : step.step === 'working' ? '正在添加任务…' : '上传中') : error)}
      onFile={(file) => void start(file)}
    />
  );
}

function LinkForm({ disabled, onNeedMembership, initial = '' }: { disabled: string | null; onNeedMembership: () => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const add = useAsrShareLink();
  const submit = () => {
    const link = value.trim();
    if (!link) return setError(toolsMessages.shareUrlRequired);
    if (link.length > toolsLimits.shareTextMax) return setError(toolsMessages.shareUrlTooLong);
    setError(null);
    add.mutate(link, {
      onSuccess: () => {
        setValue('');
        toast.success(toolsMessages.asrAdded);
      },
      onError: (failure) => {
        setError(failure.message);
        if (needsMembership(failure)) onNeedMembership();
      },
    });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="3">
        <Field label="视频分享链接" error={error} hint={disabled ?? '粘贴抖音、B站等平台的分享文字或链接，链接会从文字中自动找出'}>
          <Input value={value} onChange={(event) => setValue(event.currentTarget.value)} placeholder={toolsMessages.shareUrlRequired} maxLength={toolsLimits.shareTextMax} disabled={!!disabled} />
        </Field>
        <Inline>
          <Button type="submit" loading={add.isPending} disabled={!!disabled}>
            提取文案
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

function TaskDetail({ task, onClose }: { task: AsrTask; onClose: () => void }) {
  const detail = useAsrTaskDetail(task.taskCode);
  const data = detail.data;
  const finished = data?.taskStatus === asrStatus.finished;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content title={task.taskTitle} description={data ? `${data.taskStatusText} · 计入 ${data.minutes} 分钟` : undefined} width={760}>
        {!data ? (
          <Spinner />
        ) : !finished ? (
          <Text tone={data.taskStatus === asrStatus.failed ? 'danger' : 'secondary'}>{data.taskStatus === asrStatus.failed ? (data.reason ?? data.taskStatusText) : `${data.taskStatusText}，完成后会显示识别结果`}</Text>
        ) : (
          <TranscriptWorkbench title={task.taskTitle} sentences={data.result?.sentences ?? []} mediaUrl={data.audioUrl ?? null} video={data.source === 'link' || /\.(mp4|mov)$/i.test(task.taskTitle)} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

export default function AsrTool() {
  const info = useToolsInfo();
  // 视频提取's 提取文案 comes here with the video's page, 音频提取's with the video file (issue 28)
  const location = useLocation();
  const navigate = useNavigate();
  const handedState = location.state as { shareLink?: unknown; file?: unknown } | null;
  const shareLink = typeof handedState?.shareLink === 'string' ? handedState.shareLink : '';
  const [handedFile] = useState(() => (handedState?.file instanceof File ? handedState.file : null));
  // the file is taken once: a reload must not upload it again
  useEffect(() => {
    if (handedFile) void navigate(location.pathname, { replace: true, state: null });
  }, [handedFile, navigate, location.pathname]);
  // a service that is off sells no membership and counts no minutes (issue 28)
  const usage = useAsrUsage(info.data?.asr.configured === true);
  const [page, setPage] = useState(1);
  const tasks = useAsrTasks(page);
  const remove = useDeleteAsrTask();
  const [open, setOpen] = useState<AsrTask | null>(null);
  const [pasted, setPasted] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AsrTask | null>(null);
  const [membershipOpen, setMembershipOpen] = useState(false);
  const openMembership = () => setMembershipOpen(true);
  const unconfigured = info.data && !info.data.asr.configured ? (info.data.asr.message ?? '本站暂未开通语音识别') : null;
  const list = tasks.data?.list ?? [];
  return (
    <Stack gap="6">
      <Tabs.Root defaultValue={shareLink ? 'link' : 'upload'}>
        <Inline justify="space-between" align="center">
          <Tabs.List aria-label="添加方式">
            <Tabs.Trigger value="upload">上传文件</Tabs.Trigger>
            <Tabs.Trigger value="link">分享链接</Tabs.Trigger>
            <Tabs.Trigger value="paste">粘贴文案</Tabs.Trigger>
          </Tabs.List>
          {usage.data ? (
            <Inline gap="2" align="center">
              <Badge tone={usage.data.member ? 'vip' : 'neutral'}>
                本月剩余 {usage.data.remainingMinutes} 分钟{usage.data.member ? '（会员）' : ''}
              </Badge>
              <Button size="sm" variant="vip" onClick={openMembership}>
                {usage.data.member ? '续费会员' : '开通会员'}
              </Button>
            </Inline>
          ) : null}
        </Inline>
        <Tabs.Content value="upload">
          <UploadForm disabled={unconfigured} onNeedMembership={openMembership} handed={handedFile} />
        </Tabs.Content>
        <Tabs.Content value="link">
          <LinkForm disabled={unconfigured} onNeedMembership={openMembership} initial={shareLink} />
        </Tabs.Content>
        <Tabs.Content value="paste">
          <PasteForm onOpen={setPasted} />
        </Tabs.Content>
      </Tabs.Root>
      {/* a transcript downloaded as SRT (or any subtitle file) can be dubbed to its own timing (issue 28) */}
      <Text size="sm" tone="secondary">
        已有字幕文件？<Link to="/aitools/timedDubbing">按原时间轴配音</Link>：每条字幕从原来的时间开始，放不下的适当加速。
      </Text>
      <AsrTaskList
        tasks={list}
        total={tasks.data?.total ?? 0}
        page={page}
        pageSize={toolsLimits.asrPageSize}
        onPage={setPage}
        loading={tasks.isPending}
        onOpen={(row) => setOpen(list.find((task) => task.taskCode === row.taskCode) ?? null)}
        onDelete={(row) => setDeleting(list.find((task) => task.taskCode === row.taskCode) ?? null)}
      />
      {open ? <TaskDetail task={open} onClose={() => setOpen(null)} /> : null}
      {pasted !== null ? <PastedDetail text={pasted} onClose={() => setPasted(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title="删除任务"
        text={`确定删除「${deleting?.taskTitle ?? ''}」吗？删除后无法恢复。`}
        confirmText="删除"
        tone="danger"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.taskCode).then(() => toast.success('已删除')) : undefined)}
      />
      <MembershipPanel productType={200} open={membershipOpen} onOpenChange={setMembershipOpen} />
    </Stack>
  );
}
