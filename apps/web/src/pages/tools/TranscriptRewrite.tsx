// 文案提取's 智能改写 (issue 28 §1): the whole transcript or one sentence rewritten by the writing model to a target
// length in seconds of speech. The answer streams in with its estimated length beside the target (the editor's own
// estimate); 采用 puts it in the transcript: a sentence keeps its times, a whole rewrite gets new sentences timed
// one after another by the same estimate.
import { useState } from 'react';
import { gptLimits, gptMessages } from '@peiyin/api-client';
import { Button, Field, Inline, Input, Stack, Text, editSentence } from '@peiyin/ui';
import { api } from '../../api';
import { useAnswerStream, useGptStatus } from '../../api/gpt';
import type { TimedText } from './exports';
import { speechEstimate, timedSentences, transcriptEstimate } from './pipeline';

/// A target as typed: whole seconds from 1 to 600, or why not.
export function parseTarget(value: string): { ok: true; seconds: number } | { ok: false; message: string } {
  const trimmed = value.trim();
  const seconds = /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!(seconds >= gptLimits.rewriteTargetMin && seconds <= gptLimits.rewriteTargetMax)) return { ok: false, message: gptMessages.rewriteTargetInvalid };
  return { ok: true, seconds };
}

const clampSeconds = (ms: number) => String(Math.min(gptLimits.rewriteTargetMax, Math.max(gptLimits.rewriteTargetMin, Math.round(ms / 1000))));

export type TranscriptRewriteProps = {
  sentences: readonly TimedText[];
  /** The sentence to rewrite (its index), or null for the whole transcript. */
  scope: number | null;
  onScopeChange: (scope: number | null) => void;
  /** 采用: the transcript with the rewrite in it. */
  onApply: (sentences: TimedText[]) => void;
  /** A rewrite is streaming (the transcript waits). */
  onProcessingChange?: (processing: boolean) => void;
};

export function TranscriptRewrite({ sentences, scope, onScopeChange, onApply, onProcessingChange }: TranscriptRewriteProps) {
  const status = useGptStatus();
  const answer = useAnswerStream();
  const sentence = scope === null ? null : (sentences[scope] ?? null);
  // the target starts at the length of what is rewritten: the recording's stretch of it
  const [target, setTarget] = useState(() => defaultTarget(sentences, scope));
  const [targetFor, setTargetFor] = useState<number | null>(scope);
  if (targetFor !== scope) {
    setTargetFor(scope);
    setTarget(defaultTarget(sentences, scope));
  }
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState<{ scope: number | null; seconds: number } | null>(null);
  const setup = status.data && !status.data.configured ? (status.data.setupMessage ?? '本站暂未开通AI写作') : null;

  const start = () => {
    const parsed = parseTarget(target);
    if (!parsed.ok) return setError(parsed.message);
    const content = sentence ? sentence.text : sentences.map((item) => item.text).join('\n');
    if (!content.trim()) return setError(gptMessages.rewriteBlank);
    setError(null);
    setAsked({ scope, seconds: parsed.seconds });
    onProcessingChange?.(true);
    void answer.start((signal) => api.gpt.rewrite({ content, targetSeconds: parsed.seconds }, { signal }), { onEnd: () => onProcessingChange?.(false) });
  };
  const apply = () => {
    if (!asked || !answer.output.trim()) return;
    if (asked.scope === null) onApply(timedSentences(answer.output, sentences[0]?.beginTime ?? 0));
    else onApply(editSentence(sentences, asked.scope, answer.output.split('\n').map((line) => line.trim()).filter(Boolean).join('')));
    answer.reset();
    setAsked(null);
  };

  if (setup) {
    return (
      <Text size="sm" tone="secondary" as="p">
        {setup}
      </Text>
    );
  }
  const estimate = answer.output ? Math.round(speechEstimate(answer.output) / 1000) : null;
  return (
    <Stack gap="3" as="section" aria-label="智能改写">
      <Inline gap="3" align="flex-end" wrap>
        {/* a field the width of a few digits (a Field's control fills its box) */}
        <div style={{ width: 200, maxWidth: '100%' }}>
          <Field label="目标时长（秒）" error={error}>
            <Input inputMode="numeric" value={target} onChange={(event) => setTarget(event.currentTarget.value)} disabled={answer.processing} />
          </Field>
        </div>
        <Text size="sm" tone="secondary">
          改写{sentence ? `第 ${scope! + 1} 句` : '全文'}（现约 {Math.round((sentence ? speechEstimate(sentence.text) : transcriptEstimate(sentences)) / 1000)} 秒）
        </Text>
        {sentence ? (
          <Button size="sm" variant="link" onClick={() => onScopeChange(null)} disabled={answer.processing}>
            改为全文
          </Button>
        ) : null}
        {answer.processing ? (
          <Button variant="danger" onClick={answer.stop}>
            停止
          </Button>
        ) : (
          <Button onClick={start}>智能改写</Button>
        )}
      </Inline>
      {answer.output || answer.error ? (
        <Stack gap="2" aria-label="改写结果" role="region">
          {answer.output ? (
            <Text as="p" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {answer.output}
            </Text>
          ) : null}
          {answer.error ? (
            <Text tone="danger" role="alert">
              {answer.error}
            </Text>
          ) : null}
          {estimate !== null && asked ? (
            <Inline gap="3" justify="space-between" wrap>
              <Text size="sm" tone="secondary" role="status">
                约 {estimate} 秒（目标 {asked.seconds} 秒）
              </Text>
              <Button size="sm" onClick={apply} disabled={answer.processing}>
                采用改写
              </Button>
            </Inline>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

/// The seconds the recording gave what is rewritten: one sentence's stretch, or from the first sentence's start
/// to the last one's end.
function defaultTarget(sentences: readonly TimedText[], scope: number | null): string {
  const sentence = scope === null ? undefined : sentences[scope];
  if (sentence) return clampSeconds(sentence.endTime - sentence.beginTime);
  return clampSeconds(sentences.length ? sentences.at(-1)!.endTime - sentences[0]!.beginTime : 0);
}
