// The OpenAI-compatible speech API's settings (README "Use Peiyin from other tools").
import { z } from 'zod';
import { parseEnv, type Env } from '../../configError.ts';

export interface SpeechApiConfig {
  /** Characters a month through API keys without / with a speech synthesis membership (all keys of an account together). */
  freeCharacters: number;
  memberCharacters: number;
  /** Requests a minute each key may make (counted in the database, so every process shares it). */
  ratePerMinute: number;
  /** Syntheses one key runs at once in one process; more wait their turn up to `queue`, then 429. */
  concurrency: number;
  queue: number;
  /** Keys an account may hold (not revoked). */
  maxKeys: number;
}

const count = (fallback: number, max: number) => z.coerce.number().int().min(0).max(max).default(fallback);

export function loadSpeechApiConfig(env: Env): SpeechApiConfig {
  const e = parseEnv(
    z.object({
      SPEECH_API_FREE_CHARACTERS: count(20_000, 1e12),
      SPEECH_API_MEMBER_CHARACTERS: count(1_000_000, 1e12),
      SPEECH_API_RATE_PER_MINUTE: count(60, 100_000).pipe(z.number().min(1)),
      SPEECH_API_CONCURRENCY: count(2, 64).pipe(z.number().min(1)),
      SPEECH_API_QUEUE: count(8, 1000),
      SPEECH_API_MAX_KEYS: count(10, 1000).pipe(z.number().min(1)),
    }),
    env,
  );
  return {
    freeCharacters: e.SPEECH_API_FREE_CHARACTERS,
    memberCharacters: e.SPEECH_API_MEMBER_CHARACTERS,
    ratePerMinute: e.SPEECH_API_RATE_PER_MINUTE,
    concurrency: e.SPEECH_API_CONCURRENCY,
    queue: e.SPEECH_API_QUEUE,
    maxKeys: e.SPEECH_API_MAX_KEYS,
  };
}
