/**
 * Item requirement checks shared by runecrafting and alchemy. Spec 001, sections 3 and 5.
 */
import { RuleInputError, assertInteger } from '../guards';

/** A required item as the server sends it: [item id, amount]. Spec 001, section 3. */
export type ItemRequirement = readonly [itemId: string, amount: number];

/** What the player owns: item id to count (the player's items map). Missing ids count as 0. */
export type OwnedItems = Readonly<Partial<Record<string, number>>>;

/**
 * Whether `owned` holds every required item `times` times over (whole number from 1).
 * Throws for a malformed requirement or a non-whole owned count.
 */
export function hasRequiredItems(
  owned: OwnedItems,
  required: readonly ItemRequirement[],
  times = 1,
): boolean {
  assertInteger('number of crafts', times, 1);
  let enough = true;
  for (const [itemId, amount] of required) {
    if (typeof itemId !== 'string' || itemId === '') {
      throw new RuleInputError(
        `required item id must be a non-empty string, got ${JSON.stringify(itemId)}`,
      );
    }
    assertInteger(`required amount of ${itemId}`, amount, 1);
    const have = Object.hasOwn(owned, itemId) ? (owned[itemId] ?? 0) : 0;
    assertInteger(`owned amount of ${itemId}`, have);
    // Keep checking the remaining pairs so malformed input always throws.
    if (have < amount * times) enough = false;
  }
  return enough;
}
