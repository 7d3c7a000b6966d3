import { z } from 'zod';
import { defineCall, empty, object, text } from './define.ts';

/// API keys (issue 29): an account's keys for using its voices from other tools through the OpenAI-compatible
/// `/v1/audio/speech`. A key is shown once when created and stored hashed; it may only synthesise speech
/// (`speech`) and read the voices and models (`catalogue`), never the account itself.
export const apiKeyMessages = {
  nameRequired: '请输入密钥名称',
  nameTooLong: '密钥名称最多30个字符',
  scopesInvalid: '请至少选择一项权限',
  idInvalid: '密钥编号不正确',
  notFound: '密钥不存在或已撤销',
  tooMany: (max: number) => `每个账号最多${max}个密钥，请先撤销不用的密钥`,
} as const;

/// What a key may do: synthesise (`POST /v1/audio/speech`) and read the catalogue (`GET /v1/models`,
/// `GET /v1/audio/voices`).
export const apiKeyScopes = ['speech', 'catalogue'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];
export const apiKeyScopeNames: Record<ApiKeyScope, string> = { speech: '语音合成', catalogue: '读取音色列表' };

export const apiKeyLimits = {
  nameLength: 30,
} as const;

/// One key as the account page lists it: never its secret, only the prefix to recognise it by.
export const apiKey = z.object({
  id: z.number(),
  name: z.string(),
  /// The first characters of the secret (`py-3fK9`), to tell keys apart.
  prefix: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  createTime: z.number(),
  /// When it was last used (ms), or null when never.
  lastUsedTime: z.number().nullable(),
  /// Characters it synthesised this month (Beijing time) and ever; requests ever.
  monthCharacters: z.number(),
  characters: z.number(),
  requests: z.number(),
});

/// The account's speech allowance through keys this month: every key counts against it.
export const apiKeyUsage = z.object({
  /// 'YYYY-MM', Beijing time.
  month: z.string(),
  used: z.number(),
  allowance: z.number(),
  /// A speech-synthesis member (higher allowance).
  member: z.boolean(),
  /// Requests per minute each key may make, and requests at once.
  ratePerMinute: z.number(),
  concurrency: z.number(),
  maxKeys: z.number(),
});

export const apiKeyList = z.object({ keys: z.array(apiKey), usage: apiKeyUsage });

export const apiKeyCreateInput = object({
  name: text(apiKeyMessages.nameRequired).max(apiKeyLimits.nameLength, apiKeyMessages.nameTooLong),
  scopes: z
    .array(z.enum(apiKeyScopes, { error: apiKeyMessages.scopesInvalid }), { error: apiKeyMessages.scopesInvalid })
    .min(1, apiKeyMessages.scopesInvalid)
    .max(apiKeyScopes.length, apiKeyMessages.scopesInvalid)
    .optional(),
});

/// The created key with its secret: the only time the secret is ever shown.
export const apiKeyCreated = z.object({ key: apiKey, secret: z.string() });

const id = z.number({ error: apiKeyMessages.idInvalid }).int(apiKeyMessages.idInvalid).positive(apiKeyMessages.idInvalid).max(2_147_483_647, apiKeyMessages.idInvalid);

export const apiKeyCalls = {
  /** The account's keys (not revoked), newest first, and this month's usage against the allowance. */
  list: defineCall({ method: 'GET', path: '/api/apikey/list', auth: true, response: apiKeyList }),
  /** POST {name, scopes?}: a new key; `secret` is shown this once. */
  create: defineCall({ method: 'POST', path: '/api/apikey/create', auth: true, body: apiKeyCreateInput, response: apiKeyCreated }),
  /** POST {id}: the key stops working at once; its usage stays counted. */
  revoke: defineCall({ method: 'POST', path: '/api/apikey/revoke', auth: true, body: object({ id }), response: empty }),
};

export type ApiKey = z.output<typeof apiKey>;
export type ApiKeyUsage = z.output<typeof apiKeyUsage>;
export type ApiKeyList = z.output<typeof apiKeyList>;
export type ApiKeyCreated = z.output<typeof apiKeyCreated>;
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateInput>;
