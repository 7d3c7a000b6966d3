import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useApiKeyChanges, useApiKeys } from './apiKey';
import { installFakeApi, ok, providers, toasts } from '../testing/fakeApi';

const api = installFakeApi();

/// How long a hook may take to settle on a loaded machine (a bound, not what is tested).
const settle = { timeout: 5000 };
const usage = { month: '2026-11', used: 0, allowance: 20000, member: false, ratePerMinute: 60, concurrency: 2, maxKeys: 10 };
const key = (id: number, name: string) => ({ id, name, prefix: 'py-abcdef', scopes: ['speech', 'catalogue'], createTime: 1, lastUsedTime: null, monthCharacters: 0, characters: 0, requests: 0 });

describe('API key hooks (账户 → API 密钥)', () => {
  it('lists the keys, creates one (the secret comes back once) and reads the list again', async () => {
    let keys = [key(1, '剪辑软件')];
    api.on('GET /api/apikey/list', () => ok({ keys, usage }));
    api.on('POST /api/apikey/create', (request) => {
      const made = key(2, (request.body as { name: string }).name);
      keys = [made, ...keys];
      return ok({ key: made, secret: 'py-secret' });
    });
    const { result } = renderHook(() => ({ list: useApiKeys(), changes: useApiKeyChanges() }), { wrapper: providers('/account/apikeys') });
    await waitFor(() => expect(result.current.list.data?.keys.map((k) => k.name)).toEqual(['剪辑软件']), settle);
    let secret = '';
    await act(async () => {
      secret = (await result.current.changes.create.mutateAsync({ name: '脚本', scopes: ['speech'] })).secret;
    });
    expect(secret).toBe('py-secret');
    expect(api.to('/api/apikey/create').map((r) => r.body)).toEqual([{ name: '脚本', scopes: ['speech'] }]);
    await waitFor(() => expect(result.current.list.data?.keys.map((k) => k.name)).toEqual(['脚本', '剪辑软件']), settle);
  });

  it('leaves a refused creation to the form (no toast), and revokes with the list read again', async () => {
    let keys = [key(1, '剪辑软件')];
    api.on('GET /api/apikey/list', () => ok({ keys, usage }));
    api.on('POST /api/apikey/create', () => ({ code: 400, message: '每个账号最多10个密钥，请先撤销不用的密钥', data: null }));
    api.on('POST /api/apikey/revoke', () => {
      keys = [];
      return ok(null);
    });
    const { result } = renderHook(() => ({ list: useApiKeys(), changes: useApiKeyChanges() }), { wrapper: providers('/account/apikeys') });
    await waitFor(() => expect(result.current.list.data?.keys).toHaveLength(1), settle);
    await act(() => expect(result.current.changes.create.mutateAsync({ name: '又一个' })).rejects.toMatchObject({ code: 400, message: '每个账号最多10个密钥，请先撤销不用的密钥' }));
    expect(toasts()).toEqual([]);
    await act(() => result.current.changes.revoke.mutateAsync(1));
    expect(api.to('/api/apikey/revoke').map((r) => r.body)).toEqual([{ id: 1 }]);
    await waitFor(() => expect(result.current.list.data?.keys).toEqual([]), settle);
  });
});
