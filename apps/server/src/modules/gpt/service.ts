import type { FastifyInstance } from 'fastify';
import {
  gptMessages,
  gptMessageStates,
  type GptConversation,
  type GptConversationDetail,
  type GptMode,
  type GptPrompt,
  type GptStatus,
  type GptTemplate,
  type GptUsage,
} from '@peiyin/api-client';
import { AppError } from '../../http/errors.ts';
import { buildChatMessages, estimatePromptTokens, estimateTokens, LLM_ERROR_MESSAGES, LlmError, type ChatMessage, type FinishReason } from '../../providers/llm/index.ts';
import { chatSystem, conversationTitle, rewriteSystemFor, rewriteTemperature, templateSystem, templateTemperature, temperatureByMode, welcomeByMode } from './prompts.ts';
import { gptRepo } from './repo.ts';

/// The part of the month's allowance an answer holds while it streams: its prompt and the longest answer that
/// fits. Settled once, with what the answer cost (never more than was reserved), or refunded if it never ran.
export interface Reservation {
  readonly tokens: number;
  /// `answered`: the request reached the model (it counts as an answer).
  settle(spent: number, answered: boolean): Promise<void>;
}

/// What one streamed answer needs: the messages for the model and where the turn is kept.
export interface AnswerJob {
  userId: number;
  messages: ChatMessage[];
  temperature: number;
  month: string;
  /// The answer's output cap: the model's, or less when the allowance has less left.
  maxTokens: number;
  reservation: Reservation;
  /// Set when `answer` begins: from then on the answer settles its reservation itself.
  started?: boolean;
  /// Chat calls keep the turn in a conversation (created when the model starts answering); rewrite and
  /// templates keep nothing.
  conversation: { id: number | null; mode: GptMode; question: string } | null;
}

/// What the route sends as server-sent events (the contract's `gptStreamEvents`).
export type AnswerEvent =
  | { type: 'start'; conversationId: number | null }
  | { type: 'delta'; text: string }
  | { type: 'done'; finished: true; finishReason: FinishReason; usage: GptUsage; conversationId: number | null };

/// Answers streaming at once per user (ours: every request is bounded). A second tab may answer while the
/// first does; a script that opens dozens cannot.
export const MAX_STREAMS_PER_USER = 2;
/// The shortest answer worth asking for: with less of the allowance left than the prompt and this, the
/// question is refused as the allowance used up.
export const MIN_ANSWER_TOKENS = 32;
/// How many of a conversation's latest messages are read to build the history (it is then capped by tokens).
const HISTORY_READ = 200;
/// A conversation holds at most this many messages (100 turns); then a new one has to start.
export const MAX_CONVERSATION_MESSAGES = 200;

/// The month a token is metered in: 'YYYY-MM' in Beijing time (UTC+8, no daylight saving).
export function meteringMonth(now: number): string {
  return new Date(now + 8 * 60 * 60 * 1000).toISOString().slice(0, 7);
}

export function gptService(app: FastifyInstance) {
  const repo = gptRepo(app.db);
  const llm = app.llm;
  const active = new Map<number, number>();

  async function quota(userId: number) {
    const entitlement = (await app.entitlements.of(userId)).gpt;
    // Members get their entitlement (spec 02 §2.8: 1 million tokens a month); everyone else the free allowance.
    // members' and everyone else's monthly allowance alike come from their entitlements (GPT_FREE_TOKENS, GPT_MEMBER_TOKENS)
    const limit = entitlement.tokensPerMonth;
    const month = meteringMonth(app.now());
    return { member: entitlement.member, limit, month, used: await repo.usage(userId, month) };
  }

  /// Refusals that come before any token is spent: no model, quota used up, too many answers at once. Then
  /// the answer's tokens are reserved: its prompt (estimated: an upper bound) and as long an answer as the
  /// model may give and the allowance still has room for, so no answer, alone or beside another, can take
  /// the month past its allowance (issue 26 §8).
  async function admit(userId: number, messages: ChatMessage[]): Promise<{ month: string; maxTokens: number; reservation: Reservation; release: () => void }> {
    if (!llm.configured) throw new AppError(503, LLM_ERROR_MESSAGES.unconfigured);
    const q = await quota(userId);
    if (q.used >= q.limit) throw new AppError(402, gptMessages.quotaExhausted(q.limit, q.member));
    const running = active.get(userId) ?? 0;
    if (running >= MAX_STREAMS_PER_USER) throw new AppError(429, gptMessages.busy);
    active.set(userId, running + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (active.get(userId) ?? 1) - 1;
      if (left > 0) active.set(userId, left);
      else active.delete(userId);
    };
    const prompt = estimatePromptTokens(messages);
    let reserved: number;
    try {
      reserved = await repo.reserve(userId, q.month, prompt + llm.maxOutputTokens, prompt + MIN_ANSWER_TOKENS, q.limit, app.dbKind === 'postgres');
    } catch (error) {
      release();
      throw error;
    }
    if (reserved === 0) {
      release();
      throw new AppError(402, gptMessages.quotaExhausted(q.limit, q.member));
    }
    let settled: Promise<void> | null = null;
    const reservation: Reservation = {
      tokens: reserved,
      settle: (spent, answered) => (settled ??= repo.settle(userId, q.month, reserved, Math.min(Math.max(0, Math.round(spent)), reserved), answered)),
    };
    return { month: q.month, maxTokens: reserved - prompt, reservation, release };
  }

  /// The job, and how the route gives back the user's slot: a job that never began refunds its reservation.
  function prepared(job: AnswerJob, release: () => void) {
    return {
      job,
      release: () => {
        release();
        if (!job.started) void job.reservation.settle(0, false).catch((error: unknown) => app.log.error({ err: error }, 'a writing reservation could not be refunded'));
      },
    };
  }

  async function ownedConversation(userId: number, id: number) {
    const conversation = await repo.conversation(userId, id);
    if (!conversation) throw new AppError(404, gptMessages.conversationNotFound);
    return conversation;
  }

  /// The history a default-mode question carries: completed turns only (a failed answer and its question
  /// are left out), oldest first; `buildChatMessages` then keeps the newest that fit the context window.
  async function historyOf(conversationId: number): Promise<ChatMessage[]> {
    const rows = await repo.recentMessages(conversationId, HISTORY_READ);
    const history: ChatMessage[] = [];
    for (let i = 0; i + 1 < rows.length; i += 1) {
      const question = rows[i]!;
      const answer = rows[i + 1]!;
      if (question.role !== 1 || answer.role !== 2) continue;
      i += 1;
      if (answer.state !== gptMessageStates.complete || !answer.content.trim()) continue;
      history.push({ role: 'user', content: question.content }, { role: 'assistant', content: answer.content });
    }
    return history;
  }

  return {
    async status(userId: number): Promise<GptStatus> {
      const q = await quota(userId);
      return {
        configured: llm.configured,
        setupMessage: llm.configured ? null : LLM_ERROR_MESSAGES.unconfigured,
        model: llm.configured ? llm.model : null,
        quota: { member: q.member, used: q.used, limit: q.limit, month: q.month },
      };
    },

    welcome: (mode: GptMode) => ({ mode, content: welcomeByMode[mode] }),

    /// A question in one of the three modes. Default mode (1) sends the conversation's earlier turns, capped
    /// by tokens; translation (2) and editing (3) send the question alone (spec 02 §4).
    async prepareChat(userId: number, mode: GptMode, input: { content: string; conversationId?: number | null | undefined }) {
      let conversationId: number | null = null;
      let history: ChatMessage[] = [];
      if (input.conversationId) {
        const conversation = await ownedConversation(userId, input.conversationId);
        if (conversation.mode !== mode) throw new AppError(400, gptMessages.conversationModeMismatch);
        if ((await repo.messageCount(conversation.id)) >= MAX_CONVERSATION_MESSAGES) throw new AppError(400, gptMessages.conversationFull);
        conversationId = conversation.id;
        if (mode === 1) history = await historyOf(conversation.id);
      }
      const { messages } = buildChatMessages({
        system: chatSystem(mode),
        history,
        question: input.content,
        contextTokens: llm.contextTokens,
        maxOutputTokens: llm.maxOutputTokens,
      });
      const { release, ...admitted } = await admit(userId, messages);
      return prepared({ userId, messages, temperature: temperatureByMode[mode], ...admitted, conversation: { id: conversationId, mode, question: input.content } }, release);
    },

    async prepareRewrite(userId: number, content: string, targetSeconds?: number | null) {
      const messages: ChatMessage[] = [
        { role: 'system', content: rewriteSystemFor(targetSeconds) },
        { role: 'user', content },
      ];
      const { release, ...admitted } = await admit(userId, messages);
      return prepared({ userId, messages, temperature: rewriteTemperature, ...admitted, conversation: null }, release);
    },

    async prepareTemplate(userId: number, code: string, content: string) {
      const template = await repo.template(code);
      if (!template) throw new AppError(404, gptMessages.templateNotFound);
      const messages: ChatMessage[] = [
        { role: 'system', content: templateSystem(template.instruction) },
        { role: 'user', content },
      ];
      const { release, ...admitted } = await admit(userId, messages);
      return prepared({ userId, messages, temperature: templateTemperature, ...admitted, conversation: null }, release);
    },

    /// Streams one answer. The first event (`start`) comes once the model has begun to answer, so a failure
    /// before that is thrown from the first `next()` and the route can still answer an envelope. Every end
    /// is metered — completed, failed, or stopped by the client (the abort of `signal`, or the consumer
    /// leaving), before its first token too once the request was sent — with the server's usage when it sent
    /// one, else our estimate, and never past its reservation. A completed or stopped answer
    /// joins its conversation; a failed one is kept with its error (state -1) and never sent as history.
    async *answer(job: AnswerJob, signal: AbortSignal): AsyncGenerator<AnswerEvent, void, undefined> {
      job.started = true;
      const iterator = llm.streamChat({ messages: job.messages, temperature: job.temperature, maxTokens: job.maxTokens, signal })[Symbol.asyncIterator]();
      let text = '';
      let conversationId = job.conversation?.id ?? null;
      let settled = false;
      const keep = async (answer: string, state: number, errorMessage: string | null, tokens: number) => {
        if (!job.conversation || conversationId === null) return;
        await repo.addTurn({ conversationId, question: job.conversation.question, answer, state, errorMessage, tokens, at: app.now() });
      };
      // the request reached the model when the upstream says so (a usage, or an error carrying one)
      const meter = (tokens: number) => job.reservation.settle(tokens, tokens > 0);
      try {
        let next = await iterator.next();
        if (job.conversation && conversationId === null) {
          conversationId = await repo.createConversation(job.userId, job.conversation.mode, conversationTitle(job.conversation.question), app.now());
        }
        yield { type: 'start', conversationId };
        while (!next.done) {
          const event = next.value;
          if (event.type === 'delta') {
            text += event.text;
            yield { type: 'delta', text: event.text };
          } else {
            settled = true;
            const { usage, finishReason } = event.result;
            await meter(usage.totalTokens);
            await keep(event.result.text, gptMessageStates.complete, null, usage.totalTokens);
            yield { type: 'done', finished: true, finishReason, usage, conversationId };
          }
          next = await iterator.next();
        }
      } catch (error) {
        if (!settled && error instanceof LlmError) {
          settled = true;
          const tokens = error.partial?.usage.totalTokens ?? 0;
          await meter(tokens);
          const partial = error.partial?.text ?? text;
          if (error.code === 'aborted') {
            if (partial.trim()) await keep(partial, gptMessageStates.complete, null, tokens);
          } else {
            await keep(partial, gptMessageStates.failed, error.message, tokens);
          }
        }
        throw error;
      } finally {
        if (!settled) {
          // The consumer left while this generator waited at a `yield` (the client closed the connection):
          // end the model's request and meter what it cost, by estimate since the server sent no usage yet.
          await iterator.return?.();
          await meter(estimatePromptTokens(job.messages) + estimateTokens(text));
          if (text.trim()) await keep(text, gptMessageStates.complete, null, 0);
        }
      }
    },

    async conversations(userId: number, mode: GptMode, page: number, pageSize: number): Promise<{ total: number; list: GptConversation[] }> {
      const { total, rows } = await repo.conversationPage(userId, mode, page, pageSize);
      return { total, list: rows.map((row) => ({ id: row.id, mode: row.mode, title: row.title, updateTime: row.updated_at, messageCount: row.messages })) };
    },

    async conversation(userId: number, id: number): Promise<GptConversationDetail> {
      const conversation = await ownedConversation(userId, id);
      const messages = await repo.messages(id);
      return {
        id: conversation.id,
        mode: conversation.mode,
        title: conversation.title,
        updateTime: conversation.updated_at,
        messageCount: messages.length,
        messages: messages.map((m) => ({ id: m.id, role: m.role === 1 ? 1 : 2, content: m.content, state: m.state, errorMessage: m.error_message, timeStamp: m.created_at })),
      };
    },

    async rename(userId: number, id: number, title: string): Promise<GptConversation> {
      await ownedConversation(userId, id);
      await repo.renameConversation(userId, id, title);
      const row = (await repo.conversation(userId, id))!;
      return { id: row.id, mode: row.mode, title: row.title, updateTime: row.updated_at, messageCount: await repo.messageCount(id) };
    },

    async remove(userId: number, id: number): Promise<null> {
      if (!(await repo.deleteConversation(userId, id))) throw new AppError(404, gptMessages.conversationNotFound);
      return null;
    },

    async prompts(page: number, pageSize: number, category: string | undefined): Promise<{ total: number; list: GptPrompt[] }> {
      const { total, rows } = await repo.promptPage(page, pageSize, category);
      return { total, list: rows.map((r) => ({ id: r.id, title: r.title, subtitle: r.subtitle, promptZh: r.prompt_zh, promptEn: r.prompt_en, category: r.category })) };
    },

    async templates(page: number, pageSize: number, keyword: string | undefined): Promise<{ total: number; list: GptTemplate[] }> {
      const { total, rows } = await repo.templatePage(page, pageSize, keyword);
      return { total, list: rows.map(templateOf) };
    },

    async template(code: string): Promise<GptTemplate> {
      const row = await repo.template(code);
      if (!row) throw new AppError(404, gptMessages.templateNotFound);
      return templateOf(row);
    },
  };
}

function templateOf(row: { id: number; code: string; icon: string; title: string; subtitle: string; placeholder: string; demos: string; label_text: string | null; label_text_color: string | null; label_bg_color: string | null }): GptTemplate {
  return {
    code: row.code,
    icon: row.icon,
    title: row.title,
    subtitle: row.subtitle,
    placeholder: row.placeholder,
    demos: JSON.parse(row.demos) as string[],
    label: row.label_text ? { id: row.id, value: row.label_text, textColor: row.label_text_color ?? '#333333', bgColor: row.label_bg_color ?? '#f5f5f5' } : null,
  };
}

export type GptService = ReturnType<typeof gptService>;
