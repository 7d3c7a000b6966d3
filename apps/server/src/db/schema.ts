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
  pronunciation_entries: PronunciationEntriesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type TaskRow = Selectable<TasksTable>;
export type WorkRow = Selectable<WorksTable>;
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
