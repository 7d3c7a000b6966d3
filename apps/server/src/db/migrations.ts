import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from './index.ts';

/// Dialect-neutral migrations: the only difference is how an auto-increment key is spelled.
/// Append new migrations; never edit one that has shipped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function withId<T extends string>(table: CreateTableBuilder<T, never>, kind: DatabaseKind) {
  return kind === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export function migrations(kind: DatabaseKind): Record<string, Migration> {
  return {
    '0001_accounts': {
      async up(db: AnyDb) {
        await withId(db.schema.createTable('users'), kind)
          .addColumn('phone', 'text', (c) => c.notNull().unique())
          .addColumn('username', 'text', (c) => c.notNull().unique())
          .addColumn('nickname', 'text', notNull)
          .addColumn('avatar', 'text', notNull)
          .addColumn('password_hash', 'text')
          .addColumn('vip_level', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('invite_code', 'text', (c) => c.notNull().unique())
          .addColumn('inviter_id', 'integer', (c) => c.references('users.id'))
          .addColumn('wx_openid', 'text', (c) => c.unique())
          .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'bigint', notNull)
          .execute();

        await withId(db.schema.createTable('sms_codes'), kind)
          .addColumn('phone', 'text', notNull)
          .addColumn('purpose', 'text', notNull)
          .addColumn('code_hash', 'text', notNull)
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('expires_at', 'bigint', notNull)
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('consumed_at', 'bigint')
          .execute();
        await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'purpose', 'id']).execute();

        await db.schema
          .createTable('captchas')
          .addColumn('subject', 'text', (c) => c.primaryKey())
          .addColumn('text_hash', 'text', notNull)
          .addColumn('expires_at', 'bigint', notNull)
          .execute();

        await withId(db.schema.createTable('rate_events'), kind)
          .addColumn('kind', 'text', notNull)
          .addColumn('subject', 'text', notNull)
          .addColumn('created_at', 'bigint', notNull)
          .execute();
        await db.schema.createIndex('rate_events_lookup').on('rate_events').columns(['kind', 'subject', 'created_at']).execute();

        await db.schema
          .createTable('wx_states')
          .addColumn('state', 'text', (c) => c.primaryKey())
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('used_at', 'bigint')
          .execute();
        await db.schema
          .createTable('wx_pending')
          .addColumn('openid', 'text', (c) => c.primaryKey())
          .addColumn('expires_at', 'bigint', notNull)
          .execute();
      },
      async down(db: AnyDb) {
        for (const table of ['wx_pending', 'wx_states', 'rate_events', 'captchas', 'sms_codes', 'users']) {
          await db.schema.dropTable(table).execute();
        }
      },
    },
    '0002_settings_feedback': {
      async up(db: AnyDb) {
        await withId(db.schema.createTable('home_comments'), kind)
          .addColumn('nickname', 'text', notNull)
          .addColumn('avatar', 'text', notNull)
          .addColumn('message', 'text', notNull)
          .addColumn('sort', 'integer', notNull)
          .execute();
        await withId(db.schema.createTable('activities'), kind)
          .addColumn('name', 'text', notNull)
          .addColumn('link', 'text', notNull)
          .addColumn('image_path', 'text', notNull)
          .addColumn('position', 'integer', notNull)
          .addColumn('begin_time', 'bigint', notNull)
          .addColumn('end_time', 'bigint', notNull)
          .addColumn('closeable', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
        await withId(db.schema.createTable('feedback'), kind)
          .addColumn('user_id', 'integer', (c) => c.references('users.id'))
          .addColumn('type', 'integer', notNull)
          .addColumn('content', 'text', notNull)
          .addColumn('email', 'text', notNull)
          .addColumn('other_contacts', 'text')
          .addColumn('created_at', 'bigint', notNull)
          .execute();
      },
      async down(db: AnyDb) {
        for (const table of ['feedback', 'activities', 'home_comments']) await db.schema.dropTable(table).execute();
      },
    },
    '0003_tts': {
      // Voice catalogue (anchors, templates, roles), sounds and BGM, drafts and synthesis tasks (spec 02 §3).
      async up(db: AnyDb) {
        // Catalogue ids are fixed by the seed (links and drafts name them), so no auto-increment.
        await db.schema
          .createTable('anchors')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('name', 'text', notNull)
          .addColumn('avatar', 'text', notNull)
          .addColumn('description', 'text', notNull)
          .addColumn('engine', 'text', notNull)
          .addColumn('voice', 'text', notNull)
          .addColumn('sex', 'integer', notNull)
          .addColumn('level', 'integer', notNull)
          .addColumn('ai_level', 'integer', notNull)
          .addColumn('sort', 'integer', notNull)
          .execute();
        await db.schema
          .createTable('anchor_templates')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('anchor_id', 'integer', (c) => c.notNull().references('anchors.id'))
          .addColumn('title', 'text', notNull)
          .addColumn('subtitle', 'text', notNull)
          .addColumn('style', 'text')
          .addColumn('role', 'text')
          .addColumn('pitch_rate', 'integer', notNull)
          .addColumn('speech_rate', 'real', notNull)
          .addColumn('volume', 'integer', notNull)
          .addColumn('sample_rate', 'integer', notNull)
          .addColumn('sort', 'integer', notNull)
          .execute();
        await db.schema.createIndex('anchor_templates_anchor').on('anchor_templates').columns(['anchor_id', 'sort']).execute();
        await db.schema
          .createTable('anchor_roles')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('anchor_id', 'integer', (c) => c.notNull().references('anchors.id'))
          .addColumn('name', 'text', notNull)
          .addColumn('value', 'text', notNull)
          .addColumn('avatar', 'text', notNull)
          .addColumn('sort', 'integer', notNull)
          .execute();

        await withId(db.schema.createTable('sound_styles'), kind)
          .addColumn('name', 'text', notNull)
          .addColumn('sort', 'integer', notNull)
          .execute();
        await withId(db.schema.createTable('sounds'), kind)
          .addColumn('style_id', 'integer', (c) => c.notNull().references('sound_styles.id'))
          .addColumn('name', 'text', notNull)
          .addColumn('file_key', 'text', notNull)
          .addColumn('duration_ms', 'integer', notNull)
          .addColumn('sort', 'integer', notNull)
          .execute();
        await withId(db.schema.createTable('bgm_tracks'), kind)
          .addColumn('user_id', 'integer', (c) => c.references('users.id'))
          .addColumn('name', 'text', notNull)
          .addColumn('file_key', 'text', notNull)
          .addColumn('duration_ms', 'integer', notNull)
          .addColumn('created_at', 'bigint', notNull)
          .execute();
        await db.schema.createIndex('bgm_tracks_user').on('bgm_tracks').columns(['user_id', 'id']).execute();

        await withId(db.schema.createTable('works'), kind)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('title', 'text', notNull)
          .addColumn('anchor_type', 'integer', notNull)
          .addColumn('anchor_id', 'integer', notNull)
          .addColumn('template_id', 'integer')
          .addColumn('role', 'text')
          .addColumn('intensity', 'real', notNull)
          .addColumn('pitch_rate', 'real', notNull)
          .addColumn('speech_rate', 'real', notNull)
          .addColumn('volume', 'real', notNull)
          .addColumn('text', 'text', notNull)
          .addColumn('content_version', 'integer', notNull)
          .addColumn('length', 'integer', notNull)
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('updated_at', 'bigint', notNull)
          .execute();
        await db.schema.createIndex('works_user').on('works').columns(['user_id', 'updated_at']).execute();

        // A task is also its queue entry: status 0 waiting, 2 processing, 1 finished, < 0 failed.
        await withId(db.schema.createTable('tasks'), kind)
          .addColumn('code', 'text', (c) => c.notNull().unique())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('title', 'text', notNull)
          .addColumn('anchor_type', 'integer', notNull)
          .addColumn('anchor_id', 'integer', notNull)
          .addColumn('anchor_name', 'text', notNull)
          .addColumn('style_name', 'text', notNull)
          .addColumn('params', 'text', notNull)
          .addColumn('text', 'text', notNull)
          .addColumn('length', 'integer', notNull)
          .addColumn('hd', 'integer', notNull)
          .addColumn('status', 'integer', notNull)
          .addColumn('reason', 'text')
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('locked_by', 'text')
          .addColumn('heartbeat_at', 'bigint')
          .addColumn('file_key', 'text')
          .addColumn('bgm_file_key', 'text')
          .addColumn('duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('timings', 'text')
          .addColumn('log', 'text')
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('started_at', 'bigint')
          .addColumn('finished_at', 'bigint')
          .addColumn('deleted_at', 'bigint')
          .execute();
        await db.schema.createIndex('tasks_queue').on('tasks').columns(['status', 'id']).execute();
        await db.schema.createIndex('tasks_user').on('tasks').columns(['user_id', 'created_at']).execute();
      },
      async down(db: AnyDb) {
        for (const table of ['tasks', 'works', 'bgm_tracks', 'sounds', 'sound_styles', 'anchor_roles', 'anchor_templates', 'anchors']) {
          await db.schema.dropTable(table).execute();
        }
      },
    },
    // The browsable catalogue (issue 5, spec 02 §2.4, §2.5, §2.12): filter columns on anchors,
    // favourites, custom anchors and the sample gallery.
    '0004_anchor_catalogue': {
      async up(db: AnyDb) {
        // Scene ids as `,1,3,` so one LIKE finds an anchor of a scene on both databases.
        await db.schema.alterTable('anchors').addColumn('scenes', 'text', (c) => c.notNull().defaultTo('')).execute();
        // 0 none, 1 hot, 2 recommended, 3 newest (spec 02 §3 anchor list item).
        await db.schema.alterTable('anchors').addColumn('badge', 'integer', (c) => c.notNull().defaultTo(0)).execute();
        await db.schema.alterTable('anchors').addColumn('hot', 'integer', (c) => c.notNull().defaultTo(0)).execute();
        await db.schema.alterTable('anchors').addColumn('language_id', 'integer', (c) => c.notNull().defaultTo(1)).execute();
        await db.schema.alterTable('anchors').addColumn('locale_id', 'integer', (c) => c.notNull().defaultTo(0)).execute();
        await db.schema.alterTable('anchor_templates').addColumn('content', 'text', (c) => c.notNull().defaultTo('')).execute();

        await db.schema
          .createTable('anchor_favorites')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('anchor_id', 'integer', (c) => c.notNull().references('anchors.id'))
          .addColumn('created_at', 'bigint', notNull)
          .addPrimaryKeyConstraint('anchor_favorites_pk', ['user_id', 'anchor_id'])
          .execute();

        await withId(db.schema.createTable('custom_anchors'), kind)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('name', 'text', notNull)
          .addColumn('comment', 'text', notNull)
          .addColumn('anchor_id', 'integer', (c) => c.notNull().references('anchors.id'))
          .addColumn('template_id', 'integer', (c) => c.notNull().references('anchor_templates.id'))
          .addColumn('intensity', 'real', notNull)
          .addColumn('role', 'text')
          .addColumn('pitch', 'real', notNull)
          .addColumn('speed', 'real', notNull)
          .addColumn('volume', 'real', notNull)
          .addColumn('text', 'text', notNull)
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('updated_at', 'bigint', notNull)
          .execute();
        await db.schema.createIndex('custom_anchors_user').on('custom_anchors').columns(['user_id', 'id']).execute();

        await db.schema
          .createTable('samples')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('scene_id', 'integer', notNull)
          .addColumn('name', 'text', notNull)
          .addColumn('comment', 'text', notNull)
          .addColumn('anchor_id', 'integer', (c) => c.notNull().references('anchors.id'))
          .addColumn('template_id', 'integer', (c) => c.notNull().references('anchor_templates.id'))
          .addColumn('text', 'text', notNull)
          .addColumn('auditions', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('sort', 'integer', notNull)
          .execute();
      },
      async down(db: AnyDb) {
        for (const table of ['samples', 'custom_anchors', 'anchor_favorites']) await db.schema.dropTable(table).execute();
        for (const column of ['scenes', 'badge', 'hot', 'language_id', 'locale_id']) await db.schema.alterTable('anchors').dropColumn(column).execute();
        await db.schema.alterTable('anchor_templates').dropColumn('content').execute();
      },
    },
    // AI drawing (issue 17, spec 02 §2.11, §3 "Draw task"): a drawing task is also its queue entry (status 0
    // queued, 1 running, 2 done, 3 failed); a finished picture may become the cover of a dubbing task or draft.
    '0005_draw': {
      async up(db: AnyDb) {
        await withId(db.schema.createTable('draw_tasks'), kind)
          .addColumn('code', 'text', (c) => c.notNull().unique())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('style_id', 'integer', notNull)
          .addColumn('style_name', 'text', notNull)
          .addColumn('prompt', 'text', notNull)
          .addColumn('size', 'text', notNull)
          .addColumn('width', 'integer', notNull)
          .addColumn('height', 'integer', notNull)
          .addColumn('count', 'integer', notNull)
          .addColumn('ref_key', 'text')
          .addColumn('ref_mode', 'text', notNull)
          .addColumn('ref_strength', 'real', notNull)
          .addColumn('status', 'integer', notNull)
          .addColumn('reason', 'text')
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('locked_by', 'text')
          .addColumn('heartbeat_at', 'bigint')
          .addColumn('images', 'text')
          .addColumn('notes', 'text')
          .addColumn('log', 'text')
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('started_at', 'bigint')
          .addColumn('finished_at', 'bigint')
          .addColumn('deleted_at', 'bigint')
          .execute();
        await db.schema.createIndex('draw_tasks_queue').on('draw_tasks').columns(['status', 'id']).execute();
        await db.schema.createIndex('draw_tasks_user').on('draw_tasks').columns(['user_id', 'id']).execute();
        // The storage key of the cover picture (a copy of a drawn image owned by the task or draft).
        await db.schema.alterTable('tasks').addColumn('cover_key', 'text').execute();
        await db.schema.alterTable('works').addColumn('cover_key', 'text').execute();
      },
      async down(db: AnyDb) {
        await db.schema.alterTable('works').dropColumn('cover_key').execute();
        await db.schema.alterTable('tasks').dropColumn('cover_key').execute();
        await db.schema.dropTable('draw_tasks').execute();
      },
    },
    // Membership and payment (issue 13): products, memberships per product type (the end time is stored,
    // "expired" never is), the ledger of what extended them (one row per order, trial or invitation reward,
    // unique by `ref`: the exactly-once guard), orders with their state changes, and consumption records.
    // users.vip_level goes: the level is computed from memberships (modules/entitlements).
    '0006_membership': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('vip_products')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('product_type', 'integer', notNull)
          .addColumn('vip_level', 'integer', notNull)
          .addColumn('title', 'text', notNull)
          .addColumn('days', 'integer', notNull)
          .addColumn('real_price_fen', 'integer', notNull)
          .addColumn('origin_price_fen', 'integer', notNull)
          .addColumn('promotion', 'text', notNull)
          .addColumn('sort', 'integer', notNull)
          .addColumn('enabled', 'integer', notNull)
          .execute();

        await withId(db.schema.createTable('memberships'), kind)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('product_type', 'integer', notNull)
          .addColumn('level', 'integer', notNull)
          .addColumn('start_at', 'bigint', notNull)
          .addColumn('end_at', 'bigint', notNull)
          .addColumn('updated_at', 'bigint', notNull)
          .addUniqueConstraint('memberships_user_type', ['user_id', 'product_type'])
          .execute();

        await withId(db.schema.createTable('membership_grants'), kind)
          .addColumn('ref', 'text', (c) => c.notNull().unique())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('product_type', 'integer', notNull)
          .addColumn('level', 'integer', notNull)
          .addColumn('reason', 'text', notNull)
          .addColumn('order_no', 'text')
          .addColumn('added_ms', 'bigint', notNull)
          .addColumn('end_at', 'bigint', notNull)
          .addColumn('created_at', 'bigint', notNull)
          .execute();
        await db.schema.createIndex('membership_grants_user').on('membership_grants').columns(['user_id', 'reason']).execute();

        await withId(db.schema.createTable('trade_orders'), kind)
          .addColumn('order_no', 'text', (c) => c.notNull().unique())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('product_type', 'integer', notNull)
          .addColumn('product_id', 'integer', notNull)
          .addColumn('title', 'text', notNull)
          .addColumn('vip_level', 'integer', notNull)
          .addColumn('days', 'integer', notNull)
          .addColumn('amount_fen', 'integer', notNull)
          .addColumn('pay_method', 'integer', notNull)
          .addColumn('provider', 'text', notNull)
          .addColumn('app_id', 'text', notNull)
          .addColumn('channel', 'text', notNull)
          .addColumn('status', 'integer', notNull)
          .addColumn('provider_trade_no', 'text')
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('expires_at', 'bigint', notNull)
          .addColumn('queried_at', 'bigint')
          .addColumn('paid_at', 'bigint')
          .addColumn('closed_at', 'bigint')
          .addColumn('membership_end_at', 'bigint')
          .execute();
        await db.schema.createIndex('trade_orders_provider_trade').on('trade_orders').columns(['provider', 'provider_trade_no']).unique().execute();
        await db.schema.createIndex('trade_orders_user').on('trade_orders').columns(['user_id', 'created_at']).execute();
        await db.schema.createIndex('trade_orders_status').on('trade_orders').columns(['status', 'expires_at']).execute();
        await db.schema.createIndex('trade_orders_paid').on('trade_orders').columns(['status', 'paid_at']).execute();

        await withId(db.schema.createTable('trade_events'), kind)
          .addColumn('order_no', 'text', notNull)
          .addColumn('kind', 'text', notNull)
          .addColumn('detail', 'text', notNull)
          .addColumn('created_at', 'bigint', notNull)
          .execute();
        await db.schema.createIndex('trade_events_order').on('trade_events').columns(['order_no', 'id']).execute();

        await withId(db.schema.createTable('trade_flows'), kind)
          .addColumn('code', 'text', (c) => c.notNull().unique())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('order_no', 'text')
          .addColumn('title', 'text', notNull)
          .addColumn('details', 'text', notNull)
          .addColumn('amount_fen', 'integer', notNull)
          .addColumn('sign', 'text', notNull)
          .addColumn('trade_time', 'bigint', notNull)
          .execute();
        await db.schema.createIndex('trade_flows_user').on('trade_flows').columns(['user_id', 'trade_time']).execute();

        await db.schema.alterTable('users').dropColumn('vip_level').execute();
      },
      async down(db: AnyDb) {
        await db.schema.alterTable('users').addColumn('vip_level', 'integer', (c) => c.notNull().defaultTo(0)).execute();
        for (const table of ['trade_flows', 'trade_events', 'trade_orders', 'membership_grants', 'memberships', 'vip_products']) {
          await db.schema.dropTable(table).execute();
        }
      },
    },
    // AI writing (issue 15, spec 02 §2.8-2.10): conversations with their messages, tokens metered per user and
    // month, the prompt library and the inspiration templates (seeded by the gpt module).
    '0007_gpt': {
      async up(db: AnyDb) {
        await withId(db.schema.createTable('gpt_conversations'), kind)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('mode', 'integer', notNull)
          .addColumn('title', 'text', notNull)
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('updated_at', 'bigint', notNull)
          .execute();
        await db.schema.createIndex('gpt_conversations_user').on('gpt_conversations').columns(['user_id', 'mode', 'updated_at']).execute();

        await withId(db.schema.createTable('gpt_messages'), kind)
          .addColumn('conversation_id', 'integer', (c) => c.notNull().references('gpt_conversations.id').onDelete('cascade'))
          .addColumn('role', 'integer', notNull)
          .addColumn('content', 'text', notNull)
          .addColumn('state', 'integer', notNull)
          .addColumn('error_message', 'text')
          .addColumn('tokens', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'bigint', notNull)
          .execute();
        await db.schema.createIndex('gpt_messages_conversation').on('gpt_messages').columns(['conversation_id', 'id']).execute();

        await db.schema
          .createTable('gpt_usage')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('month', 'text', notNull)
          .addColumn('tokens', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('answers', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('gpt_usage_pk', ['user_id', 'month'])
          .execute();

        await withId(db.schema.createTable('gpt_prompts'), kind)
          .addColumn('key', 'text', (c) => c.notNull().unique())
          .addColumn('category', 'text', notNull)
          .addColumn('title', 'text', notNull)
          .addColumn('subtitle', 'text', notNull)
          .addColumn('prompt_zh', 'text', notNull)
          .addColumn('prompt_en', 'text', notNull)
          .addColumn('sort', 'integer', notNull)
          .execute();

        await withId(db.schema.createTable('gpt_templates'), kind)
          .addColumn('code', 'text', (c) => c.notNull().unique())
          .addColumn('icon', 'text', notNull)
          .addColumn('title', 'text', notNull)
          .addColumn('subtitle', 'text', notNull)
          .addColumn('placeholder', 'text', notNull)
          .addColumn('demos', 'text', notNull)
          .addColumn('instruction', 'text', notNull)
          .addColumn('label_text', 'text')
          .addColumn('label_text_color', 'text')
          .addColumn('label_bg_color', 'text')
          .addColumn('sort', 'integer', notNull)
          .execute();
      },
      async down(db: AnyDb) {
        for (const table of ['gpt_templates', 'gpt_prompts', 'gpt_usage', 'gpt_messages', 'gpt_conversations']) await db.schema.dropTable(table).execute();
      },
    },
    // 文案提取 (issue 16, spec 02 §3 "Speech-to-text task"): each row is also the queue entry of its recognition
    // (statuses 0 success, 2 failed, 1 queued, 3 recognising), with the queue columns every queued table has.
    '0008_asr_tasks': {
      async up(db: AnyDb) {
        await withId(db.schema.createTable('asr_tasks'), kind)
          .addColumn('code', 'text', (c) => c.notNull().unique())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('title', 'text', notNull)
          .addColumn('source', 'text', notNull)
          .addColumn('file_key', 'text')
          .addColumn('file_type', 'text')
          .addColumn('media_url', 'text')
          .addColumn('media_headers', 'text')
          .addColumn('duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('minutes', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('language', 'text')
          .addColumn('sentences', 'text')
          .addColumn('status', 'integer', notNull)
          .addColumn('reason', 'text')
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('locked_by', 'text')
          .addColumn('heartbeat_at', 'bigint')
          .addColumn('log', 'text')
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('started_at', 'bigint')
          .addColumn('finished_at', 'bigint')
          .addColumn('deleted_at', 'bigint')
          .execute();
        await db.schema.createIndex('asr_tasks_queue').on('asr_tasks').columns(['status', 'id']).execute();
        await db.schema.createIndex('asr_tasks_user').on('asr_tasks').columns(['user_id', 'created_at']).execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('asr_tasks').execute();
      },
    },
    '0009_pronunciation_dictionary': {
      async up(db: AnyDb) {
        await withId(db.schema.createTable('pronunciation_entries'), kind)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('word', 'text', notNull)
          .addColumn('pinyin', 'text')
          .addColumn('alias', 'text')
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('updated_at', 'bigint', notNull)
          .execute();
        await db.schema.createIndex('pronunciation_entries_user_word').on('pronunciation_entries').columns(['user_id', 'word']).unique().execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('pronunciation_entries').execute();
      },
    },
    // The request limit's counters, shared by every API process (src/plugins/rateLimitStore.ts): one row per
    // client key, holding the count of its current fixed window.
    '0010_rate_limits': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('rate_limits')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('window_start', 'bigint', notNull)
          .addColumn('count', 'bigint', notNull)
          .execute();
        await db.schema.createIndex('rate_limits_window').on('rate_limits').column('window_start').execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('rate_limits').execute();
      },
    },
    // API keys (issue 29): keys an account makes for other tools to use its voices through /v1/audio/speech,
    // stored as the SHA-256 of the secret, and the characters each key synthesised per month.
    '0012_api_keys': {
      async up(db: AnyDb) {
        await withId(db.schema.createTable('api_keys'), kind)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('name', 'text', notNull)
          .addColumn('prefix', 'text', notNull)
          .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
          .addColumn('scopes', 'text', notNull)
          .addColumn('characters', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('requests', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('last_used_at', 'bigint')
          .addColumn('revoked_at', 'bigint')
          .execute();
        await db.schema.createIndex('api_keys_user').on('api_keys').columns(['user_id', 'id']).execute();
        await db.schema
          .createTable('api_key_usage')
          .addColumn('key_id', 'integer', (c) => c.notNull().references('api_keys.id'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('month', 'text', notNull)
          .addColumn('characters', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('requests', 'bigint', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('api_key_usage_pk', ['key_id', 'month'])
          .execute();
        await db.schema.createIndex('api_key_usage_user').on('api_key_usage').columns(['user_id', 'month']).execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('api_key_usage').execute();
        await db.schema.dropTable('api_keys').execute();
      },
    },
    // A draft keeps its background music (issue 27: reopening a draft lost it): the track by id (a seeded one or
    // the owner's upload; null for none) with its volume and fades, as the task takes them.
    '0014_work_bgm': {
      async up(db: AnyDb) {
        await db.schema.alterTable('works').addColumn('bgm_id', 'integer').execute();
        await db.schema.alterTable('works').addColumn('bgm_volume', 'real', (c) => c.notNull().defaultTo(50)).execute();
        await db.schema.alterTable('works').addColumn('bgm_fadein', 'real', (c) => c.notNull().defaultTo(0)).execute();
        await db.schema.alterTable('works').addColumn('bgm_fadeout', 'real', (c) => c.notNull().defaultTo(0)).execute();
      },
      async down(db: AnyDb) {
        for (const column of ['bgm_id', 'bgm_volume', 'bgm_fadein', 'bgm_fadeout']) await db.schema.alterTable('works').dropColumn(column).execute();
      },
    },
    // A task's sentences and how many are rendered (issue 27: progress per sentence while a task renders). Written by
    // the worker once it planned the script, so every process of an installation reads the same progress.
    '0017_task_progress': {
      async up(db: AnyDb) {
        await db.schema.alterTable('tasks').addColumn('sentences', 'text').execute();
        await db.schema.alterTable('tasks').addColumn('sentences_done', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      },
      async down(db: AnyDb) {
        for (const column of ['sentences', 'sentences_done']) await db.schema.alterTable('tasks').dropColumn(column).execute();
      },
    },
  };
}
