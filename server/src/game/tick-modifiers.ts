/**
 * Every tick modifier (actions/modifier.ts), in the order their hooks run; the server and the
 * test kit put this list in the GameContext. A new one is written in its domain's folder
 * (`<domain>/<name>.modifier.ts`) and added here.
 */
import type { AnyTickModifier } from './actions/modifier';
import type { GameContext } from './context';
import { clanTickModifier } from './clan/clan-tick.modifier';
import { personalBonusModifier } from './premium/boosts.modifier';
import { trinketDropModifier } from './trinkets/drops.modifier';
import { ratesModifier } from './rates/rates.modifier';
import { boundLoadoutModifier } from './loadouts/bound-loadout.modifier';

export const TICK_MODIFIERS: readonly AnyTickModifier<GameContext>[] = [
  personalBonusModifier,
  clanTickModifier,
  trinketDropModifier,
  ratesModifier,
  boundLoadoutModifier,
];
