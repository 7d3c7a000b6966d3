// /gpt: the AI writing assistant (spec 02 §2.8, §4 "Chat answer", §5). Three modes, the mode's conversations, the
// streamed answer (停止回答 aborts it; leaving the page does too), copy and 送去配音 on every answer, and the setup
// message in place of the input when the server has no writing model. Login-only (the route says so).
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { gptServiceMenu, type GptMode } from '@peiyin/api-client';
import {
  ChatComposer, ChatMessageList, QuestionDialog, WritingFrame, WritingSetupNotice, WritingSidebar, writingModes, type ChatMessageItem, type ChatMessageState, type WritingServiceId,
} from '@peiyin/ui';
import { api } from '../../api';
import {
  fetchConversation, useAnswerStream, useConversations, useDeleteConversation, useGptStatus, useGptWelcome, useRenameConversation,
} from '../../api/gpt';
import { callKey, queryClient } from '../../api/queryClient';
import { useSendToDubbing } from '../../features/handoff';
import { MembershipPanel } from '../../features/MembershipPanel';
import { useKeptInput } from '../../features/useKeptInput';
import { WRITING_PRODUCT_TYPE } from './product';

/** spec 02 §7: mode 1 is /api/gpt/chat, 2 /api/gpt/translate, 3 /api/gpt/edit. */
function openAnswer(mode: GptMode, input: { content: string; conversationId: number | null }, signal: AbortSignal) {
  if (mode === 2) return api.gpt.translate(input, { signal });
  if (mode === 3) return api.gpt.edit(input, { signal });
  return api.gpt.chat({ ...input, mode: 1 }, { signal });
}

let nextLocalId = 0;
const localId = () => `local-${(nextLocalId += 1)}`;

export default function GptPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // 使用 in the prompt library comes here with the prompt for the input; a question typed and not sent survives a
  // reload (issue 28)
  const [input, setInput] = useKeptInput('gpt', (location.state as { prompt?: unknown } | null)?.prompt?.toString());
  const [mode, setMode] = useState<GptMode>(1);
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [messages, setMessages] = useState<ChatMessageItem[]>([]);
  // what is in the input when an answer ends (the answer's handlers outlive the render that started it)
  const inputRef = useRef(input);
  useEffect(() => {
    inputRef.current = input;
  }, [input]);
  const [dialogOpen, setDialogOpen] = useState(false);

  const status = useGptStatus();
  const welcome = useGptWelcome(mode);
  const conversations = useConversations(mode);
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const answer = useAnswerStream();
  const sendToDubbing = useSendToDubbing();
  // the writing membership's dialog: 订阅服务, and an answer refused for the month's tokens (402)
  const [membershipOpen, setMembershipOpen] = useState(false);

  const clear = () => {
    answer.reset();
    setMessages([]);
    setConversationId(null);
  };

  /** Streams the answer to `question` into the answer item `answerId`. */
  const stream = (question: string, answerId: ChatMessageItem['id']) => {
    const update = (patch: Partial<ChatMessageItem>) => setMessages((list) => list.map((item) => (item.id === answerId ? { ...item, ...patch } : item)));
    void answer.start((signal) => openAnswer(mode, { content: question, conversationId }, signal), {
      onStart: (id) => {
        if (id !== null) setConversationId(id);
      },
      onDelta: (output) => update({ content: output, state: 2 }),
      onEnd: (end) => {
        update(end.error ? { content: end.output, state: -1, errorMessage: end.error } : { content: end.output, state: 3, stopped: end.stopped });
        if (end.errorCode === 402) setMembershipOpen(true);
        // a failed answer gives the question back to the input, unless something new was typed (issue 28)
        if (end.error) setInput(inputRef.current || question);
        void queryClient.invalidateQueries({ queryKey: callKey('gpt', 'conversationList') });
      },
    });
  };

  const ask = (question: string) => {
    const answerId = localId();
    setMessages((list) => [...list, { id: localId(), role: 1, content: question, state: 3 }, { id: answerId, role: 2, content: '', state: 1 }]);
    setInput('');
    stream(question, answerId);
  };

  /** 重新生成: the question before this answer is asked again, and its new answer takes the old one's place. */
  const regenerate = (target: ChatMessageItem) => {
    const at = messages.findIndex((item) => item.id === target.id);
    const question = messages.slice(0, at).findLast((item) => item.role === 1);
    if (at < 0 || !question) return;
    setMessages((list) => list.map((item) => (item.id === target.id ? { ...item, content: '', state: 1, errorMessage: null, stopped: false } : item)));
    stream(question.content, target.id);
  };

  const open = async (id: number) => {
    answer.reset();
    const detail = await fetchConversation(id);
    setConversationId(id);
    setMessages(detail.messages.map((item) => ({ id: item.id, role: item.role, content: item.content, state: item.state as ChatMessageState, errorMessage: item.errorMessage })));
  };

  const onServiceMenu = (id: WritingServiceId) => {
    if (id === gptServiceMenu.inspiration) window.open('/gpt/inspiration', '_blank', 'noopener');
    else if (id === gptServiceMenu.prompts) navigate('/gpt/prompts');
    else if (id === gptServiceMenu.subscription) setMembershipOpen(true);
  };

  const setup = status.data && !status.data.configured ? (status.data.setupMessage ?? '本站暂未开通AI写作') : null;
  const quota = status.data?.quota;

  return (
    <WritingFrame
      summary={writingModes.find((item) => item.mode === mode)?.name}
      sidebar={
        <WritingSidebar
          mode={mode}
          onModeChange={(next) => {
            // spec 02 §2.8: switching mode clears the conversation and shows that mode's welcome
            clear();
            setMode(next);
          }}
          conversations={conversations.data?.list ?? []}
          activeConversationId={conversationId}
          onSelectConversation={(id) => void open(id)}
          onNewConversation={clear}
          onRenameConversation={(id, title) => rename.mutateAsync({ id, title })}
          onDeleteConversation={async (id) => {
            await remove.mutateAsync(id);
            if (id === conversationId) clear();
          }}
          onServiceMenu={onServiceMenu}
          quota={quota ? { used: quota.used, limit: quota.limit, member: quota.member } : null}
          busy={answer.processing}
        />
      }
    >
      <ChatMessageList
        messages={messages}
        welcome={welcome.data?.content}
        onSendToDubbing={(script) => sendToDubbing({ text: script, source: 'gpt' })}
        onRegenerate={regenerate}
        busy={answer.processing}
      />
      <div style={{ padding: '0 24px 24px' }}>
        {setup ? (
          <WritingSetupNotice message={setup} />
        ) : (
          <ChatComposer
            value={input}
            onValueChange={setInput}
            onSend={ask}
            processing={answer.processing}
            onStop={answer.stop}
            onExpand={() => setDialogOpen(true)}
          />
        )}
      </div>
      <QuestionDialog open={dialogOpen} onOpenChange={setDialogOpen} defaultValue={input} onSubmit={ask} />
      <MembershipPanel productType={WRITING_PRODUCT_TYPE} open={membershipOpen} onOpenChange={setMembershipOpen} />
    </WritingFrame>
  );
}
