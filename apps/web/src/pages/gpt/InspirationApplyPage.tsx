// /gpt/inspiration/apply?code=: writing with one inspiration template (spec 02 §2.10, §4, §5): the input, 使用 /
// 停止回答, 正在生成... then the streamed text, copy when idle, 送去配音. Login-only (the route says so).
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Empty, InspirationApply, Spinner } from '@peiyin/ui';
import { api } from '../../api';
import { useAnswerStream, useGptStatus, useTemplateDetail } from '../../api/gpt';
import { useSendToDubbing } from '../../features/handoff';
import { MembershipPanel } from '../../features/MembershipPanel';
import { WRITING_PRODUCT_TYPE } from './product';

export default function InspirationApplyPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const navigate = useNavigate();
  const template = useTemplateDetail(code);
  const status = useGptStatus();
  const answer = useAnswerStream();
  const sendToDubbing = useSendToDubbing();
  // a writing call refused for the month's tokens (402) offers the writing membership
  const [membershipOpen, setMembershipOpen] = useState(false);
  const onEnd = (end: { errorCode?: number | null }) => end.errorCode === 402 && setMembershipOpen(true);
  const [value, setValue] = useState('');

  if (template.isPending && code) return <Spinner />;
  if (!template.data) return <Empty title="灵感模板不存在" />;
  const setup = status.data && !status.data.configured ? (status.data.setupMessage ?? '本站暂未开通AI写作') : null;
  return (
    <>
      <InspirationApply
        template={template.data}
        value={value}
        onValueChange={setValue}
        onSubmit={(content) => void answer.start((signal) => api.gpt.templateApply({ code, content }, { signal }), { onEnd })}
        onStop={answer.stop}
        processing={answer.processing}
        output={answer.output}
        error={answer.error}
        setupMessage={setup}
        onSendToDubbing={(script) => sendToDubbing({ text: script, source: 'inspiration' })}
        onBack={() => navigate('/gpt/inspiration')}
      />
      <MembershipPanel productType={WRITING_PRODUCT_TYPE} open={membershipOpen} onOpenChange={setMembershipOpen} />
    </>
  );
}
