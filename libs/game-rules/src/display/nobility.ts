/**
 * Nobility ranks and account status labels, as shown in the online list, profiles and chat.
 * Spec 000, sections 2, 3, 6 and 9.
 */
import { assertFinite, assertIntegerInRange } from '../guards';

/** Nobility rank names; index 0 is rank 1 (Peasant), index 26 is rank 27 (God). */
export const NOBILITY_RANKS = [
  'Peasant',
  'Squire',
  'Knight',
  'Baronet',
  'Baron',
  'Viscount',
  'Count',
  'Earl',
  'Marquess',
  'Duke',
  'Grand Duke',
  'Prince',
  'King',
  'Emperor',
  'Patriarch',
  'Grand Patriarch',
  'Warlord',
  'Supreme Warlord',
  'Overlord',
  'Supreme Overlord',
  'Angel',
  'Archangel',
  'Virtue',
  'Cherubim',
  'Seraphim',
  'Demi-God',
  'God',
] as const;
export type NobilityRankName = (typeof NOBILITY_RANKS)[number];

export const NOBILITY_RANK_MIN = 1;
export const NOBILITY_RANK_MAX = NOBILITY_RANKS.length;

function assertNobilityRank(rank: number): number {
  return assertIntegerInRange('nobility rank', rank, NOBILITY_RANK_MIN, NOBILITY_RANK_MAX);
}

/** The name of a nobility rank 1 to 27 (1 is Peasant, 27 is God). Spec 000, section 3. */
export function nobilityRankName(rank: number): NobilityRankName {
  assertNobilityRank(rank);
  // In range after the guard, so the entry exists.
  return NOBILITY_RANKS[rank - 1] as NobilityRankName;
}

/** The bonus a nobility rank shows, in percent: rank - 1 (Peasant 0%). Spec 000, section 9. */
export function nobilityRankBonusPercent(rank: number): number {
  return assertNobilityRank(rank) - 1;
}

/** Account statuses that carry a label; every other status shows nothing. */
export const ACCOUNT_STATUS_LABELS = {
  50: 'Mod',
  100: 'Admin',
} as const;
export type AccountStatusLabel = (typeof ACCOUNT_STATUS_LABELS)[keyof typeof ACCOUNT_STATUS_LABELS];

/**
 * The label beside a player's name: "Mod" for account status 50, "Admin" for 100, null (show
 * nothing) for any other status. Spec 000, sections 2, 3 and 6.
 */
export function accountStatusLabel(status: number): AccountStatusLabel | null {
  assertFinite('account status', status);
  if (status === 50) return ACCOUNT_STATUS_LABELS[50];
  if (status === 100) return ACCOUNT_STATUS_LABELS[100];
  return null;
}

/** Account status from which a player may mute others in chat (50 Mod, 100 Admin). Ours. */
export const MODERATOR_STATUS = 50;
