import { describe, expect, it } from 'vitest';
import { characterAccuracy } from './accuracy.ts';
import { tidyOcrText } from './text.ts';
import { growth, LINEAR } from '../../../../../tests/support/growth.ts';

describe('tidyOcrText', () => {
  it('removes the spaces Tesseract puts between Chinese characters and joins the picture’s wrapped lines', () => {
    const raw = '春天 来 了 ， 公 园 里 的 桃花 开 得 正 艳 。 小 明和 妈妈\n见 湖面 上 有 几 只 白色 的 天 鹅 。\n';
    expect(tidyOcrText(raw)).toBe('春天来了，公园里的桃花开得正艳。小明和妈妈见湖面上有几只白色的天鹅。');
  });

  it('keeps the spaces between Latin words and numbers but not next to Chinese', () => {
    expect(tidyOcrText('我 们 用 Python 3.12 写 了 一 个 OCR 工具 ， 每 天 处 理 2,500 张')).toBe('我们用Python 3.12写了一个OCR工具，每天处理2,500张');
    expect(tidyOcrText('The quick  brown fox')).toBe('The quick brown fox');
  });

  it('turns ASCII punctuation next to Chinese into full-width, and leaves English and numbers alone', () => {
    expect(tidyOcrText('妈 妈 说 :“ 今 天 真 好 ! ”小 明 点 头 .')).toBe('妈妈说：“今天真好！”小明点头。');
    expect(tidyOcrText('你 好 , 世 界 ? (注)')).toBe('你好，世界？（注）');
    expect(tidyOcrText('Hello, world! Pi is 3.14.')).toBe('Hello, world! Pi is 3.14.');
    expect(tidyOcrText('约 3.5 公 里')).toBe('约3.5公里');
  });

  it('looks through curly quotes: English keeps its spaces, Chinese loses them', () => {
    expect(tidyOcrText('He said “hello” to me')).toBe('He said “hello” to me');
    expect(tidyOcrText('他 说 “ 你 好 ” 然 后 走 了')).toBe('他说“你好”然后走了');
  });

  it('joins a word the picture wrapped, and keeps the paragraph the picture ends (issue 28)', () => {
    // a price split at the picture's edge: 比如价 / 格128元
    expect(tidyOcrText('新 品 上 市 ， 今 天 下 单 立 减 二 十 元 ， 比 如 价\n格 128 元 的 套 装 只 要 108 元 。\n')).toBe('新品上市，今天下单立减二十元，比如价格128元的套装只要108元。');
    // no empty line between the picture's paragraphs: a short last line that ends a sentence ends one
    const raw = '第 一 段 的 第 一 行 文 字 写 得 很 长 很 长\n到 这 里 结 束 。\n第 二 段 也 有 很 长 的 一 行 文 字 写 满\n这 里 也 结 束 了 。';
    expect(tidyOcrText(raw)).toBe('第一段的第一行文字写得很长很长到这里结束。\n第二段也有很长的一行文字写满这里也结束了。');
    // a title above the text
    expect(tidyOcrText('通 知 ：\n明 天 上 午 九 点 在 三 楼 会 议 室 开 会 ，\n请 准 时 参 加 。')).toBe('通知：\n明天上午九点在三楼会议室开会，请准时参加。');
  });

  it('joins English lines with a space and a hyphenated word without one', () => {
    expect(tidyOcrText('The quick brown fox jumps over the lazy dog and keeps run-\nning until the end of the long line\nof text.')).toBe(
      'The quick brown fox jumps over the lazy dog and keeps running until the end of the long line of text.',
    );
  });

  it('keeps the paragraphs, one a line, and no empty lines', () => {
    expect(tidyOcrText('\n\n第 一 段\n\n\n\n第 二 段\n\n')).toBe('第一段\n第二段');
    expect(tidyOcrText('  \n \n')).toBe('');
  });

  it('takes linear time: no run of spaces or quotes is rescanned (a quadratic pass would take seconds)', () => {
    // CPU time at an eighth of the length and at all of it, never a duration (tests/support/growth.ts)
    const lines: Record<string, (n: number) => string> = {
      'spaced characters, then spaced marks': (n) => '字 '.repeat(n / 4) + '. , : '.repeat(n / 12),
      'spaced quotes': (n) => '“ '.repeat(n / 2) + '字',
      'a quote run, then spaced commas': (n) => ',' + '“'.repeat(n / 2) + ' ,'.repeat(n / 4),
    };
    for (const [name, make] of Object.entries(lines)) expect(growth(make, tidyOcrText, 40_000), name).toBeLessThan(LINEAR);
  });
});

describe('characterAccuracy', () => {
  it('is 1 − edit distance ÷ length, whitespace ignored', () => {
    expect(characterAccuracy('春天\n来了', '春天来了').accuracy).toBe(1);
    expect(characterAccuracy('春大来了', '春天来了')).toEqual({ accuracy: 0.75, errors: 1, length: 4 });
    expect(characterAccuracy('', '春天来了').accuracy).toBe(0);
    expect(characterAccuracy('春天来了还有很多别的字', '春天').accuracy).toBe(0);
  });
});
