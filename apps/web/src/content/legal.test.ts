// Issue 28: the privacy policy and the third-party list did not name the writing, speech-recognition and drawing
// services or the video extractor users' text, audio and pictures go to. They are now written from the services
// the server reports.
import { describe, expect, it } from 'vitest';
import type { OutsideService } from '@peiyin/api-client';
import { privacyPolicy, thirdPartyList, withOutsideServices } from './legal';

const services: OutsideService[] = [
  { id: 'writing', title: 'AI写作', purpose: '生成文字', data: '您输入的问题', recipient: '深度求索（DeepSeek）（api.deepseek.com），模型 deepseek-chat' },
  { id: 'video-extraction', title: '视频提取', purpose: '读取链接中的视频', data: '您粘贴的链接', recipient: '链接所在的视频网站' },
];

const text = (doc: ReturnType<typeof withOutsideServices>) => doc.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? [])]).join('\n');

describe('policies written from the services in use', () => {
  it('gives the third-party list a section per service, naming who receives what', () => {
    const doc = withOutsideServices(thirdPartyList, services);
    expect(doc.sections.map((section) => section.id)).toEqual(['intro', 'writing', 'video-extraction']);
    expect(text(doc)).toContain('用途：生成文字。共享信息：您输入的问题。接收方：深度求索（DeepSeek）（api.deepseek.com），模型 deepseek-chat。');
  });

  it('names the same services in the privacy policy’s 信息的共享', () => {
    const share = withOutsideServices(privacyPolicy, services).sections.find((section) => section.id === 'share')!;
    expect(share.items).toEqual(['AI写作：您输入的问题，发送至深度求索（DeepSeek）（api.deepseek.com），模型 deepseek-chat。', '视频提取：您粘贴的链接，发送至链接所在的视频网站。']);
  });

  it('says it is reading the list until it arrives, and lists no service it was not told of', () => {
    expect(text(withOutsideServices(thirdPartyList, null))).toContain('正在读取本站使用的服务');
    expect(text(withOutsideServices(thirdPartyList, []))).not.toMatch(/阿里云|Azure|支付宝/);
  });
});
