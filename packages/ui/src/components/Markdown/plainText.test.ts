import { describe, expect, it } from 'vitest';
import { markdownToScript } from './plainText';

describe('markdownToScript', () => {
  it('keeps the words and paragraphs of an answer and drops its formatting', () => {
    const answer = [
      '## 咖啡店口播稿',
      '',
      '**早上好！**来一杯*现磨*的咖啡吗？',
      '',
      '- 第一点：豆子新鲜',
      '- 第二点：价格实在',
      '',
      '> 欢迎光临，[点击预约](https://example.com)。',
      '',
      '---',
      '',
      '![门店照片](https://example.com/a.png)最后一句。',
    ].join('\n');
    expect(markdownToScript(answer)).toBe('咖啡店口播稿\n早上好！来一杯现磨的咖啡吗？\n第一点：豆子新鲜\n第二点：价格实在\n欢迎光临，点击预约。\n最后一句。');
  });

  it('reads a table row by row and keeps code as it is', () => {
    expect(markdownToScript('| 镜头 | 口播 |\n| --- | --- |\n| 1 | 大家好 |\n\n```\n原样保留\n```')).toBe('镜头，口播\n1，大家好\n原样保留');
  });

  it('leaves plain text alone and gives nothing for nothing', () => {
    expect(markdownToScript('大家好，欢迎收看。\n\n今天我们聊聊配音。')).toBe('大家好，欢迎收看。\n今天我们聊聊配音。');
    expect(markdownToScript('  ')).toBe('');
  });

  it('gives one line per line shown: a single line break stays one, paragraphs get no empty line between them (issue 28)', () => {
    const answer = '开场：大家好，\n欢迎来到小店。\n\n**结尾**：下次见！';
    expect(markdownToScript(answer)).toBe('开场：大家好，\n欢迎来到小店。\n结尾：下次见！');
    expect(markdownToScript(answer)).not.toContain('\n\n');
  });
});
