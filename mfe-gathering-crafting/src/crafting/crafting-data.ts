/** What the crafting screens read of the shared stores beyond their own answers. */
import type { Misc } from '@idle/contracts';

/** Whether the crafting action bonus is active: crafting is counted and has reached its goal. */
export function craftingBonusActive(misc: Misc | null): boolean {
  const bonus = misc?.actionBonus;
  return bonus?.kind === 'crafting' && bonus.current >= bonus.required;
}
