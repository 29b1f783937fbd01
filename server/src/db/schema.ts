/**
 * The database as Kysely sees it, assembled from each domain's tables (`tables/<domain>.ts`).
 * Times are Unix milliseconds from the server clock. The one import point for `Database` and
 * the row types.
 */
import type { AccountsTables } from './tables/accounts';
import type { AdminTables } from './tables/admin';
import type { ActionsTables } from './tables/actions';
import type { AnnouncementsTables } from './tables/announcements';
import type { BattleTables } from './tables/battle';
import type { ChatTables } from './tables/chat';
import type { ClanTables } from './tables/clan';
import type { CraftingTables } from './tables/crafting';
import type { EconomyTables } from './tables/economy';
import type { InventoryTables } from './tables/inventory';
import type { LabyrinthTables } from './tables/labyrinth';
import type { LandTables } from './tables/land';
import type { LoadoutsTables } from './tables/loadouts';
import type { MarketTables } from './tables/market';
import type { PlayersTables } from './tables/players';
import type { PremiumTables } from './tables/premium';
import type { PublicApiTables } from './tables/public-api';
import type { PushTables } from './tables/push';
import type { RatesTables } from './tables/rates';
import type { TrinketsTables } from './tables/trinkets';
import type { WorldTables } from './tables/world';

export type * from './tables/accounts';
export type * from './tables/admin';
export type * from './tables/actions';
export type * from './tables/announcements';
export type * from './tables/battle';
export type * from './tables/chat';
export type * from './tables/clan';
export type * from './tables/crafting';
export type * from './tables/economy';
export type * from './tables/inventory';
export type * from './tables/labyrinth';
export type * from './tables/land';
export type * from './tables/loadouts';
export type * from './tables/market';
export type * from './tables/players';
export type * from './tables/premium';
export type * from './tables/public-api';
export type * from './tables/push';
export type * from './tables/rates';
export type * from './tables/trinkets';
export type * from './tables/world';

export interface Database
  extends
    AccountsTables,
    AdminTables,
    ActionsTables,
    AnnouncementsTables,
    BattleTables,
    ChatTables,
    ClanTables,
    CraftingTables,
    EconomyTables,
    InventoryTables,
    LabyrinthTables,
    LandTables,
    LoadoutsTables,
    MarketTables,
    PlayersTables,
    PremiumTables,
    PublicApiTables,
    PushTables,
    RatesTables,
    TrinketsTables,
    WorldTables {}
