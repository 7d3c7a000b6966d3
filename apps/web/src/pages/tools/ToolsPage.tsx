// /aitools/:tool — the tools layout (spec 02 §2.1) with the chosen tool. Each tool is its own chunk.
import { Suspense, lazy } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Spinner, ToolsLayout, type ToolKey } from '@peiyin/ui';
import { useGo } from '../../layout/useGo';

const OcrTool = lazy(() => import('./OcrTool'));
const AsrTool = lazy(() => import('./AsrTool'));
const RwmTool = lazy(() => import('./RwmTool'));
const AudioParseTool = lazy(() => import('./AudioParseTool'));
const BlobDownloadTool = lazy(() => import('./BlobDownloadTool'));
const RewriteTool = lazy(() => import('./RewriteTool'));
const TimedDubbingTool = lazy(() => import('./TimedDubbingTool'));

const keyOfSegment: Record<string, ToolKey> = { ocr: 'ocr', 'asr-v2': 'asr', rwm: 'rwm', audioParse: 'audioParse', rewrite: 'rewrite' };
/// 视频下载 is reached from 视频提取 (not in the side menu, spec 02 §2.1); the menu shows 视频提取 while it is open.
const BLOB_DOWNLOADER = 'blobDownloader';
/// 字幕配音 is reached from 文案提取 (a transcript's subtitles dubbed to their timing, issue 28); the menu shows 文案提取.
const TIMED_DUBBING = 'timedDubbing';

export default function ToolsPage() {
  const { tool = 'ocr' } = useParams();
  const go = useGo();
  const blob = tool === BLOB_DOWNLOADER;
  const timed = tool === TIMED_DUBBING;
  const key = blob ? 'rwm' : timed ? 'asr' : keyOfSegment[tool];
  if (!key) return <Navigate to="/aitools/ocr" replace />;
  return (
    <ToolsLayout
      activeKey={key}
      onNavigate={go}
      {...(blob ? { title: '视频下载', description: '输入视频文件地址，由浏览器直接下载并保存为 MP4' } : {})}
      {...(timed ? { title: '字幕配音', description: '上传字幕文件，每条字幕从原来的时间开始配音，放不下的适当加速' } : {})}
    >
      <Suspense fallback={<Spinner />}>
        {key === 'ocr' ? <OcrTool /> : null}
        {key === 'asr' && !timed ? <AsrTool /> : null}
        {timed ? <TimedDubbingTool /> : null}
        {key === 'rwm' && !blob ? <RwmTool /> : null}
        {blob ? <BlobDownloadTool /> : null}
        {key === 'audioParse' ? <AudioParseTool /> : null}
        {key === 'rewrite' ? <RewriteTool /> : null}
      </Suspense>
    </ToolsLayout>
  );
}
