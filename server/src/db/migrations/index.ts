/**
 * Schema changes, in order: one file each, named by its id. Each migration runs once; Kysely's
 * migrator records the ids that ran in the database itself, so an id never changes. Never edit
 * a migration that has shipped: add the next file and its line here.
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001-initial';
import * as shellPages from './0002-shell-pages';
import * as battleDomain from './0003-battle-domain';
import * as gatheringCrafting from './0004-gathering-crafting';
import * as actionEnded from './0005-action-ended';
import * as marketOrders from './0006-market-orders';
import * as stores from './0007-stores';
import * as marketTrades from './0008-market-trades';
import * as economyCounters from './0009-economy-counters';
import * as clans from './0010-clans';
import * as landLabyrinth from './0011-land-labyrinth';
import * as premium from './0012-premium';
import * as chatBoosts from './0013-chat-boosts';
import * as admin from './0014-admin';
import * as batchCheck from './0015-batch-check';
import * as loadouts from './0016-loadouts';
import * as apiKeys from './0017-api-keys';
import * as actionRates from './0018-action-rates';
import * as marketLedger from './0019-market-ledger';
import * as push from './0020-push';
import * as jewelTrades from './0021-jewel-trades';

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
  '0014_admin': admin,
  '0015_batch_check': batchCheck,
  '0016_loadouts': loadouts,
  '0017_api_keys': apiKeys,
  '0018_action_rates': actionRates,
  '0019_market_ledger': marketLedger,
  '0020_push': push,
  '0021_jewel_trades': jewelTrades,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
