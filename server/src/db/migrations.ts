/**
 * Schema changes, in order. Each migration runs once; Kysely's migrator records what ran in
 * the database itself. Never edit a migration that has shipped: add the next one.
 */
import {
  sql,
  type ColumnDefinitionBuilder,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import { isPostgres } from './dialect';

/**
 * The one column every migration writes differently per database: an id the database numbers.
 * SQLite's `integer primary key autoincrement` never reuses a deleted row's id; PostgreSQL's
 * identity column does the same with a sequence (and has no `autoincrement`).
 */
function idColumn(db: Kysely<unknown>) {
  return (col: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();
}

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('username', 'text', (col) => col.notNull())
      .addColumn('username_key', 'text', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('email', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('account_status', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('nobility_rank', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('banned', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('autos', 'integer', (col) => col.notNull())
      .addColumn('max_autos', 'integer', (col) => col.notNull())
      .addColumn('chat_token', 'text', (col) => col.notNull())
      .addColumn('health', 'integer', (col) => col.notNull())
      .addColumn('attack', 'integer', (col) => col.notNull())
      .addColumn('defence', 'integer', (col) => col.notNull())
      .addColumn('accuracy', 'integer', (col) => col.notNull())
      .addColumn('dodge', 'integer', (col) => col.notNull())
      .addColumn('active_attribute', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('active_mastery', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_area', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_mob', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_active_at', 'bigint', (col) => col.notNull())
      .addColumn('last_refresh_at', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('captcha_required', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_captcha_at', 'bigint', (col) => col.notNull())
      .addColumn('stats_day', 'text', (col) => col.notNull())
      .addColumn('stats_month', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

    const perUser = (table: string, key: string, keyType: 'text' | 'integer', value: string) =>
      db.schema
        .createTable(table)
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn(key, keyType, (col) => col.notNull())
        .addColumn(value, 'bigint', (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', key])
        .execute();
    await perUser('items', 'item_id', 'text', 'amount');
    await perUser('skills', 'skill', 'text', 'exp');
    await perUser('masteries', 'mastery_id', 'integer', 'exp');
    await perUser('tools', 'tool', 'text', 'level');
    await perUser('statistics', 'stat', 'text', 'value');

    await db.schema
      .createTable('equipment')
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('slot', 'integer', (col) => col.notNull())
      .addColumn('level', 'integer', (col) => col.notNull())
      .addColumn('type', 'integer', (col) => col.notNull())
      .addColumn('rarity', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('equipment_pk', ['user_id', 'slot'])
      .execute();

    await db.schema
      .createTable('action_state')
      .addColumn('user_id', 'integer', (col) =>
        col.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('params', 'text', (col) => col.notNull())
      .addColumn('started_at', 'bigint', (col) => col.notNull())
      .addColumn('next_tick_at', 'bigint', (col) => col.notNull())
      .addColumn('tracker', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('used_captchas')
      .addColumn('signature', 'text', (col) => col.primaryKey())
      .addColumn('used_at', 'bigint', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('log')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('data', 'text', (col) => col.notNull())
      .addColumn('tstamp', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('log_user_time').on('log').columns(['user_id', 'tstamp']).execute();
  },
};

/** When the first announcement was posted (a fixed time, so every database has the same one). */
export const FIRST_ANNOUNCEMENT_AT = Date.UTC(2026, 10, 1, 12, 0, 0);

const FIRST_ANNOUNCEMENT_MSG =
  'Mobs now drop runes, potions and leather straps. Put runes on your rune belt from the home ' +
  'page for extra stats, drink potions from your inventory for a boost that lasts a number of ' +
  'fights, and stitch leather straps into your belt to hold more runes. Equipment and tool ' +
  'upgrades, the leaderboards, player profiles and your personal log are open too. Have fun!';

/**
 * The shell's own pages: referrals, announcements, upgradeable items, the rune belt, active
 * potions and jewels; one Update announcement to start with.
 */
const shellPages: Migration = {
  async up(db: Kysely<unknown>) {
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
  },
};

/**
 * The battle domain: heroic and battling upgrades on the player, special battles per area,
 * dungeon runs and completions, world bosses with each player's damage, and the world's
 * shared state (Bonus Time, the action bonus).
 */
const battleDomain: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of [
      'heroic_potion_doses',
      'heroic_shard_upgrades',
      'upgrade_health',
      'upgrade_damage',
    ]) {
      await db.schema
        .alterTable('users')
        .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    }
    await db.schema
      .createTable('special_battles')
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('area_id', 'integer', (col) => col.notNull())
      .addColumn('remaining', 'integer', (col) => col.notNull())
      .addColumn('day', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('special_battles_pk', ['user_id', 'area_id'])
      .execute();
    await db.schema
      .createTable('dungeon_runs')
      .addColumn('user_id', 'integer', (col) =>
        col.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('dungeon_id', 'integer', (col) => col.notNull())
      .addColumn('current_room', 'integer', (col) => col.notNull())
      .addColumn('completed', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('stop_after', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('entered_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('dungeons_completed')
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('dungeon_id', 'integer', (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('dungeons_completed_pk', ['user_id', 'dungeon_id'])
      .execute();
    await db.schema
      .createTable('world_bosses')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('boss_id', 'integer', (col) => col.notNull())
      .addColumn('hp_max', 'bigint', (col) => col.notNull())
      .addColumn('hp_remaining', 'bigint', (col) => col.notNull())
      .addColumn('spawned_at', 'bigint', (col) => col.notNull())
      .addColumn('killed_at', 'bigint')
      .execute();
    await db.schema
      .createTable('boss_damage')
      .addColumn('boss_id', 'integer', (col) =>
        col.notNull().references('world_bosses.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('damage', 'bigint', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('boss_damage_pk', ['boss_id', 'user_id'])
      .execute();
    await db.schema
      .createTable('world_state')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();
  },
};

/**
 * Gathering and crafting: the gathering upgrade level and upgrades, the rune in progress with the
 * runecrafting flags, and the jewel being crafted.
 */
const gatheringCrafting: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('gathering_upgrades')
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      // 0 is the upgrade level, 1 to 5 the upgrades.
      .addColumn('upgrade_id', 'integer', (col) => col.notNull())
      .addColumn('level', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('gathering_upgrades_pk', ['user_id', 'upgrade_id'])
      .execute();
    await db.schema
      .createTable('rune_progress')
      .addColumn('user_id', 'integer', (col) =>
        col.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('item_id', 'text')
      .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('stop_after_craft', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('stop_after_fail', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('jewel_progress')
      .addColumn('user_id', 'integer', (col) =>
        col.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('gem_type', 'integer', (col) => col.notNull())
      .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('perfects', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('stats', 'text', (col) => col.notNull())
      .execute();
  },
};

/** An action ended by its last answer (stopped, finished, refused) is not resumed by a reload. */
const actionEnded: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('action_state')
      .addColumn('ended', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
};

/**
 * The item market's order book: what each open order still offers or wants (`amount`), at a
 * whole price and hundredths. A sell order holds its items and a buy order its gold, taken when
 * it was placed; the order row is what they are held in.
 */
const marketOrders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('market_orders')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('item_id', 'text', (col) => col.notNull())
      // 1 sell, 2 buy.
      .addColumn('type', 'integer', (col) => col.notNull())
      .addColumn('amount', 'bigint', (col) => col.notNull())
      .addColumn('cost', 'bigint', (col) => col.notNull())
      .addColumn('cost_dec', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('bulk', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('market_orders_book')
      .on('market_orders')
      .columns(['item_id', 'type', 'cost', 'cost_dec', 'id'])
      .execute();
    await db.schema
      .createIndex('market_orders_user')
      .on('market_orders')
      .columns(['user_id', 'item_id'])
      .execute();
  },
};

/**
 * The stores' counters: bound credits bought on the black market in a UTC month (the count
 * belongs to `month_key`, "YYYY-MM", and starts again when the month changes), and the jewel
 * slots a player bought per gem type (no row: the starting one slot).
 */
const stores: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('black_market_credits')
      .addColumn('user_id', 'integer', (col) =>
        col.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('month_key', 'text', (col) => col.notNull())
      .addColumn('credits_bought', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('jewel_slots')
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('gem_type', 'integer', (col) => col.notNull())
      .addColumn('slots', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('jewel_slots_pk', ['user_id', 'gem_type'])
      .execute();
  },
};

/**
 * The item market's trade history: one row per fill of an order (how many, at the order's price
 * per item in hundredths, when, between whom), written in the fill's transaction. The item page
 * reads an item's newest trades and its trades since a time, hence the index. Jewel sales are
 * not items and are not kept here.
 */
const marketTrades: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('market_trades')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('item_id', 'text', (col) => col.notNull())
      .addColumn('amount', 'bigint', (col) => col.notNull())
      .addColumn('price_cents', 'bigint', (col) => col.notNull())
      .addColumn('traded_at', 'bigint', (col) => col.notNull())
      // A player's history outlives the player: the item's figures must not change.
      .addColumn('buyer_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('seller_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('market_trades_item')
      .on('market_trades')
      .columns(['item_id', 'traded_at', 'id'])
      .execute();
    // The jewel market lists the jewels of a gem type that have a price.
    await db.schema
      .createIndex('jewels_listed')
      .on('jewels')
      .column('gem_type')
      .where(sql.ref('market_price'), 'is not', null)
      .execute();
  },
};

/**
 * The economy counters: per player and item (jewels as `jewel:<gem type>`), what the player's
 * actions created and destroyed. What players hold when this runs counts as created, so the
 * economy audit starts balanced on a database that played before it (buy orders hold their
 * rounded-up total, as placing them took it).
 */
const economyCounters: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('economy_counters')
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('item_id', 'text', (col) => col.notNull())
      .addColumn('created', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('destroyed', 'bigint', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('economy_counters_pk', ['user_id', 'item_id'])
      .execute();
    await sql`insert into economy_counters (user_id, item_id, created)
      select user_id, item_id, sum(amount) from (
        select user_id, item_id, amount from items where amount > 0
        union all select user_id, rune_id, 1 from rune_belt
        union all select user_id, item_id, amount from market_orders where type = 1
        union all select user_id, 'gold', (amount * (cost * 100 + cost_dec) + 99) / 100
          from market_orders where type = 2
        union all select user_id, 'jewel:' || cast(gem_type as text), 1 from jewels
      ) held group by user_id, item_id`.execute(db);
  },
};

/**
 * Clans: the clan (experience, announcement, taxes, this month's conversions), its members (one
 * clan per player, their rank, personal taxes and what they brought), its ranks with their six
 * permissions, invites, log, storage, buildings, battleground mobs and bosses with their damage.
 */
const clans: Migration = {
  async up(db: Kysely<unknown>) {
    const clanColumn = (col: ColumnDefinitionBuilder) =>
      col.notNull().references('clans.id').onDelete('cascade');
    const userColumn = (col: ColumnDefinitionBuilder) =>
      col.notNull().references('users.id').onDelete('cascade');
    const zero = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
    await db.schema
      .createTable('clans')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('name', 'text', (col) => col.notNull())
      // Names are unique whatever their case and spacing (see usernameKey).
      .addColumn('name_key', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('exp', 'bigint', zero)
      .addColumn('announcement', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('gold_tax', 'integer', zero)
      .addColumn('res_tax', 'integer', zero)
      // Gold-worth converted in `conversion_month` ("YYYY-MM"); a new month starts it at 0.
      .addColumn('conversion_month', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('gold_converted', 'bigint', zero)
      .execute();
    await db.schema
      .createTable('clan_members')
      .addColumn('user_id', 'integer', (col) => userColumn(col).primaryKey())
      .addColumn('clan_id', 'integer', clanColumn)
      .addColumn('rank_num', 'integer', (col) => col.notNull())
      .addColumn('joined_at', 'bigint', (col) => col.notNull())
      .addColumn('p_gold_tax', 'integer', zero)
      .addColumn('p_res_tax', 'integer', zero)
      .addColumn('clanmanship', 'bigint', zero)
      .addColumn('actions', 'bigint', zero)
      .addColumn('mobs_killed', 'bigint', zero)
      .addColumn('bosses_killed', 'bigint', zero)
      .addColumn('donated_gold', 'bigint', zero)
      .addColumn('donated_credits', 'bigint', zero)
      .addColumn('donated_metal', 'bigint', zero)
      .addColumn('donated_wood', 'bigint', zero)
      .addColumn('donated_stone', 'bigint', zero)
      .execute();
    await db.schema.createIndex('clan_members_clan').on('clan_members').column('clan_id').execute();
    await db.schema
      .createTable('clan_ranks')
      .addColumn('clan_id', 'integer', clanColumn)
      .addColumn('num', 'integer', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('details', 'integer', zero)
      .addColumn('promotions', 'integer', zero)
      .addColumn('buildings', 'integer', zero)
      .addColumn('invite', 'integer', zero)
      .addColumn('kick', 'integer', zero)
      .addColumn('items', 'integer', zero)
      .addPrimaryKeyConstraint('clan_ranks_pk', ['clan_id', 'num'])
      .execute();
    await db.schema
      .createTable('clan_invites')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('clan_id', 'integer', clanColumn)
      .addColumn('user_id', 'integer', userColumn)
      .addColumn('invited_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addUniqueConstraint('clan_invites_once', ['clan_id', 'user_id'])
      .execute();
    await db.schema.createIndex('clan_invites_user').on('clan_invites').column('user_id').execute();
    await db.schema
      .createTable('clan_log')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('clan_id', 'integer', clanColumn)
      .addColumn('tstamp', 'bigint', (col) => col.notNull())
      .addColumn('msg', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('clan_log_clan')
      .on('clan_log')
      .columns(['clan_id', 'id'])
      .execute();
    await db.schema
      .createTable('clan_storage')
      .addColumn('clan_id', 'integer', clanColumn)
      .addColumn('item_id', 'text', (col) => col.notNull())
      .addColumn('amount', 'bigint', zero)
      .addPrimaryKeyConstraint('clan_storage_pk', ['clan_id', 'item_id'])
      .execute();
    await db.schema
      .createTable('clan_buildings')
      .addColumn('clan_id', 'integer', clanColumn)
      .addColumn('building_id', 'integer', (col) => col.notNull())
      .addColumn('level', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('clan_buildings_pk', ['clan_id', 'building_id'])
      .execute();
    await db.schema
      .createTable('clan_mobs')
      .addColumn('clan_id', 'integer', clanColumn)
      .addColumn('mob_id', 'integer', (col) => col.notNull())
      .addColumn('amount', 'integer', zero)
      .addColumn('spawned_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('clan_mobs_pk', ['clan_id', 'mob_id'])
      .execute();
    await db.schema
      .createTable('clan_bosses')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('clan_id', 'integer', clanColumn)
      .addColumn('boss_id', 'integer', (col) => col.notNull())
      .addColumn('hp_max', 'bigint', (col) => col.notNull())
      .addColumn('hp_remaining', 'bigint', (col) => col.notNull())
      .addColumn('spawned_at', 'bigint', (col) => col.notNull())
      .addColumn('killed_at', 'bigint')
      .execute();
    await db.schema.createIndex('clan_bosses_clan').on('clan_bosses').column('clan_id').execute();
    await db.schema
      .createTable('clan_boss_damage')
      .addColumn('boss_id', 'integer', (col) =>
        col.notNull().references('clan_bosses.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', userColumn)
      .addColumn('damage', 'bigint', zero)
      .addPrimaryKeyConstraint('clan_boss_damage_pk', ['boss_id', 'user_id'])
      .execute();
  },
};

/**
 * Land, raids, personnel, portals, trinkets and the labyrinth: the plot's level (no row: no
 * plot), the raid under way (rewards rolled when it starts), today's scouted raids, personnel and
 * portal levels, trinkets with a pending re-roll, the celestial slots and shrine level, and the
 * day's labyrinth layout and each player's run through it.
 */
const landLabyrinth: Migration = {
  async up(db: Kysely<unknown>) {
    const userKey = (col: ColumnDefinitionBuilder) =>
      col.notNull().references('users.id').onDelete('cascade');
    const zero = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
    await db.schema
      .createTable('land')
      .addColumn('user_id', 'integer', (col) => userKey(col).primaryKey())
      .addColumn('level', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('raids')
      .addColumn('user_id', 'integer', (col) => userKey(col).primaryKey())
      .addColumn('raid_id', 'integer', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('rarity', 'integer', (col) => col.notNull())
      .addColumn('duration_minutes', 'integer', (col) => col.notNull())
      .addColumn('started_at', 'bigint', (col) => col.notNull())
      .addColumn('ends_at', 'bigint', (col) => col.notNull())
      // JSON [{id, amount}], rolled at the start.
      .addColumn('rewards', 'text', (col) => col.notNull())
      // 1 once the live socket was told the raid returned (told once, whichever instance).
      .addColumn('return_told', 'integer', zero)
      .execute();
    // The world step looks for raids that have returned.
    await db.schema.createIndex('raids_ends_at').on('raids').column('ends_at').execute();
    await db.schema
      .createTable('scouted_raids')
      .addColumn('user_id', 'integer', userKey)
      // "YYYY-MM-DD" (server time) the list belongs to.
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('raid_id', 'integer', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('rarity', 'integer', (col) => col.notNull())
      .addColumn('duration_minutes', 'integer', (col) => col.notNull())
      .addColumn('used', 'integer', zero)
      .addPrimaryKeyConstraint('scouted_raids_pk', ['user_id', 'raid_id'])
      .execute();
    await db.schema
      .createTable('personnel')
      .addColumn('user_id', 'integer', userKey)
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('level', 'integer', (col) => col.notNull())
      .addColumn('rarity', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('personnel_pk', ['user_id', 'kind'])
      .execute();
    await db.schema
      .createTable('portals')
      .addColumn('user_id', 'integer', userKey)
      .addColumn('portal_id', 'integer', (col) => col.notNull())
      .addColumn('level', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('portals_pk', ['user_id', 'portal_id'])
      .execute();
    await db.schema
      .createTable('trinkets')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('user_id', 'integer', userKey)
      .addColumn('type', 'integer', (col) => col.notNull())
      .addColumn('tier', 'integer', (col) => col.notNull())
      .addColumn('rarity', 'integer', (col) => col.notNull())
      // JSON [[mod id, base], ...]; `rerolled_mods` the paid roll waiting for accept/reject.
      .addColumn('mods', 'text', (col) => col.notNull())
      .addColumn('rerolled_mods', 'text')
      .addColumn('equipped', 'integer', zero)
      .addColumn('celestial', 'integer', zero)
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('trinkets_user').on('trinkets').column('user_id').execute();
    await db.schema
      .createTable('player_progress')
      .addColumn('user_id', 'integer', (col) => userKey(col).primaryKey())
      .addColumn('celestial_slots', 'integer', zero)
      .addColumn('artisan_level', 'integer', zero)
      .execute();
    await db.schema
      .createTable('labyrinth_layouts')
      .addColumn('day', 'text', (col) => col.primaryKey())
      // JSON [[skill, difficulty], ...], one a room.
      .addColumn('layout', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('labyrinth_runs')
      .addColumn('user_id', 'integer', userKey)
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('current_room', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('turns', 'integer', zero)
      // Attempts spent in the current room (the pity counts them).
      .addColumn('room_attempts', 'integer', zero)
      // JSON [{id, amount}] once the run has ended, until the chest is opened; null before.
      .addColumn('rewards', 'text')
      .addColumn('reward_obtained', 'integer', zero)
      .addPrimaryKeyConstraint('labyrinth_runs_pk', ['user_id', 'day'])
      .execute();
  },
};

/** Premium (issue 17): checkout sessions, payment events handled once, honor and Autos bought. */
const premium: Migration = {
  async up(db: Kysely<unknown>) {
    const userKey = (col: ColumnDefinitionBuilder) =>
      col.notNull().references('users.id').onDelete('cascade');
    const zero = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
    await db.schema
      .createTable('payment_checkouts')
      .addColumn('id', 'integer', idColumn(db))
      // The provider's session id (the sandbox's own, or Stripe's cs_...).
      .addColumn('session_id', 'text', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', userKey)
      .addColumn('amount_cents', 'integer', (col) => col.notNull())
      .addColumn('provider', 'text', (col) => col.notNull())
      // 'pending' until fulfilled, then 'paid'.
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('credited', 'integer', zero)
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('payment_events')
      // Inserted in the fulfilment's transaction: a second delivery of one event collides here.
      .addColumn('event_id', 'text', (col) => col.primaryKey())
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('session_id', 'text', (col) => col.notNull())
      .addColumn('received_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('premium_progress')
      .addColumn('user_id', 'integer', (col) => userKey(col).primaryKey())
      .addColumn('honor', 'integer', zero)
      .addColumn('autos_bought', 'integer', zero)
      .execute();
  },
};

/**
 * Chat and boosts (issue 17): messages per channel (trimmed to a bounded history), the ignore
 * list, mutes, the profanity filter switch, and the boosts each player has running.
 */
const chatBoosts: Migration = {
  async up(db: Kysely<unknown>) {
    const userKey = (col: ColumnDefinitionBuilder) =>
      col.notNull().references('users.id').onDelete('cascade');
    await db.schema
      .createTable('chat_messages')
      .addColumn('id', 'integer', idColumn(db))
      // general, trade, help, clan-<id>, pm or notifications.
      .addColumn('channel', 'text', (col) => col.notNull())
      .addColumn('type', 'text', (col) => col.notNull())
      // The author as the line showed them when sent; null for the game's own lines.
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('username', 'text')
      .addColumn('nobility_rank', 'integer')
      .addColumn('account_status', 'integer')
      // The other player of a private message.
      .addColumn('to_user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('to_username', 'text')
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('chat_messages_channel')
      .on('chat_messages')
      .columns(['channel', 'id'])
      .execute();
    await db.schema
      .createIndex('chat_messages_to_user')
      .on('chat_messages')
      .columns(['to_user_id', 'id'])
      .execute();
    await db.schema
      .createTable('chat_ignores')
      .addColumn('user_id', 'integer', userKey)
      .addColumn('ignored_id', 'integer', userKey)
      .addPrimaryKeyConstraint('chat_ignores_pk', ['user_id', 'ignored_id'])
      .execute();
    await db.schema
      .createTable('chat_mutes')
      .addColumn('user_id', 'integer', (col) => userKey(col).primaryKey())
      .addColumn('until', 'bigint', (col) => col.notNull())
      .addColumn('muted_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('chat_profanity_filter', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable('player_boosts')
      .addColumn('user_id', 'integer', userKey)
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('percent', 'integer', (col) => col.notNull())
      .addColumn('ends_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('player_boosts_pk', ['user_id', 'kind'])
      .execute();
  },
};

export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_shell_pages': shellPages,
  '0003_battle_domain': battleDomain,
  '0004_gathering_crafting': gatheringCrafting,
  '0005_action_ended': actionEnded,
  '0006_market_orders': marketOrders,
  '0007_stores': stores,
  '0008_market_trades': marketTrades,
  '0009_economy_counters': economyCounters,
  '0010_clans': clans,
  '0011_land_labyrinth': landLabyrinth,
  '0012_premium': premium,
  '0013_chat_boosts': chatBoosts,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
