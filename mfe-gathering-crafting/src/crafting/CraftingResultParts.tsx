/**
 * What every crafting result screen shows beside its own figures (spec 001 §3, spec 002 §2):
 * whether the crafting action bonus was active for the tick, as the server answered it, and the
 * tick's drops.
 */
import type { ItemAmount, ItemDefinition } from '@idle/contracts';
import { actionBonusHint } from '@idle/game-rules';
import { ItemLabel, Figure, Muted, Text } from '@idle/ui';
import { useId } from 'react';
import shared from './crafting.module.css';

export const CRAFTING_BONUS_TERM = 'Crafting bonus';
export const BONUS_ACTIVE_TEXT = 'Active';
export const BONUS_INACTIVE_TEXT = 'Inactive';
export const NO_CRAFTING_DROPS_TEXT = 'No drops this time.';

/** The "Crafting bonus" figure, for a result screen's `Figures`. */
export function CraftingBonusFigure({ active }: { active: boolean }) {
  return (
    <Figure label={CRAFTING_BONUS_TERM}>
      <Text tone={active ? 'success' : 'muted'}>
        {active ? BONUS_ACTIVE_TEXT : BONUS_INACTIVE_TEXT}
      </Text>{' '}
      <Muted inline>({actionBonusHint('crafting')})</Muted>
    </Figure>
  );
}

/** The tick's drops, or that there were none. */
export function CraftingDrops({
  drops,
  itemData,
}: {
  drops: readonly ItemAmount[];
  itemData: Readonly<Record<string, ItemDefinition>>;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId}>Drops</h4>
      {drops.length === 0 ? (
        <Muted>{NO_CRAFTING_DROPS_TEXT}</Muted>
      ) : (
        <ul className={shared.requirements}>
          {drops.map((drop, index) => (
            <li key={`${drop.id}-${String(index)}`}>
              <ItemLabel itemId={drop.id} items={itemData} amount={drop.amount} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
