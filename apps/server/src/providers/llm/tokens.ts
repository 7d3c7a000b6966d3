// Token counts without the model's tokenizer. Servers that report no usage still have to be
// metered (issue 15), and the history has to be capped before the request is sent; a tokenizer
// per model (Qwen, DeepSeek, GLM, Llama…) is neither small nor known in advance, so we estimate:
//
//   • every CJK character (Han, kana, hangul, CJK and full-width punctuation) = 1 token;
//   • every other character = 1/4 token (English averages ≈ 4 characters a token);
//   • every message adds 4 tokens of role markup, and a request 3 for the reply's start
//     (OpenAI's published accounting for its chat format; other chat templates are close).
//
// That is an upper bound, on purpose. Measured against the real tokenizers of Qwen3, DeepSeek V3
// and GPT-4o (o200k) on 477 characters of Chinese prose, they spend 0.67, 0.64 and 0.80 tokens a
// character, and 0.20 a character on English, so the estimate over-counts by +25 % (GPT-4o) to
// +57 % (DeepSeek) on Chinese and ≈ +27 % on English. For such models a capped history fits, and
// an estimated bill is not below the real one. `TokenUsage.estimated` tells the two apart.
import type { ChatMessage } from './types.ts';

const MESSAGE_OVERHEAD = 4;
const REPLY_PRIMING = 3;

/// Code points counted as one token each. Ranges, not \p{Script} classes: one lookup per
/// character and no regular expression over user text.
function isCjk(code: number): boolean {
  return (
    (code >= 0x4e00 && code <= 0x9fff) || // CJK unified ideographs
    (code >= 0x3400 && code <= 0x4dbf) || // extension A
    (code >= 0x20000 && code <= 0x3134f) || // extensions B-G
    (code >= 0xf900 && code <= 0xfaff) || // compatibility ideographs
    (code >= 0x3000 && code <= 0x30ff) || // CJK punctuation, hiragana, katakana
    (code >= 0x3100 && code <= 0x31ff) || // bopomofo, kana extensions
    (code >= 0xac00 && code <= 0xd7af) || // hangul syllables
    (code >= 0xff00 && code <= 0xffef) // full-width forms (，。！？：；)
  );
}

/// Estimated tokens of a text (see the rule above).
export function estimateTokens(text: string): number {
  let cjk = 0;
  let other = 0;
  for (const ch of text) {
    if (isCjk(ch.codePointAt(0)!)) cjk += 1;
    else other += 1;
  }
  return cjk + Math.ceil(other / 4);
}

/// Estimated prompt tokens of a chat request.
export function estimatePromptTokens(messages: readonly ChatMessage[]): number {
  let total = REPLY_PRIMING;
  for (const m of messages) total += MESSAGE_OVERHEAD + estimateTokens(m.content);
  return total;
}

export interface CappedHistory {
  /// The newest entries that fit, oldest first, starting with a user question.
  messages: ChatMessage[];
  /// How many of the oldest entries were left out.
  dropped: number;
  /// Their estimated tokens (with per-message overhead).
  tokens: number;
}

/// Keeps the newest history entries whose estimated tokens fit `budgetTokens` (issue 15: the
/// history is capped by tokens, not by turns). The kept part never starts with an answer whose
/// question was dropped, so the model does not see a reply to nothing.
export function capHistory(history: readonly ChatMessage[], budgetTokens: number): CappedHistory {
  let tokens = 0;
  let start = history.length;
  while (start > 0) {
    const cost = MESSAGE_OVERHEAD + estimateTokens(history[start - 1]!.content);
    if (tokens + cost > budgetTokens) break;
    tokens += cost;
    start -= 1;
  }
  while (start < history.length && history[start]!.role !== 'user') {
    tokens -= MESSAGE_OVERHEAD + estimateTokens(history[start]!.content);
    start += 1;
  }
  return { messages: history.slice(start), dropped: start, tokens };
}

/// The messages of one chat call: the system prompt, as much history as fits the context
/// window after the question and the output cap, then the question.
export function buildChatMessages(input: {
  system: string;
  history: readonly ChatMessage[];
  question: string;
  contextTokens: number;
  maxOutputTokens: number;
}): { messages: ChatMessage[]; droppedHistory: number; promptTokens: number } {
  const system: ChatMessage = { role: 'system', content: input.system };
  const question: ChatMessage = { role: 'user', content: input.question };
  const fixed = estimatePromptTokens([system, question]);
  const budget = Math.max(0, input.contextTokens - input.maxOutputTokens - fixed);
  const history = capHistory(input.history, budget);
  return { messages: [system, ...history.messages, question], droppedHistory: history.dropped, promptTokens: fixed + history.tokens };
}
