// The token estimate and the history cap (issue 15: history capped by tokens, not turns).
import { describe, expect, it } from 'vitest';
import { growth, LINEAR } from '../../../../../tests/support/growth.ts';
import { buildChatMessages, capHistory, estimatePromptTokens, estimateTokens, type ChatMessage } from './index.ts';

describe('estimateTokens', () => {
  it('counts a CJK character or full-width mark as one token and other text as one per four characters', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('你好，世界！')).toBe(6);
    expect(estimateTokens('hello world!')).toBe(3);
    expect(estimateTokens('こんにちは 안녕')).toBe(7 + 1);
    // A character outside the BMP (extension B) is one character, not two halves.
    expect(estimateTokens('𠀀')).toBe(1);
    expect(estimateTokens('A17 Pro芯片')).toBe(2 + 2);
  });

  it('adds four tokens a message and three for the reply', () => {
    expect(estimatePromptTokens([])).toBe(3);
    expect(estimatePromptTokens([{ role: 'user', content: '你好' }])).toBe(3 + 4 + 2);
  });

  it('is linear in the text (a long text costs no more per character)', () => {
    expect(estimateTokens('春'.repeat(200_000))).toBe(200_000);
    // CPU time at an eighth of the length and at all of it (tests/support/growth.ts)
    expect(growth((n) => '春'.repeat(n), estimateTokens, 200_000)).toBeLessThan(LINEAR);
    expect(growth((n) => 'hello 世界 '.repeat(n / 9), estimateTokens, 200_000)).toBeLessThan(LINEAR);
  });
});

const turn = (q: string, a: string): ChatMessage[] => [
  { role: 'user', content: q },
  { role: 'assistant', content: a },
];
// Each entry costs 4 + its characters.
const history = [...turn('一二三四五六', '七八九十'), ...turn('甲乙丙', '丁戊己庚'), ...turn('子丑', '寅卯辰')];

describe('capHistory', () => {
  it('keeps everything that fits', () => {
    const all = capHistory(history, 1000);
    expect(all).toEqual({ messages: history, dropped: 0, tokens: 10 + 8 + 7 + 8 + 6 + 7 });
  });

  it('drops the oldest entries first, by tokens not by turns', () => {
    // The newest three entries cost 8 + 6 + 7 = 21; the fourth (丁戊己庚, 8) would not fit in 25,
    // and an answer without its question is dropped too.
    const capped = capHistory(history, 25);
    expect(capped.messages).toEqual(history.slice(4));
    expect(capped.dropped).toBe(4);
    expect(capped.tokens).toBe(13);
  });

  it('never starts with an answer whose question was dropped', () => {
    const capped = capHistory(history, 21);
    expect(capped.messages[0]!.role).toBe('user');
    expect(capped.messages).toEqual(history.slice(4));
  });

  it('keeps nothing when even the newest turn does not fit', () => {
    expect(capHistory(history, 5)).toEqual({ messages: [], dropped: 6, tokens: 0 });
  });

  it('a long turn costs as much as several short ones', () => {
    const long = [...turn('长'.repeat(300), '答'.repeat(300)), ...turn('短', '答'), ...turn('短', '答')];
    expect(capHistory(long, 100).messages).toEqual(long.slice(2));
  });
});

describe('buildChatMessages', () => {
  it('puts the system prompt first and the question last, with the history that fits between', () => {
    const built = buildChatMessages({ system: '你是配音文案助手。', history, question: '再写一句', contextTokens: 2048 + 60, maxOutputTokens: 2048 });
    // 60 - (3 + 4 + 9 + 4 + 4) = 36 tokens for history: the last two turns (29) fit, not the first.
    expect(built.messages).toEqual([{ role: 'system', content: '你是配音文案助手。' }, ...history.slice(2), { role: 'user', content: '再写一句' }]);
    expect(built.droppedHistory).toBe(2);
    expect(built.promptTokens).toBe(estimatePromptTokens(built.messages));
  });
});
