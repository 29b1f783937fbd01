/**
 * A table's SQL lives in one file, its repository: no other source file names the table in a
 * query (a Kysely query start or join, a raw SQL `from`/`update`/`into`/`join`, or a compiled
 * statement's table argument). A repository reads other tables only by the joins allowed below.
 * Test code (`*.test.ts`, `*-support.ts`) reads and seeds tables directly, migrations and
 * `db/tables/` define them: none of them is a query of the game's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from './schema';

const SRC = join(import.meta.dirname, '..');

/** Every table of `Database` and the one file that queries it (typed: a new table fails to compile here). */
const REPOSITORY_OF: Record<keyof Database, string> = {
  users: 'game/accounts/users.repository.ts',
  sessions: 'game/accounts/sessions.repository.ts',
  used_captchas: 'game/accounts/used-captchas.repository.ts',
  admin_audit_trail: 'game/admin/admin-audit-trail.repository.ts',
  account_bans: 'game/admin/account-bans.repository.ts',
  api_keys: 'game/public-api/api-keys.repository.ts',
  action_state: 'game/actions/action-state.repository.ts',
  action_rates: 'game/rates/rates.repository.ts',
  rate_resets: 'game/rates/rates.repository.ts',
  push_subscriptions: 'game/push/push.repository.ts',
  push_visible_tabs: 'game/push/push.repository.ts',
  push_keys: 'game/push/push.repository.ts',
  announcements: 'game/announcements/announcements.repository.ts',
  special_battles: 'game/battle/special-battles.repository.ts',
  dungeon_runs: 'game/battle/dungeon-runs.repository.ts',
  dungeons_completed: 'game/battle/dungeons-completed.repository.ts',
  world_bosses: 'game/battle/world-bosses.repository.ts',
  boss_damage: 'game/battle/boss-damage.repository.ts',
  chat_messages: 'chat/chat-messages.repository.ts',
  chat_ignores: 'game/chat/chat-ignores.repository.ts',
  chat_mutes: 'chat/chat-mutes.repository.ts',
  clans: 'game/clan/clans.repository.ts',
  clan_members: 'game/clan/clan-members.repository.ts',
  clan_ranks: 'game/clan/clan-ranks.repository.ts',
  clan_invites: 'game/clan/clan-invites.repository.ts',
  clan_log: 'game/clan/clan-log.repository.ts',
  clan_storage: 'game/clan/clan-storage.repository.ts',
  clan_buildings: 'game/clan/clan-buildings.repository.ts',
  clan_mobs: 'game/clan/clan-mobs.repository.ts',
  clan_bosses: 'game/clan/clan-bosses.repository.ts',
  clan_boss_damage: 'game/clan/clan-boss-damage.repository.ts',
  gathering_upgrades: 'game/gathering/gathering-upgrades.repository.ts',
  rune_progress: 'game/crafting/rune-progress.repository.ts',
  jewel_progress: 'game/crafting/jewel-progress.repository.ts',
  economy_counters: 'game/economy/economy-counters.repository.ts',
  operator_item_flows: 'game/economy/operator-item-flows.repository.ts',
  items: 'game/inventory/items.repository.ts',
  equipment: 'game/inventory/equipment.repository.ts',
  tools: 'game/inventory/tools.repository.ts',
  upgradeable_items: 'game/inventory/upgradeable-items.repository.ts',
  rune_belt: 'game/inventory/rune-belt.repository.ts',
  potions: 'game/inventory/potions.repository.ts',
  jewels: 'game/inventory/jewels.repository.ts',
  jewel_slots: 'game/inventory/jewel-slots.repository.ts',
  labyrinth_layouts: 'game/labyrinth/labyrinth-layouts.repository.ts',
  labyrinth_runs: 'game/labyrinth/labyrinth-runs.repository.ts',
  land: 'game/land/land.repository.ts',
  loadouts: 'game/loadouts/loadouts.repository.ts',
  raids: 'game/land/raids.repository.ts',
  scouted_raids: 'game/land/scouted-raids.repository.ts',
  personnel: 'game/land/personnel.repository.ts',
  portals: 'game/land/portals.repository.ts',
  market_orders: 'game/market/market-orders.repository.ts',
  market_trades: 'game/market/market-trades.repository.ts',
  jewel_trades: 'game/market/jewel-trades.repository.ts',
  black_market_credits: 'game/black-market/black-market-credits.repository.ts',
  skills: 'game/players/skills.repository.ts',
  masteries: 'game/players/masteries.repository.ts',
  statistics: 'game/players/statistics.repository.ts',
  log: 'game/log/log.repository.ts',
  player_progress: 'game/trinkets/player-progress.repository.ts',
  payment_checkouts: 'game/premium/payment-checkouts.repository.ts',
  payment_events: 'game/premium/payment-events.repository.ts',
  premium_progress: 'game/premium/premium-progress.repository.ts',
  player_boosts: 'game/premium/player-boosts.repository.ts',
  trinkets: 'game/trinkets/trinkets.repository.ts',
  world_state: 'game/world/world-state.repository.ts',
};

/**
 * The joins a repository makes on another table (file, other table, why). A read lives in the
 * repository of the table it selects from, and joins another by id only for what it shows or
 * checks with it (most often a player's name or ban from `users`).
 */
const ALLOWED: readonly (readonly [file: string, table: keyof Database, reason: string])[] = [
  [
    'game/accounts/sessions.repository.ts',
    'users',
    "the session check reads the player's ban with the session",
  ],
  [
    'game/public-api/api-keys.repository.ts',
    'users',
    "a public API request reads its key's owner's ban with the key",
  ],
  ['game/inventory/jewels.repository.ts', 'users', "the jewel market shows the sellers' names"],
  [
    'game/inventory/jewels.repository.ts',
    'jewel_trades',
    "net worth values the player's jewels at their kind's sales in one statement",
  ],
  [
    'game/players/skills.repository.ts',
    'users',
    'the skill leaderboards show names and leave out the banned',
  ],
  [
    'game/players/statistics.repository.ts',
    'users',
    'the statistic leaderboards show names, leave out the banned and read the period',
  ],
  [
    'game/accounts/users.repository.ts',
    'clan_members',
    "the chat reads its author's and connection's clan with the user",
  ],
  [
    'game/accounts/users.repository.ts',
    'chat_mutes',
    "the chat reads its author's running mute with the user",
  ],
  ['game/chat/chat-ignores.repository.ts', 'users', 'the ignore list shows the ignored names'],
  [
    'chat/chat-messages.repository.ts',
    'chat_ignores',
    'the history leaves out the ignored authors in its query',
  ],
  ['game/clan/clan-invites.repository.ts', 'users', 'the invites show the invited names'],
  ['game/clan/clan-invites.repository.ts', 'clans', "a player's invites show the clan names"],
  ['game/clan/clan-members.repository.ts', 'users', 'the member list shows the names'],
  ['game/clan/clan-members.repository.ts', 'clans', "a member's clan is read with its name"],
  ['game/clan/clan-members.repository.ts', 'clan_ranks', "a member is read with its rank's rights"],
  ['game/clan/clans.repository.ts', 'clan_members', 'the clan list counts the members'],
  [
    'game/clan/clan-buildings.repository.ts',
    'clan_members',
    "a player's clan buildings are found through the membership",
  ],
  [
    'game/clan/clan-mobs.repository.ts',
    'clan_members',
    'a mob is taken only while the fighter is in the clan, in the same statement',
  ],
  [
    'game/clan/clan-bosses.repository.ts',
    'clan_members',
    'a boss is hit only while the fighter is in the clan, in the same statement',
  ],
  ['game/market/market-orders.repository.ts', 'users', "the book shows the owners' names"],
  ['game/market/market-trades.repository.ts', 'users', "a player's ledger names the other player"],
  ['game/premium/payment-checkouts.repository.ts', 'users', 'a checkout is read with its referrer'],
  ...(['items', 'rune_belt', 'market_orders', 'jewels', 'trinkets', 'clan_storage'] as const).map(
    (table) =>
      [
        'game/economy/economy-counters.repository.ts',
        table,
        'the economy audit sums every holding table in one statement',
      ] as const,
  ),
];

function queryOf(table: string): RegExp {
  const quoted = `['"\`]${table}( as \\w+)?['"\`]`;
  return new RegExp(
    `\\b(selectFrom|updateTable|insertInto|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\\(\\s*${quoted}` +
      `|\\bprepare\\w*\\(\\s*\\w+,\\s*${quoted}` +
      `|\\b(from|update|into|join)\\s+${table}\\b(?!\\.)`,
  );
}

function isExempt(path: string): boolean {
  return (
    path.endsWith('.test.ts') ||
    // The tests' seeding helpers (`test-support.ts`, `<domain>-support.ts`), wherever they live.
    path.endsWith('-support.ts') ||
    path.startsWith('db/migrations/') ||
    path.startsWith('db/tables/')
  );
}

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.ts') && !isExempt(path));
}

/** Line comments and block comments out, so prose ("the gold from items") is not a query. */
function code(path: string): string {
  return readFileSync(join(SRC, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

describe('the SQL of a table', () => {
  const files = sourceFiles();
  const sources = new Map(files.map((path) => [path, code(path)]));
  const tables = Object.keys(REPOSITORY_OF) as (keyof Database)[];

  it('lives in its repository', () => {
    expect(files.length).toBeGreaterThan(100);
    const unqueried = tables.filter(
      (table) => !queryOf(table).test(sources.get(REPOSITORY_OF[table]) ?? ''),
    );
    expect(unqueried).toEqual([]);
  });

  it('lives nowhere else but in the joins allowed', () => {
    const found: string[] = [];
    for (const table of tables) {
      const query = queryOf(table);
      for (const [path, text] of sources) {
        if (path === REPOSITORY_OF[table] || !query.test(text)) continue;
        if (ALLOWED.some(([file, other]) => file === path && other === table)) continue;
        found.push(`${path} queries ${table} (its repository is ${REPOSITORY_OF[table]})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('allows joins only in repositories that still make them', () => {
    const stale = ALLOWED.filter(
      ([file, table]) =>
        !file.endsWith('.repository.ts') || !queryOf(table).test(sources.get(file) ?? ''),
    );
    expect(stale).toEqual([]);
  });

  it('would notice a query', () => {
    const users = queryOf('users');
    for (const query of [
      "await game.db.updateTable('users').set({ autos })",
      ".selectFrom('users as u')",
      ".innerJoin('users', 'users.id', 'skills.user_id')",
      'sql`update users set autos = 0`',
      'sql`select id from users where id = 1`',
      'sql`select u.name from skills s join users u on u.id = s.user_id`',
    ]) {
      expect(users.test(query), query).toBe(true);
    }
    expect(queryOf('items').test("prepareAddBatch(db, 'items', 'item_id', 'text', 'amount')")).toBe(
      true,
    );
    expect(users.test("import { readUser } from './accounts/users.repository';")).toBe(false);
    expect(users.test('sql`select users.name from skills`')).toBe(false);
  });
});
