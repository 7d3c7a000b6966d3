// The README's "Use Peiyin from other tools" examples run as written against a studio: the curl command
// (with the studio's address in place of localhost:8080) and the Node example, which must be the file
// examples/speak.mjs shown verbatim. Both must leave real audio behind.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { decodeAudio } from '../../audio/index.ts';
import { send, signIn, startServer, type TestServer } from '../../testing/harness.ts';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const readme = readFileSync(path.resolve(here, '../../../../../README.md'), 'utf8');
const exampleFile = path.join(here, 'examples/speak.mjs');

/// The README's section, and its fenced blocks of one language.
const section = readme.slice(readme.indexOf('## Use Peiyin from other tools'), readme.indexOf('\n## ', readme.indexOf('## Use Peiyin from other tools') + 5));
function blocks(lang: string): string[] {
  const found: string[] = [];
  let open: string[] | null = null;
  for (const line of section.split('\n')) {
    if (open === null && line === `\`\`\`${lang}`) open = [];
    else if (open !== null && line === '```') {
      found.push(`${open.join('\n')}\n`);
      open = null;
    } else open?.push(line);
  }
  return found;
}

describe('README: Use Peiyin from other tools', () => {
  let server: TestServer & { stop: () => Promise<void> };
  let base = '';
  let key = '';
  let dir = '';

  beforeAll(async () => {
    server = await startServer('sqlite');
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const user = await signIn(server.app);
    key = (await send(server.app, contract.apiKey.create, { name: 'README' }, { token: user.token })).body.data.secret;
    dir = mkdtempSync(path.join(tmpdir(), 'peiyin-readme-'));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has a section with a curl and an openai client example', () => {
    expect(section.length).toBeGreaterThan(500);
    expect(blocks('sh')).toHaveLength(1);
    expect(blocks('js')).toEqual([`${readFileSync(exampleFile, 'utf8').trim()}\n`]);
  });

  it('runs the curl example as written', async () => {
    const command = blocks('sh')[0]!.replaceAll('http://localhost:8080', base);
    await run('bash', ['-euo', 'pipefail', '-c', `curl -sS --fail-with-body ${command.trim().replace(/^curl /, '')}`], { cwd: dir, env: { ...process.env, PEIYIN_API_KEY: key } });
    const pcm = await decodeAudio(readFileSync(path.join(dir, 'speech.mp3')));
    // 价格一百二十八元，明天发货。: a couple of seconds of speech
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(1.5);
  });

  it('runs the openai client example as written', async () => {
    const { stdout } = await run(process.execPath, [exampleFile], { cwd: dir, env: { ...process.env, PEIYIN_API_KEY: key, PEIYIN_BASE_URL: `${base}/v1` } });
    const pcm = await decodeAudio(readFileSync(path.join(dir, 'hello.mp3')));
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(3);
    const streamed = Number(/streamed (\d+) bytes/.exec(stdout)?.[1]);
    // two sentences of 24 kHz 16-bit PCM: more than a second
    expect(streamed).toBeGreaterThan(48_000);
  });
});
