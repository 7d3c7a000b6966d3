// What the web app's hook tests run against: `fetch` answered by a small fake that speaks the contract's
// envelope ({code, message, data}), the app's own QueryClient, and the toasts as the store holds them.
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AnchorDetail, Work } from '@peiyin/api-client';
import { toastStore, type ToastTone, type Voice } from '@peiyin/ui';
import { queryClient } from '../api/queryClient';

/// One request as the fake server received it.
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/// An envelope to answer with (HTTP status follows `code`, as the server's does), or a whole Response.
type Answer = { code: number; message: string; data: unknown } | Response;
type Handler = (request: FakeRequest) => Answer | Promise<Answer>;

// A hook reaching a state on a loaded CI machine: waitFor's default 1 s is a wall-clock window it can outlast
// (issue 30). A wait still ends as soon as the state is there.
configure({ asyncUtilTimeout: 15_000 });

export const ok = (data: unknown = null): Answer => ({ code: 200, message: 'success', data });

/// Installs the fake `fetch` for every test of the file; unknown paths answer the server's 404 envelope.
export function installFakeApi() {
  const routes = new Map<string, Handler>();
  const requests: FakeRequest[] = [];
  beforeEach(() => {
    routes.clear();
    requests.length = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const text = await request.text();
      const received: FakeRequest = { method: request.method, path: url.pathname, query: url.searchParams, body: text ? (JSON.parse(text) as unknown) : undefined };
      requests.push(received);
      const handler = routes.get(`${request.method} ${url.pathname}`);
      const answer = handler ? await handler(received) : { code: 404, message: '接口不存在', data: null };
      if (answer instanceof Response) return answer;
      return new Response(JSON.stringify(answer), { status: answer.code === 200 ? 200 : answer.code, headers: { 'content-type': 'application/json' } });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    toastStore.clear();
  });
  return {
    /// Answers `METHOD /path` with `handler` from now on (replacing an earlier answer).
    on(route: string, handler: Handler) {
      routes.set(route, handler);
    },
    /// The requests made to a path, in order.
    to(path: string) {
      return requests.filter((r) => r.path === path);
    },
    requests,
  };
}

/// The toasts showing now, as `tone: message`.
export const toasts = () => toastStore.getSnapshot().map((t) => `${t.tone}: ${t.message}` as `${ToastTone}: ${string}`);

/// The app's providers around a hook: its QueryClient and a router at `path`.
export function providers(path = '/creation') {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </QueryClientProvider>
    );
  };
}

export const voice: Voice = {
  anchorType: 0,
  anchorId: 15,
  anchorName: '晓晓',
  avatar: '/avatar/15.png',
  templateId: 3,
  templateName: '温柔',
  role: null,
  roleName: null,
  intensity: 1,
  pitch: 20,
  speed: 1.2,
  volume: 80,
  sampleRate: 24000,
};

/// A system anchor's detail as the server answers it.
export function anchorDetail(id: number, patch: Partial<AnchorDetail> = {}): AnchorDetail {
  return {
    id,
    name: `主播${id}`,
    avatar: `/avatar/${id}.png`,
    desc: '',
    aiLevel: 1,
    roleCount: 1,
    sceneList: [],
    favorite: false,
    templateList: [
      { id: 3, title: '温柔', subtitle: '', imagePath: '', filepath: '', pitchRate: 10, speechRate: 1.1, volume: 90, sampleRate: 24000, role: null, content: '' },
      { id: 4, title: '激昂', subtitle: '', imagePath: '', filepath: '', pitchRate: 30, speechRate: 1.3, volume: 100, sampleRate: 16000, role: 'narrator', content: '' },
    ],
    roleList: [{ id: 7, name: '旁白', value: 'narrator', avatar: '' }],
    ...patch,
  };
}

/// A draft as the server answers it.
export function work(workId: number, patch: Partial<Work> = {}): Work {
  return {
    workId,
    title: `草稿${workId}`,
    anchorType: 0,
    anchorId: 15,
    anchorName: '主播15',
    styleName: '',
    templateId: 4,
    templateName: '激昂',
    role: null,
    intensity: 1.5,
    pitchRate: -40,
    speechRate: 0.8,
    volume: 60,
    text: '<speak>旧的文案</speak>',
    contentVersion: 2,
    length: 4,
    updateTime: 1_700_000_000_000,
    ...patch,
  };
}
