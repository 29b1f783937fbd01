/**
 * Clan taxes on a member's gains and the clan's experience from members' actions. Only gold from
 * mobs and resources from gathering are taxed (not drops, not the world's bonuses); a member's
 * personal tax counts when it is above the clan's (spec 001, section 9; spec 002, section 5).
 */
import { assertInteger, assertIntegerInRange } from '../guards';

/** The tax rate a member pays: the clan's or their personal tax, whichever is higher. */
export function effectiveTaxPercent(clanTax: number, personalTax: number): number {
  assertIntegerInRange('clan tax', clanTax, 0, 100);
  assertIntegerInRange('personal tax', personalTax, 0, 100);
  return Math.max(clanTax, personalTax);
}

/** What the clan takes of a taxable gain: floor(gain × max(clan tax, personal tax) / 100). */
export function clanTaxedAmount(gain: number, clanTax: number, personalTax: number): number {
  assertInteger('taxable gain', gain);
  return Math.floor((gain * effectiveTaxPercent(clanTax, personalTax)) / 100);
}

/** Clan experience each action of a member brings the clan (and the member's clanmanship). */
export const CLAN_EXP_PER_ACTION = 1;
