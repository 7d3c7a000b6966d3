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
/// The request limit's count per client key in its current fixed window (plugins/rateLimitStore.ts).
export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

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

export interface AnchorsTable {
  id: number;
  name: string;
  avatar: string;
  description: string;
  /** The speech engine (`espeak`, `sherpa`, `azure`) and its voice name. */
  engine: string;
  voice: string;
  /** 1 male, 2 female. */
  sex: number;
  level: number;
  ai_level: number;
  sort: number;
  /** Scene tag ids as `,1,3,` (spec 02 §3 anchor list item sceneList). */
  scenes: Generated<string>;
  /** 0 none, 1 hot, 2 recommended, 3 newest. */
  badge: Generated<number>;
  /** Popularity for the 最热 sort. */
  hot: Generated<number>;
  language_id: Generated<number>;
  locale_id: Generated<number>;
}

/// An emotion/style template of an anchor (spec 02 §3 "Emotion template").
export interface AnchorTemplatesTable {
  id: number;
  anchor_id: number;
  title: string;
  subtitle: string;
  /** The engine's style name (Azure express-as), or null where the template is a prosody preset. */
  style: string | null;
  role: string | null;
  pitch_rate: number;
  speech_rate: number;
  volume: number;
  sample_rate: number;
  sort: number;
  /** The text its sample audio reads. */
  content: Generated<string>;
}

export interface AnchorFavoritesTable {
  user_id: number;
  anchor_id: number;
  created_at: number;
}

/// spec 02 §3 "Custom anchor": a user's saved voice over a system anchor's template.
export interface CustomAnchorsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  comment: string;
  anchor_id: number;
  template_id: number;
  intensity: number;
  role: string | null;
  pitch: number;
  speed: number;
  volume: number;
  text: string;
  created_at: number;
  updated_at: number;
}

/// The sample gallery (spec 02 §2.12); auditions and uses feed `hot`.
export interface SamplesTable {
  id: number;
  scene_id: number;
  name: string;
  comment: string;
  anchor_id: number;
  template_id: number;
  text: string;
  auditions: Generated<number>;
  uses: Generated<number>;
  sort: number;
}

export interface AnchorRolesTable {
  id: number;
  anchor_id: number;
  name: string;
  value: string;
  avatar: string;
  sort: number;
}

export interface SoundStylesTable {
  id: Generated<number>;
  name: string;
  sort: number;
}

export interface SoundsTable {
  id: Generated<number>;
  style_id: number;
  name: string;
  file_key: string;
  duration_ms: number;
  sort: number;
}

/// Seeded tracks have no user; uploads belong to their user.
export interface BgmTracksTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  file_key: string;
  duration_ms: number;
  created_at: number;
}

export interface WorksTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  anchor_type: number;
  anchor_id: number;
  template_id: number | null;
  role: string | null;
  intensity: number;
  pitch_rate: number;
  speech_rate: number;
  volume: number;
  text: string;
  content_version: number;
  length: number;
  created_at: number;
  updated_at: number;
  /** Storage key of its cover picture (set from AI drawing), else null. */
  cover_key: Generated<string | null>;
  /** Its background music (a seeded track or the owner's upload), else null; volume 0-100 and fades in ms. */
  bgm_id: Generated<number | null>;
  bgm_volume: Generated<number>;
  bgm_fadein: Generated<number>;
  bgm_fadeout: Generated<number>;
}

/// A synthesis task and its queue entry. `params` is the JSON speech parameter set as submitted.
export interface TasksTable {
  id: Generated<number>;
  code: string;
  user_id: number;
  title: string;
  anchor_type: number;
  anchor_id: number;
  anchor_name: string;
  style_name: string;
  params: string;
  text: string;
  length: number;
  /** 1: 48 kHz high-definition output (VIP, spec 01 §6). */
  hd: number;
  status: number;
  reason: string | null;
  /** Times a worker claimed it; a crash-interrupted task is retried up to a limit. */
  attempts: Generated<number>;
  locked_by: string | null;
  heartbeat_at: number | null;
  file_key: string | null;
  bgm_file_key: string | null;
  duration_ms: Generated<number>;
  /** JSON segment timings of the audio, for subtitles. */
  timings: string | null;
  log: string | null;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  /** Deleted tasks stay counted in the daily allowance; they vanish from the list. */
  deleted_at: number | null;
  /** Storage key of its cover picture (set from AI drawing), else null. */
  cover_key: Generated<string | null>;
  /** JSON array of the script's sentences as the worker planned them (issue 27), else null (not started yet). */
  sentences: Generated<string | null>;
  /** Sentences rendered so far; the one rendering is the next (issue 27). */
  sentences_done: Generated<number>;
}

/// An AI drawing task (spec 02 §3 "Draw task") and its queue entry. `images` and `notes` are JSON arrays:
/// the storage keys of the finished pictures, and what the provider did differently (Chinese).
export interface DrawTasksTable {
  id: Generated<number>;
  code: string;
  user_id: number;
  style_id: number;
  style_name: string;
  /** The user's description, without the style's words. */
  prompt: string;
  /** `720*1280` (spec 02 §3 sizeList value). */
  size: string;
  width: number;
  height: number;
  count: number;
  /** The reference picture's storage key (an upload of the user), else null. */
  ref_key: string | null;
  /** 'repaint' | 'refonly'. */
  ref_mode: string;
  /** 0-1. */
  ref_strength: number;
  /** 0 queued, 1 running, 2 done, 3 failed (spec 02 §4: others failed). */
  status: number;
  reason: string | null;
  attempts: Generated<number>;
  locked_by: string | null;
  heartbeat_at: number | null;
  images: string | null;
  notes: string | null;
  log: string | null;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  /** Deleted tasks stay counted in the daily allowance; they vanish from the list. */
  deleted_at: number | null;
}

/// A membership product (issue 13); synced from the configured list on every start.
export interface VipProductsTable {
  id: number;
  /** 100 speech synthesis, 200 speech recognition, 300 AI writing (spec 01 §6). */
  product_type: number;
  vip_level: number;
  title: string;
  days: number;
  real_price_fen: number;
  origin_price_fen: number;
  promotion: string;
  sort: number;
  enabled: number;
}

/// A user's membership of one product type: the level and the end time. Whether it has expired is
/// computed from `end_at` (modules/entitlements), never stored.
export interface MembershipsTable {
  id: Generated<number>;
  user_id: number;
  product_type: number;
  level: number;
  /** Start of the current unbroken stretch of membership. */
  start_at: number;
  end_at: number;
  updated_at: number;
}

/// What extended a membership: an order, the new-member trial, an invitation reward. `ref` is unique
/// (`order:<no>`, `trial:<user>`, `inviter:<invitee>`, `invitee:<invitee>`): each is applied exactly once.
export interface MembershipGrantsTable {
  id: Generated<number>;
  ref: string;
  user_id: number;
  product_type: number;
  level: number;
  reason: string;
  order_no: string | null;
  /** Time added (ms) at `level`, after any conversion between levels. */
  added_ms: number;
  /** The membership's end after this grant. */
  end_at: number;
  created_at: number;
}

/// An order: 0 waiting, 1 paid, -1 expired or closed. Paid is final; a late payment of an expired order
/// still moves it to paid (the money was taken).
export interface TradeOrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  product_type: number;
  product_id: number;
  /** Snapshot of the product when ordered: its later price changes do not touch this order. */
  title: string;
  vip_level: number;
  days: number;
  amount_fen: number;
  /** 1 Alipay, 2 WeChat pay. */
  pay_method: number;
  /** The provider that created the trade (sandbox, alipay, wechat): its queries and notifications. */
  provider: string;
  /** The provider's app id at creation: a notification must name the same. */
  app_id: string;
  /** qr (a QR on a computer) or mobile (a phone paying on itself). */
  channel: string;
  status: number;
  provider_trade_no: string | null;
  created_at: number;
  expires_at: number;
  queried_at: number | null;
  paid_at: number | null;
  closed_at: number | null;
  membership_end_at: number | null;
}

/// Every state change of an order and every notification about it (kept for support and audits).
export interface TradeEventsTable {
  id: Generated<number>;
  order_no: string;
  kind: string;
  detail: string;
  created_at: number;
}

/// The consumption records (spec 02 §3 "Trade flow").
export interface TradeFlowsTable {
  id: Generated<number>;
  code: string;
  user_id: number;
  order_no: string | null;
  title: string;
  details: string;
  amount_fen: number;
  sign: string;
  trade_time: number;
}

/// An AI-writing conversation (spec 02 §2.8): one mode, the user's turns in order.
export interface GptConversationsTable {
  id: Generated<number>;
  user_id: number;
  /** 1 default chat, 2 translation, 3 editing. */
  mode: number;
  title: string;
  created_at: number;
  updated_at: number;
}

export interface GptMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  /** 1 question, 2 answer (spec 02 §3). */
  role: number;
  content: string;
  /** 3 complete (an answer stopped by the user is kept with what had arrived), -1 failed. */
  state: number;
  /** Why a failed answer failed (the message the user saw). */
  error_message: string | null;
  /** Tokens the answer was metered (0 for questions). */
  tokens: Generated<number>;
  created_at: number;
}

/// Tokens metered per user and month ('YYYY-MM', Beijing time), stopped answers included.
export interface GptUsageTable {
  user_id: number;
  month: string;
  tokens: Generated<number>;
  answers: Generated<number>;
}

export interface GptPromptsTable {
  id: Generated<number>;
  /** Stable name of a seeded prompt, so the seed adds new ones without duplicating old ones. */
  key: string;
  category: string;
  title: string;
  subtitle: string;
  prompt_zh: string;
  prompt_en: string;
  sort: number;
}

export interface GptTemplatesTable {
  id: Generated<number>;
  code: string;
  icon: string;
  title: string;
  subtitle: string;
  placeholder: string;
  /** JSON array of demo inputs. */
  demos: string;
  /** What the model is told to do with the user's input (never shown). */
  instruction: string;
  label_text: string | null;
  label_text_color: string | null;
  label_bg_color: string | null;
  sort: number;
}

/// 文案提取 tasks (spec 02 §3): the row is also its queue entry (src/jobs).
export interface AsrTasksTable {
  id: Generated<number>;
  code: string;
  user_id: number;
  title: string;
  /** `upload` (a file the user posted) or `link` (a share link: the job downloads its media first). */
  source: string;
  /** The audio or video in storage (an upload's key, or where a link's media was saved); null until then. */
  file_key: string | null;
  /** Its MIME type as read from its bytes (served back to the player). */
  file_type: string | null;
  /** A link's media as the extractor found it, with the request headers it needs (server side only). */
  media_url: string | null;
  media_headers: string | null;
  duration_ms: Generated<number>;
  /** Minutes counted against the month's allowance (whole minutes, rounded up). */
  minutes: Generated<number>;
  language: string | null;
  /** JSON [{beginMs, endMs, text}] once recognised. */
  sentences: string | null;
  status: number;
  reason: string | null;
  attempts: Generated<number>;
  locked_by: string | null;
  heartbeat_at: number | null;
  log: string | null;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  deleted_at: number | null;
}

export interface Database {
  users: UsersTable;
  sms_codes: SmsCodesTable;
  captchas: CaptchasTable;
  rate_events: RateEventsTable;
  rate_limits: RateLimitsTable;
  wx_states: WxStatesTable;
  wx_pending: WxPendingTable;
  home_comments: HomeCommentsTable;
  activities: ActivitiesTable;
  feedback: FeedbackTable;
  anchors: AnchorsTable;
  anchor_templates: AnchorTemplatesTable;
  anchor_roles: AnchorRolesTable;
  anchor_favorites: AnchorFavoritesTable;
  custom_anchors: CustomAnchorsTable;
  samples: SamplesTable;
  sound_styles: SoundStylesTable;
  sounds: SoundsTable;
  bgm_tracks: BgmTracksTable;
  works: WorksTable;
  tasks: TasksTable;
  draw_tasks: DrawTasksTable;
  vip_products: VipProductsTable;
  memberships: MembershipsTable;
  membership_grants: MembershipGrantsTable;
  trade_orders: TradeOrdersTable;
  trade_events: TradeEventsTable;
  trade_flows: TradeFlowsTable;
  gpt_conversations: GptConversationsTable;
  gpt_messages: GptMessagesTable;
  gpt_usage: GptUsageTable;
  gpt_prompts: GptPromptsTable;
  gpt_templates: GptTemplatesTable;
  asr_tasks: AsrTasksTable;
  pronunciation_entries: PronunciationEntriesTable;
  api_keys: ApiKeysTable;
  api_key_usage: ApiKeyUsageTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type TaskRow = Selectable<TasksTable>;
export type AsrTaskRow = Selectable<AsrTasksTable>;
export type WorkRow = Selectable<WorksTable>;
export type DrawTaskRow = Selectable<DrawTasksTable>;
export type TradeOrderRow = Selectable<TradeOrdersTable>;
export type VipProductRow = Selectable<VipProductsTable>;
export type PronunciationEntryRow = Selectable<PronunciationEntriesTable>;

/// One word of a user's pronunciation dictionary (issue 12 item 5): exactly one of `pinyin` (stored
/// syllables, `chong2 qing4`) and `alias`. A word is unique per user.
export interface PronunciationEntriesTable {
  id: Generated<number>;
  user_id: number;
  word: string;
  pinyin: string | null;
  alias: string | null;
  created_at: number;
  updated_at: number;
}

/// An API key of an account (issue 29): only the SHA-256 of its secret is kept, with the first characters to
/// recognise it by. `scopes`: comma list of `speech`, `catalogue`. A revoked key keeps its row (its usage
/// stays counted) and never authenticates again.
export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  prefix: string;
  secret_hash: string;
  scopes: string;
  /** Characters synthesised and requests served, ever. */
  characters: Generated<number>;
  requests: Generated<number>;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

/// Characters a key synthesised in a month ('YYYY-MM', Beijing time): the account's allowance is the sum.
export interface ApiKeyUsageTable {
  key_id: number;
  user_id: number;
  month: string;
  characters: Generated<number>;
  requests: Generated<number>;
}
