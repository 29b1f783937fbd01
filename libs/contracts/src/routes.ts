/**
 * Every route of the product with the app that owns it. The shell builds its in-memory router
 * from this table and lazy-loads the owner's exposed `./routes` module on first visit.
 */

/** The apps that own routes: the host shell, the six domain remotes and the operator console. */
export const APP_OWNERS = [
  'shell',
  'mfe-battle',
  'mfe-gathering-crafting',
  'mfe-market',
  'mfe-clan',
  'mfe-land-labyrinth',
  'mfe-premium-chat',
  'mfe-admin',
] as const;
export type AppOwner = (typeof APP_OWNERS)[number];
export type RemoteName = Exclude<AppOwner, 'shell'>;

/** Module Federation names are identifiers: folder `mfe-battle`, federation name `mfe_battle`. */
export function federationName(remote: RemoteName): string {
  return remote.replaceAll('-', '_');
}

/** What players call each area, for fallbacks and placeholders. */
export const OWNER_LABELS: Record<AppOwner, string> = {
  shell: 'Game',
  'mfe-battle': 'Battle',
  'mfe-gathering-crafting': 'Gathering and crafting',
  'mfe-market': 'Market',
  'mfe-clan': 'Clan',
  'mfe-land-labyrinth': 'Land and labyrinth',
  'mfe-premium-chat': 'Premium and chat',
  'mfe-admin': 'Operator Console',
};

export interface RouteEntry {
  /** Path pattern; parameters are written `:name` (react-router syntax). */
  readonly path: string;
  readonly owner: AppOwner;
  /** The route's title, shown in the page heading and fallbacks. */
  readonly title: string;
}

const shell = (path: string, title: string): RouteEntry => ({ path, owner: 'shell', title });
const battle = (path: string, title: string): RouteEntry => ({ path, owner: 'mfe-battle', title });
const crafting = (path: string, title: string): RouteEntry => ({
  path,
  owner: 'mfe-gathering-crafting',
  title,
});
const market = (path: string, title: string): RouteEntry => ({ path, owner: 'mfe-market', title });
const clan = (path: string, title: string): RouteEntry => ({ path, owner: 'mfe-clan', title });
const land = (path: string, title: string): RouteEntry => ({
  path,
  owner: 'mfe-land-labyrinth',
  title,
});
const premium = (path: string, title: string): RouteEntry => ({
  path,
  owner: 'mfe-premium-chat',
  title,
});

/** The operator console's pages: only accounts of status 50 and up reach them. */
const admin = (path: string, title: string): RouteEntry => ({ path, owner: 'mfe-admin', title });

export const ROUTES: readonly RouteEntry[] = [
  shell('/', 'Home'),
  shell('/log', 'Log'),
  shell('/preferences', 'Preferences'),
  shell('/announcements', 'Announcements'),
  shell('/leaderboards', 'Leaderboards'),
  shell('/leaderboard/:id', 'Leaderboard'),
  shell('/referrals', 'Referrals'),
  shell('/player_profile/:userid', 'Player Profile'),
  shell('/load/:mod', 'Page'),
  // Ours (issue 18): what players kept userscripts for.
  shell('/alerts', 'Alerts'),
  shell('/tools', 'Calculators'),
  battle('/areas', 'Areas'),
  battle('/dungeons', 'Dungeons'),
  battle('/battle', 'Battle'),
  battle('/dungeon_battle', 'Dungeon Battle'),
  battle('/boss_battle', 'Boss Battle'),
  battle('/heroic_upgrades', 'Heroic Upgrades'),
  battle('/simulator', 'Combat Simulator'),
  battle('/loadouts', 'Loadouts'),
  battle('/rates', 'Rates'),
  crafting('/gathering/areas', 'Gathering'),
  crafting('/gathering', 'Gathering'),
  crafting('/crafting', 'Crafting'),
  crafting('/runecrafting_home', 'Runecrafting'),
  crafting('/runecrafting', 'Runecrafting'),
  crafting('/jewelcrafting_home', 'Jewelcrafting'),
  crafting('/jewelcrafting', 'Jewelcrafting'),
  crafting('/jewelcrafting_create_gem', 'Gem Creation'),
  crafting('/alchemy_home', 'Alchemy'),
  crafting('/alchemy', 'Alchemy'),
  crafting('/inventory', 'Inventory'),
  crafting('/inventory_jewels', 'Jewels'),
  market('/market/:itemType', 'Market'),
  market('/market_item/:itemid', 'Market'),
  market('/market_your_listings', 'Your Listings'),
  market('/market_history', 'Trade History'),
  market('/market_jewels/:gemType', 'Jewel Market'),
  market('/send_items/:username', 'Send Items'),
  market('/token_store', 'Token Store'),
  market('/black_market', 'Black Market'),
  clan('/clan', 'Clan'),
  clan('/clan/details', 'Clan Details'),
  clan('/clan/members', 'Clan Members'),
  clan('/clan/storage', 'Clan Storage'),
  clan('/clan/buildings', 'Clan Buildings'),
  clan('/clan/battlegrounds', 'Clan Battlegrounds'),
  clan('/clan/leave', 'Leave Clan'),
  clan('/clan/admin/ranks', 'Clan Ranks'),
  clan('/clan/admin/invites', 'Clan Invites'),
  clan('/clan/admin/settings', 'Clan Settings'),
  clan('/clan_registry', 'Clan Registry'),
  clan('/clan_profile/:clanid', 'Clan Profile'),
  clan('/clan_mob_battle', 'Clan Mob Battle'),
  clan('/clan_boss_battle', 'Clan Boss Battle'),
  land('/land', 'Land'),
  land('/land/raids', 'Raids'),
  land('/land/personnel', 'Personnel'),
  land('/land/portals', 'Portals'),
  land('/labyrinth_home', 'Labyrinth'),
  land('/labyrinth', 'Labyrinth'),
  land('/inventory_trinkets', 'Trinkets'),
  premium('/premium', 'Premium Store'),
  premium('/chat_settings', 'Chat Settings'),
  admin('/admin', 'Operator Console'),
  admin('/admin/announcements', 'Announcements'),
  admin('/admin/players', 'Players'),
  admin('/admin/player/:userid', 'Player'),
  admin('/admin/audit', 'Audit Trail'),
  admin('/admin/economy', 'Economy Audit'),
  admin('/admin/world', 'World'),
];

/** The routes one app owns, in table order. */
export function routesOwnedBy(owner: AppOwner): RouteEntry[] {
  return ROUTES.filter((route) => route.owner === owner);
}
