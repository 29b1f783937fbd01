/**
 * The player's own clan (`ClanData`): the frame's menu and the pages' permissions read it. Three
 * answers carry it (`loadDetails`, `loadClanHome`, `loadBuildings`); a page that loads one of the
 * other two has the frame read the clan from it, so no page asks twice.
 */
import { api, queryCache, useQuery, type ServerData } from '@idle/api-client';
import {
  ENDPOINTS,
  type ClanData,
  type LoadClanHomeAnswer,
  type PersonalTaxesAnswer,
} from '@idle/contracts';
import { $clan } from '@idle/state';

/** The answer a page's frame reads the clan from: its own load when that carries it. */
export type ClanSource = 'details' | 'home' | 'buildings';

/** `loadDetails`: the player's clan, with a reload. */
export function useClanDetails(): ServerData<ClanData> {
  return useClan('details');
}

/** The player's clan as `source` carries it (the other sources ask nothing). */
export function useClan(source: ClanSource = 'details'): ServerData<ClanData> {
  const details = useQuery(ENDPOINTS.clan.loadDetails, undefined, {
    enabled: source === 'details',
  });
  const home = useQuery(ENDPOINTS.clan.loadClanHome, undefined, { enabled: source === 'home' });
  const buildings = useQuery(ENDPOINTS.clan.loadBuildings, undefined, {
    enabled: source === 'buildings',
  });
  if (source === 'home') {
    const { state, reload } = home;
    if (state.status !== 'ready') return { state, reload };
    // A player without a clan has no clan page; the frame shows no admin links meanwhile.
    if (state.data === '-') return { state: { status: 'loading' }, reload };
    return { state: { status: 'ready', data: state.data.clanMemberData }, reload };
  }
  const { state, reload } = source === 'buildings' ? buildings : details;
  return {
    state: state.status === 'ready' ? { status: 'ready', data: state.data.clanData } : state,
    reload,
  };
}

/** Writes a change of the player's clan into every kept answer that carries it. */
export function updateClanData(change: (clan: ClanData) => ClanData): void {
  queryCache.update(ENDPOINTS.clan.loadDetails, undefined, (answer) => ({
    ...answer,
    clanData: change(answer.clanData),
  }));
  queryCache.update(ENDPOINTS.clan.loadBuildings, undefined, (answer) => ({
    ...answer,
    clanData: change(answer.clanData),
  }));
  queryCache.update(ENDPOINTS.clan.loadClanHome, undefined, (answer) =>
    answer === '-' ? answer : { ...answer, clanMemberData: change(answer.clanMemberData) },
  );
}

/** A change wrote a line into the clan log: the home asks again once shown. */
export function clanLogChanged(): void {
  queryCache.invalidate(ENDPOINTS.clan.loadClanHome);
}

/** The player's clan's public profile (its taxes, members, buildings) asks again once shown. */
export function ownProfileChanged(): void {
  const clan = $clan.get();
  if (clan !== null) queryCache.invalidate(ENDPOINTS.clan.profile, { clanid: clan.clanid });
}

/** Every answer about the player's clan, as a member sees it. */
const MEMBER_ENDPOINTS = [
  ENDPOINTS.clan.loadClanHome,
  ENDPOINTS.clan.loadDetails,
  ENDPOINTS.clan.loadMembers,
  ENDPOINTS.clan.loadStorage,
  ENDPOINTS.clan.loadBuildings,
  ENDPOINTS.clan.loadBattlegrounds,
  ENDPOINTS.clan.ranks,
  ENDPOINTS.clan.loadInvites,
  ENDPOINTS.clan.loadSettings,
] as const;

/**
 * The player joined or founded a clan: everything kept about a clan is another clan's, and the
 * registry's invites and list changed.
 */
export function membershipChanged(): void {
  for (const endpoint of MEMBER_ENDPOINTS) queryCache.invalidate(endpoint);
  queryCache.invalidate(ENDPOINTS.clan.loadClanInvites);
  queryCache.invalidate(ENDPOINTS.clan.getList);
  queryCache.invalidate(ENDPOINTS.clan.profile);
}

/** Sets the player's personal taxes; the clan's answers show them. */
export async function editPersonalTaxes(taxes: PersonalTaxesAnswer): Promise<PersonalTaxesAnswer> {
  const saved = await api.call(ENDPOINTS.clan.editPersonalTaxes, taxes);
  updateClanData((clan) => ({ ...clan, pGoldTax: saved.pGoldTax, pResTax: saved.pResTax }));
  return saved;
}

/**
 * Leaves the clan: the player has none now, and the clan has a member less. The clan's other
 * answers are not asked again here: the pages open now would be refused ("not in a clan") while
 * the player leaves them; joining a clan makes them ask afresh (membershipChanged).
 */
export async function leaveClan(): Promise<true> {
  const left = await api.call(ENDPOINTS.clan.leave);
  ownProfileChanged();
  queryCache.invalidate(ENDPOINTS.clan.getList);
  queryCache.update(ENDPOINTS.clan.loadClanHome, undefined, (): LoadClanHomeAnswer => '-');
  $clan.set(null);
  return left;
}
