import './zodConfig.ts';
import { z } from 'zod';

/// Every answer of the server: `code` 200 means success and `data` holds the call's result; any other
/// code carries a Chinese `message` (spec 01 §8). The HTTP status mirrors `code` for errors.
export const envelope = z.object({ code: z.number(), message: z.string(), data: z.unknown() });
export type Envelope<Data = unknown> = { code: number; message: string; data: Data };

export const successCode = 200;
/// spec 01 §8: a network failure without a code or message answers 206 '网络请求超时'.
export const networkErrorCode = 206;
