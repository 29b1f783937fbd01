/**
 * The shell's own pages: referrals, announcements, upgradeable items, the rune belt, active
 * potions and jewels; one Update announcement to start with.
 */
import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns';

/** When the first announcement was posted (a fixed time, so every database has the same one). */
export const FIRST_ANNOUNCEMENT_AT = Date.UTC(2026, 10, 1, 12, 0, 0);

const FIRST_ANNOUNCEMENT_MSG =
  'Mobs now drop runes, potions and leather straps. Put runes on your rune belt from the home ' +
  'page for extra stats, drink potions from your inventory for a boost that lasts a number of ' +
  'fights, and stitch leather straps into your belt to hold more runes. Equipment and tool ' +
  'upgrades, the leaderboards, player profiles and your personal log are open too. Have fun!';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('referrer_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('announcements_seen_id', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('users_referrer').on('users').column('referrer_id').execute();

  await db.schema
    .createTable('upgradeable_items')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('upgradeable_items_pk', ['user_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('rune_belt')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('rune_id', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rune_belt_user').on('rune_belt').column('user_id').execute();

  await db.schema
    .createTable('potions')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('potion_id', 'text', (col) => col.notNull())
    .addColumn('percent', 'integer', (col) => col.notNull())
    .addColumn('remaining', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('potions_pk', ['user_id', 'potion_id'])
    .execute();

  await db.schema
    .createTable('jewels')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('gem_type', 'integer', (col) => col.notNull())
    .addColumn('rarity', 'integer', (col) => col.notNull())
    .addColumn('health', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('attack', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('defence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('accuracy', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('dodge', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('equipped', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('market_price', 'bigint')
    .addColumn('crafted_by_user_id', 'integer', (col) => col.notNull())
    .addColumn('crafted_by_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('jewels_user').on('jewels').column('user_id').execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('msg', 'text', (col) => col.notNull())
    .addColumn('posted_by_user_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('posted_by_name', 'text', (col) => col.notNull())
    .addColumn('posted_on', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into announcements (type, title, msg, posted_by_user_id, posted_by_name, posted_on)
    values (1, ${'Runes, potions and the rune belt'}, ${FIRST_ANNOUNCEMENT_MSG}, 0, ${'The Game Team'}, ${FIRST_ANNOUNCEMENT_AT})`.execute(
    db,
  );
}
