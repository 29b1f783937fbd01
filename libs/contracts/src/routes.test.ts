import { describe, expect, it } from 'vitest';
import { APP_OWNERS, federationName, ROUTES, routesOwnedBy } from './routes';
import { CONTRACTS_VERSION, contractsMajor, isCompatibleContractsVersion } from './version';

// The complete route table of spec 002 section 2, parameters written as in the spec.
const SPEC_ROUTES =
  `/, /areas, /inventory, /inventory_jewels, /inventory_trinkets, /gathering/areas,
/market/{itemType}, /market_item/{itemid}, /market_your_listings, /market_jewels/{gemType},
/send_items/{username}, /token_store, /black_market, /dungeons, /battle, /dungeon_battle,
/boss_battle, /clan_mob_battle, /clan_boss_battle, /gathering, /crafting, /runecrafting_home,
/runecrafting, /jewelcrafting_home, /jewelcrafting, /jewelcrafting_create_gem, /alchemy_home,
/alchemy, /labyrinth, /labyrinth_home, /player_profile/{userid}, /clan, /clan/details,
/clan/members, /clan/storage, /clan/buildings, /clan/battlegrounds, /clan/leave,
/clan/admin/ranks, /clan/admin/invites, /clan/admin/settings, /clan_registry,
/clan_profile/{clanid}, /land, /land/raids, /land/personnel, /land/portals, /preferences,
/premium, /announcements, /leaderboard/{id}, /leaderboards, /referrals, /log, /load/{mod},
/chat_settings, /heroic_upgrades`
    .split(',')
    .map((route) => route.trim().replace(/\{(\w+)\}/g, ':$1'));
/** Routes of our own beyond the spec: the alert centre and the calculators (issue 18). */
const OWN_ROUTES = [
  '/alerts',
  '/tools',
  // The operator console (issue 27).
  '/admin',
  '/admin/announcements',
  '/admin/players',
  '/admin/player/:userid',
  '/admin/audit',
  '/admin/economy',
  '/admin/world',
  // The combat simulator, loadouts and rates (issue 29).
  '/simulator',
  '/loadouts',
  '/rates',
  // The player's own trades (issue 29).
  '/market_history',
];

describe('route table', () => {
  it('holds every route of the spec and our own exactly once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES, ...OWN_ROUTES].sort());
  });

  it('gives each route the owner DESIGN assigns', () => {
    const owner = (path: string) => ROUTES.find((route) => route.path === path)?.owner;
    expect(owner('/')).toBe('shell');
    expect(owner('/player_profile/:userid')).toBe('shell');
    expect(owner('/heroic_upgrades')).toBe('mfe-battle');
    expect(owner('/inventory_jewels')).toBe('mfe-gathering-crafting');
    // Moved from the shell, which only hosts: the items and their deconstruction are crafting work.
    expect(owner('/inventory')).toBe('mfe-gathering-crafting');
    expect(owner('/send_items/:username')).toBe('mfe-market');
    expect(owner('/clan_boss_battle')).toBe('mfe-clan');
    expect(owner('/inventory_trinkets')).toBe('mfe-land-labyrinth');
    expect(owner('/chat_settings')).toBe('mfe-premium-chat');
    expect(owner('/admin/player/:userid')).toBe('mfe-admin');
    expect(routesOwnedBy('shell')).toHaveLength(11);
    expect(owner('/alerts')).toBe('shell');
    expect(owner('/tools')).toBe('shell');
    expect(routesOwnedBy('mfe-battle').map((route) => route.path)).toEqual([
      '/areas',
      '/dungeons',
      '/battle',
      '/dungeon_battle',
      '/boss_battle',
      '/heroic_upgrades',
      '/simulator',
      '/loadouts',
      '/rates',
    ]);
    for (const app of APP_OWNERS) expect(routesOwnedBy(app).length).toBeGreaterThan(0);
  });

  it('turns folder names into federation identifiers', () => {
    expect(federationName('mfe-gathering-crafting')).toBe('mfe_gathering_crafting');
  });
});

describe('contracts version', () => {
  it('accepts the same major and refuses another or a malformed one', () => {
    const major = contractsMajor(CONTRACTS_VERSION);
    expect(isCompatibleContractsVersion(`${major}.9.3`)).toBe(true);
    expect(isCompatibleContractsVersion(`${major + 1}.0.0`)).toBe(false);
    expect(isCompatibleContractsVersion('banana')).toBe(false);
  });
});
