// /aitools/rewrite: smart rewrite (spec 02 §2.7): the original on the left, the rewritten text streaming in on the
// right, 开始 / 停止, copy and 送去配音. The smart-tools layout (its side menu) belongs to that work; this page stands
// on its route alone until then. Login-only (the route says so).
import { useState } from 'react';
import { Heading, RewriteTool, Stack, Text } from '@peiyin/ui';
import { api } from '../../api';
import { useAnswerStream, useGptStatus } from '../../api/gpt';
import { useSendToDubbing } from '../../features/handoff';
import { MembershipPanel } from '../../features/MembershipPanel';
import { WRITING_PRODUCT_TYPE } from '../gpt/product';

export default function RewritePage() {
  const status = useGptStatus();
  const answer = useAnswerStream();
  const sendToDubbing = useSendToDubbing();
  // a writing call refused for the month's tokens (402) offers the writing membership
  const [membershipOpen, setMembershipOpen] = useState(false);
  const onEnd = (end: { errorCode?: number | null }) => end.errorCode === 402 && setMembershipOpen(true);
  const [value, setValue] = useState('');
  const setup = status.data && !status.data.configured ? (status.data.setupMessage ?? 'AI写作服务未配置') : null;
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading level="1">智能改写</Heading>
        <Text tone="secondary">意思不变、表达全新：把别人的口播稿改成你自己的</Text>
      </Stack>
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
