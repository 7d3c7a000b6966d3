import { describe, expect, it } from 'vitest';
import { documentTitle, pageNameOf, pageTitles } from './pageTitles';

describe('document titles (issue 27: every route had the same one)', () => {
  it('names each page of the route table, distinct from the others', () => {
    const pages = ['/anchors', '/samples', '/draws', '/gpt', '/gpt/prompts', '/tools', '/aitools/ocr', '/aitools/asr-v2', '/creation', '/creationCenter', '/account/userinfo', '/account/trade_flow', '/help', '/download'];
    const titles = pages.map((path) => documentTitle(path));
    expect(new Set(titles).size).toBe(pages.length);
    expect(documentTitle('/creationCenter')).toBe('创作中心 - 配音 Peiyin');
    expect(documentTitle('/home')).toBe('AI 配音工作室 - 配音 Peiyin');
  });

  it('falls back to the longest listed prefix, and says so for a path the studio does not have', () => {
    expect(pageNameOf('/account/unknown')).toBe('个人中心');
    expect(pageNameOf('/aitools/ocr/')).toBe('图片文字识别');
    expect(pageNameOf('/nowhere/at/all')).toBeNull();
    expect(documentTitle('/nowhere')).toBe('页面不存在 - 配音 Peiyin');
  });

  it("puts a work's title first in the editor", () => {
    expect(documentTitle('/creation', '周报第三期')).toBe('周报第三期 - 配音编辑器 - 配音 Peiyin');
    expect(Object.values(pageTitles).every((name) => name.length > 0)).toBe(true);
  });
});
