/**
 * /alchemy_home (spec 001 §2-5, §9): the potions, by the level they need, each with that level,
 * the chance of an essence at the player's level (shown divided by 10), the ingredients for the
 * amount typed (owned counts in red when short), an amount (at most 4 digits, above 0, else
 * 'Invalid amount.'), and Brew, or '[Unable To Craft]'.
 */
import type { LoadState } from '@idle/api-client';
import type { AlchemyData, ItemCounts, ItemDefinition, LoadCraftingAnswer } from '@idle/contracts';
import { bus } from '@idle/events';
import {
  alchemyEssenceChance,
  alchemyEssenceChanceDisplay,
  canBrew,
  formatNumber,
  UNABLE_TO_CRAFT_TEXT,
} from '@idle/game-rules';
import { $gameData, $items, $skills } from '@idle/state';
import {
  Button,
  EmptyState,
  LoadError,
  LoadingState,
  Figure,
  Figures,
  Muted,
  Page,
  Requirement,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { AmountInput, useCraftAmount } from '../crafting/AmountInput';
import { useCrafting } from '../api';
import { ItemLabel } from '@idle/ui';
import { ItemRequirements } from '../crafting/ItemRequirements';
import shared from '../crafting/crafting.module.css';

/** Shown when the server lists no potion. Ours. */
export const NO_POTIONS_TEXT = 'There are no potions to brew.';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const POTIONS_LOAD_FAILED_TEXT = 'The potions could not be loaded.';
export const BREW_LABEL = 'Brew';

type ItemData = Readonly<Record<string, ItemDefinition>>;

function PotionCard({
  itemId,
  potion,
  level,
  owned,
  itemData,
  essenceItem,
}: {
  itemId: string;
  potion: AlchemyData;
  level: number;
  owned: Readonly<ItemCounts>;
  itemData: ItemData;
  essenceItem: string;
}) {
  const amount = useCraftAmount();
  const name = itemData[itemId]?.name ?? itemId;
  const brewable = canBrew(
    potion.levelRequired,
    level,
    owned,
    potion.itemsRequired,
    amount.amountOrOne,
  );
  const chance = alchemyEssenceChance(potion.essenceChance, level);
  const brew = () => {
    const count = amount.submit();
    if (count === null) return;
    bus.emit('startAction', { action: 'alchemy', body: { itemid: itemId, amount: count } });
  };
  return (
    <li className={shared.card} aria-label={name}>
      <h3>
        <ItemLabel itemId={itemId} items={itemData} />
      </h3>
      <Figures>
        <Figure label="Level required">
          <Requirement met={level >= potion.levelRequired}>
            {formatNumber(potion.levelRequired)}
          </Requirement>
        </Figure>
        <Figure label="Essence chance">
          {alchemyEssenceChanceDisplay(chance)}%{' '}
          <Muted inline>
            (<ItemLabel itemId={essenceItem} items={itemData} />)
          </Muted>
        </Figure>
        <Figure label="Ingredients">
          <ItemRequirements
            required={potion.itemsRequired}
            owned={owned}
            items={itemData}
            times={amount.amountOrOne}
            label={`Ingredients for ${name}`}
          />
        </Figure>
      </Figures>
      <div className={shared.actions}>
        <AmountInput amount={amount} />
        {brewable ? (
          <Button variant="primary" onClick={brew}>
            {BREW_LABEL}
          </Button>
        ) : (
          <span className={shared.unable}>{UNABLE_TO_CRAFT_TEXT}</span>
        )}
      </div>
    </li>
  );
}

export interface AlchemyHomeViewProps {
  /** The state of `misc.php?mod=loadCrafting`. */
  state: LoadState<LoadCraftingAnswer>;
  onRetry: () => void;
}

/** The alchemy home for a given state of `loadCrafting` (stories render it directly). */
export function AlchemyHomeView({ state, onRetry }: AlchemyHomeViewProps) {
  return (
    <Page title="Alchemy" titleId="alchemy-home-title">
      <AlchemyContent state={state} onRetry={onRetry} />
    </Page>
  );
}

function AlchemyContent({ state, onRetry }: AlchemyHomeViewProps) {
  const gameData = useStore($gameData);
  const skills = useStore($skills);
  const owned = useStore($items);
  const level = skills.alchemy?.level;

  if (state.status === 'loading' || !gameData || level === undefined) {
    return <LoadingState label="Loading potions..." />;
  }
  if (state.status === 'error') {
    return <LoadError message={POTIONS_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }

  const { potions, essenceItem } = state.data;
  const itemData = gameData.itemData;
  const list = Object.entries(potions).sort(
    ([a, first], [b, second]) =>
      first.levelRequired - second.levelRequired ||
      (itemData[a]?.name ?? a).localeCompare(itemData[b]?.name ?? b),
  );

  return (
    <>
      <Muted>Your alchemy level: {formatNumber(level)}</Muted>
      {list.length === 0 ? (
        <EmptyState message={NO_POTIONS_TEXT} />
      ) : (
        <ul className={shared.cards} aria-label="Potions">
          {list.map(([itemId, potion]) => (
            <PotionCard
              key={itemId}
              itemId={itemId}
              potion={potion}
              level={level}
              owned={owned}
              itemData={itemData}
              essenceItem={essenceItem}
            />
          ))}
        </ul>
      )}
    </>
  );
}

export function AlchemyHomePage() {
  const crafting = useCrafting();
  return <AlchemyHomeView state={crafting.state} onRetry={crafting.reload} />;
}
