import { describe, expect, it } from 'vitest';
import { classifyAddress, resolveAllowed, PUBLIC_ONLY } from './netguard.ts';
import { findShareUrl } from './share.ts';
import { VideoError } from './types.ts';
import { growth, LINEAR } from '../../../../../tests/support/growth.ts';

function refusal(text: string): VideoError {
  try {
    findShareUrl(text);
  } catch (error) {
    if (error instanceof VideoError) return error;
    throw error;
  }
  throw new Error(`accepted ${text}`);
}

describe('findShareUrl', () => {
  it('finds the link inside an app’s share text', () => {
    expect(findShareUrl('3.84 复制打开抖音，看看【小李的作品】今天的晚霞 https://v.douyin.com/iRNBho6u/ Yxm:/ 02/17').href).toBe('https://v.douyin.com/iRNBho6u/');
    expect(findShareUrl('【有趣的视频-哔哩哔哩】 https://b23.tv/AbC123x').href).toBe('https://b23.tv/AbC123x');
    expect(findShareUrl('看这个：https://www.example.com/watch?v=abc&t=10s，太好笑了').href).toBe('https://www.example.com/watch?v=abc&t=10s');
    expect(findShareUrl('  HTTP://Example.com/a  ').href).toBe('http://example.com/a');
  });

  it('leaves out the punctuation and brackets of the sentence around the link', () => {
    expect(findShareUrl('链接：https://a.example/v/1.').href).toBe('https://a.example/v/1');
    expect(findShareUrl('(见 https://a.example/v/2)').href).toBe('https://a.example/v/2');
    expect(findShareUrl('https://en.example.org/wiki/Foo_(bar)').href).toBe('https://en.example.org/wiki/Foo_(bar)');
    expect(findShareUrl('"https://a.example/v/3"').href).toBe('https://a.example/v/3');
    expect(findShareUrl('https://a.example/v/4！后面还有字').href).toBe('https://a.example/v/4');
  });

  it('asks for a link when the text is blank or has none, with the spec’s message', () => {
    expect(refusal('').message).toBe('请输入视频链接');
    expect(refusal('   \n ').kind).toBe('empty');
    expect(refusal('复制打开抖音，看看【小李的作品】').kind).toBe('no-link');
    expect(refusal('ftp://example.com/video.mp4').kind).toBe('no-link');
    expect(refusal('javascript:alert(1)').kind).toBe('no-link');
  });

  it('refuses more than 300 characters (spec 02 §5)', () => {
    const text = `${'字'.repeat(280)} https://v.douyin.com/iRNBho6u/`;
    expect(text.length).toBeGreaterThan(300);
    expect(refusal(text).message).toBe('视频链接不能超过300个字符');
    expect(findShareUrl(`${'字'.repeat(260)} https://v.douyin.com/iRNBho6u/`).hostname).toBe('v.douyin.com');
  });

  it('refuses malformed links and links carrying credentials', () => {
    expect(refusal('https://').kind).toBe('bad-link');
    expect(refusal('https://douyin.com@evil.example/v').kind).toBe('bad-link');
    expect(refusal('http://[::1/').kind).toBe('bad-link');
  });

  it('scans in linear time (no backtracking pattern over user text)', () => {
    // The longest text taken (300 characters) and an eighth of it, each scanned 500 times; CPU time, not a
    // duration (tests/support/growth.ts). A backtracking pattern grows 64× for 8× the text.
    const texts = [(n: number) => `${'h'.repeat(n / 2)}https://${'a'.repeat(n / 2 - 10)}`, (n: number) => `${'字 '.repeat(n / 3)}https://v.douyin.com/iRNBho6u/`];
    for (const make of texts) {
      expect(findShareUrl(make(298)).protocol).toBe('https:');
      const scan = (text: string) => {
        for (let i = 0; i < 500; i++) findShareUrl(text);
      };
      expect(growth(make, scan, 298), make(40)).toBeLessThan(LINEAR);
    }
  });
});

describe('address policy', () => {
  it('tells public addresses from loopback and private ranges, v4 and v6', () => {
    const table: [string, string][] = [
      ['8.8.8.8', 'public'],
      ['127.0.0.1', 'loopback'],
      ['10.1.2.3', 'private'],
      ['172.16.0.1', 'private'],
      ['172.32.0.1', 'public'],
      ['192.168.1.1', 'private'],
      ['169.254.169.254', 'private'],
      ['100.64.0.1', 'private'],
      ['0.0.0.0', 'private'],
      ['224.0.0.1', 'private'],
      ['::1', 'loopback'],
      ['::', 'private'],
      ['::ffff:127.0.0.1', 'loopback'],
      ['::ffff:7f00:1', 'loopback'],
      ['::ffff:10.0.0.1', 'private'],
      ['::ffff:8.8.8.8', 'public'],
      ['64:ff9b::a9fe:a9fe', 'private'],
      ['2002:c0a8:0101::1', 'private'],
      ['fe80::1', 'private'],
      ['fd12:3456::1', 'private'],
      ['2001:db8::1', 'private'],
      ['2400:cb00:2048:1::c629:d7a2', 'public'],
      ['not an address', 'private'],
    ];
    for (const [ip, kind] of table) expect([ip, classifyAddress(ip)]).toEqual([ip, kind]);
  });

  it('refuses a host that resolves to this machine unless loopback is allowed', async () => {
    await expect(resolveAllowed('localhost', PUBLIC_ONLY)).rejects.toThrow('不支持内网或本机地址的链接');
    await expect(resolveAllowed('[::1]', PUBLIC_ONLY)).rejects.toMatchObject({ kind: 'private-address' });
    expect((await resolveAllowed('127.0.0.1', { allowLoopback: true, allowPrivateNetwork: false }))[0]!.address).toBe('127.0.0.1');
    await expect(resolveAllowed('10.0.0.1', { allowLoopback: true, allowPrivateNetwork: false })).rejects.toMatchObject({ kind: 'private-address' });
    expect(await resolveAllowed('10.0.0.1', { allowLoopback: false, allowPrivateNetwork: true })).toEqual([{ address: '10.0.0.1', family: 4 }]);
  });
});
