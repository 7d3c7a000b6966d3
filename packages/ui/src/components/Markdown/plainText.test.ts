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
    expect(markdownToScript(answer)).toBe('咖啡店口播稿\n\n早上好！来一杯现磨的咖啡吗？\n\n第一点：豆子新鲜\n第二点：价格实在\n\n欢迎光临，点击预约。\n\n最后一句。');
  });

  it('reads a table row by row and keeps code as it is', () => {
    expect(markdownToScript('| 镜头 | 口播 |\n| --- | --- |\n| 1 | 大家好 |\n\n```\n原样保留\n```')).toBe('镜头，口播\n1，大家好\n\n原样保留');
  });

  it('leaves plain text alone and gives nothing for nothing', () => {
    expect(markdownToScript('大家好，欢迎收看。\n\n今天我们聊聊配音。')).toBe('大家好，欢迎收看。\n\n今天我们聊聊配音。');
    expect(markdownToScript('  ')).toBe('');
  });
});
