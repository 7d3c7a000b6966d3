import type { Generated, Insertable, Selectable } from 'kysely';

/// Times are millisecond timestamps (bigint columns, read back as numbers); flags are 0/1 integers,
/// so the same queries run on SQLite and PostgreSQL.
export interface UsersTable {
  id: Generated<number>;
  phone: string;
  username: string;
  nickname: string;
  avatar: string;
  password_hash: string | null;
  vip_level: Generated<number>;
  invite_code: string;
  inviter_id: number | null;
  wx_openid: string | null;
  /** Raised on every password change; tokens carry it, so older tokens stop working. */
  token_version: Generated<number>;
  created_at: number;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  /** HMAC of the code: a leaked database does not reveal live codes. */
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: Generated<number>;
  consumed_at: number | null;
}

export interface CaptchasTable {
  subject: string;
  text_hash: string;
  expires_at: number;
}

/// Events counted in time windows: SMS sends per phone/address, failed password logins.
export interface RateEventsTable {
  id: Generated<number>;
  kind: string;
  subject: string;
  created_at: number;
}

export interface WxStatesTable {
  state: string;
  created_at: number;
  used_at: number | null;
}

/// An openid that just got status 202 and may be bound by `bind_firstly` until it expires.
export interface WxPendingTable {
  openid: string;
  expires_at: number;
}

export interface HomeCommentsTable {
  id: Generated<number>;
  nickname: string;
  avatar: string;
  message: string;
  sort: number;
}

export interface ActivitiesTable {
  id: Generated<number>;
  name: string;
  link: string;
  image_path: string;
  position: number;
  begin_time: number;
  end_time: number;
  closeable: number;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  type: number;
  content: string;
  email: string;
  other_contacts: string | null;
  created_at: number;
}

export interface Database {
  users: UsersTable;
  sms_codes: SmsCodesTable;
  captchas: CaptchasTable;
  rate_events: RateEventsTable;
  wx_states: WxStatesTable;
  wx_pending: WxPendingTable;
  home_comments: HomeCommentsTable;
  activities: ActivitiesTable;
  feedback: FeedbackTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
