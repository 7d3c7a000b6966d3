import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db, DatabaseKind } from './db/index.ts';
import type { Auth } from './http/auth.ts';
import type { SmsProvider } from './providers/sms/index.ts';
import type { WxProvider } from './providers/wx/index.ts';

export type CaptchaMaker = () => { text: string; svg: string };

/// What every module gets: configuration, the database, the clock, auth and the chosen providers.
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  /** The clock (ms). Tests inject one to expire codes and tokens. */
  now: () => number;
  /** Server secret for tokens and keyed hashes. */
  secret: string;
  auth: Auth;
  sms: SmsProvider;
  wx: WxProvider;
  /** Makes picture captchas (svg-captcha); tests swap in one whose text they know. */
  captcha: CaptchaMaker;
  logger: FastifyBaseLogger;
}
