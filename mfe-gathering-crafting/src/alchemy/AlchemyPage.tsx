/**
 * /alchemy (spec 001 §2-4): the latest potion brewed. The potion, the brews remaining, the exp
 * gained, whether an essence came with it, and the counts owned of the potion, the essence and
 * the ingredients (when the crafting data is known). Before the first tick:
 * 'Waiting for current action to finish...'.
 */
import type {
  AlchemyResult,
  ItemAmount,
  ItemDefinition,
  LoadCraftingAnswer,
} from '@idle/contracts';
import { formatNumber, withIndefiniteArticle } from '@idle/game-rules';
import { $gameData, $items } from '@idle/state';
import { useStore } from '@nanostores/react';
import { ActionProgress } from '../crafting/ActionProgress';
import { CraftingBonusFigure, CraftingDrops } from '../crafting/CraftingResultParts';
import { useCrafting } from '../api';
import { ItemLabel, Figure, Figures, Page, Text } from '@idle/ui';
import shared from '../crafting/crafting.module.css';

/** Ours. */
export function potionBrewedText(potionName: string): string {
  return `You brewed ${withIndefiniteArticle(potionName)}.`;
}
export const ESSENCE_OBTAINED_TEXT = 'You also obtained an essence!';
export const NO_ESSENCE_TEXT = 'No essence this time.';

function AlchemyResultView({
  result,
  drops,
  crafting,
}: {
  result: AlchemyResult;
  drops: readonly ItemAmount[];
  crafting: LoadCraftingAnswer | null;
}) {
  const gameData = useStore($gameData);
  const items = useStore($items);
  const itemData: Readonly<Record<string, ItemDefinition>> = gameData?.itemData ?? {};
  const name = itemData[result.itemid]?.name ?? result.itemid;
  const essenceItem = crafting?.essenceItem;
  const ingredients = crafting?.potions[result.itemid]?.itemsRequired ?? [];
  const ownedIds = [
    result.itemid,
    ...(essenceItem === undefined ? [] : [essenceItem]),
    ...ingredients.map(([itemId]) => itemId),
  ];
  return (
    <div className={shared.card}>
      <h3>
        <ItemLabel itemId={result.itemid} items={itemData} />
      </h3>
      <p className={shared.success}>{potionBrewedText(name)}</p>
      <Text
        as="p"
        tone={result.essence ? undefined : 'muted'}
        className={result.essence ? shared.highlight : undefined}
      >
        {result.essence ? ESSENCE_OBTAINED_TEXT : NO_ESSENCE_TEXT}
      </Text>
      <Figures>
        <Figure label="Remaining">{formatNumber(result.remaining)}</Figure>
        <Figure label="Alchemy exp">+{formatNumber(result.exp)}</Figure>
        <CraftingBonusFigure active={result.bonusActive} />
      </Figures>
      <CraftingDrops drops={drops} itemData={itemData} />
      <section aria-label="Owned">
        <h4>Owned</h4>
        <ul className={shared.requirements}>
          {[...new Set(ownedIds)].map((itemId) => (
            <li key={itemId}>
              <ItemLabel itemId={itemId} items={itemData} amount={items[itemId] ?? 0} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function AlchemyPage() {
  const crafting = useCrafting();
  const known = crafting.state.status === 'ready' ? crafting.state.data : null;
  return (
    <Page title="Alchemy" titleId="alchemy-title">
      <ActionProgress<AlchemyResult> action="alchemy">
        {(result, { drops }) => (
          <AlchemyResultView result={result} drops={drops} crafting={known} />
        )}
      </ActionProgress>
    </Page>
  );
}
