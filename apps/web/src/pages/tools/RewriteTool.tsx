// /aitools/rewrite: smart rewrite (spec 02 §2.7): the original on the left, the rewritten text streaming in on the
// right, 开始 / 停止, copy and 送去配音. Inside the tools layout with its side menu like the other tools (issue 28).
import { useState } from 'react';
import { RewriteTool, Stack } from '@peiyin/ui';
import { api } from '../../api';
import { useAnswerStream, useGptStatus } from '../../api/gpt';
import { useSendToDubbing } from '../../features/handoff';
import { MembershipPanel } from '../../features/MembershipPanel';
import { WRITING_PRODUCT_TYPE } from '../gpt/product';
import { useKeptInput } from '../../features/useKeptInput';

export default function RewriteToolPage() {
  const status = useGptStatus();
  const answer = useAnswerStream();
  const sendToDubbing = useSendToDubbing();
  // a writing call refused for the month's tokens (402) offers the writing membership
  const [membershipOpen, setMembershipOpen] = useState(false);
  const onEnd = (end: { errorCode?: number | null }) => end.errorCode === 402 && setMembershipOpen(true);
  // the original typed or pasted survives a reload (issue 28)
  const [value, setValue] = useKeptInput('rewrite');
  const setup = status.data && !status.data.configured ? (status.data.setupMessage ?? '本站暂未开通AI写作') : null;
  return (
    <Stack gap="5">
      <RewriteTool
        value={value}
        onValueChange={setValue}
        onStart={(content) => void answer.start((signal) => api.gpt.rewrite({ content }, { signal }), { onEnd })}
        onStop={answer.stop}
        processing={answer.processing}
        output={answer.output}
        error={answer.error}
        setupMessage={setup}
        onSendToDubbing={(script) => sendToDubbing({ text: script, source: 'rewrite' })}
      />
      <MembershipPanel productType={WRITING_PRODUCT_TYPE} open={membershipOpen} onOpenChange={setMembershipOpen} />
    </Stack>
  );
}
