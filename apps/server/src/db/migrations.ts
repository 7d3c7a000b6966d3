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
  };
}

