// /aitools/:tool — the tools layout (spec 02 §2.1) with the chosen tool. Each tool is its own chunk.
import { Suspense, lazy } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Spinner, ToolsLayout, type ToolKey } from '@peiyin/ui';
import { useGo } from '../../layout/useGo';
import { ComingSoonPage } from '../ComingSoonPage';

const OcrTool = lazy(() => import('./OcrTool'));
const AsrTool = lazy(() => import('./AsrTool'));
const RwmTool = lazy(() => import('./RwmTool'));
const AudioParseTool = lazy(() => import('./AudioParseTool'));

const keyOfSegment: Record<string, ToolKey> = { ocr: 'ocr', 'asr-v2': 'asr', rwm: 'rwm', audioParse: 'audioParse', rewrite: 'rewrite' };

export default function ToolsPage() {
  const { tool = 'ocr' } = useParams();
  const go = useGo();
  const key = keyOfSegment[tool];
  if (!key) return <Navigate to="/aitools/ocr" replace />;
  return (
    <ToolsLayout activeKey={key} onNavigate={go}>
      <Suspense fallback={<Spinner />}>
        {key === 'ocr' ? <OcrTool /> : null}
        {key === 'asr' ? <AsrTool /> : null}
        {key === 'rwm' ? <RwmTool /> : null}
        {key === 'audioParse' ? <AudioParseTool /> : null}
        {key === 'rewrite' ? <ComingSoonPage feature="智能改写" compact /> : null}
      </Suspense>
    </ToolsLayout>
  );
}
