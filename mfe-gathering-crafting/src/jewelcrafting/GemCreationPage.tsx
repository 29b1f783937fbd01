/**
 * /jewelcrafting_create_gem (spec 001 §2-3, spec 002 §2): the latest gem created from fragments.
 * The gem, the gems still to create, the fragments used, the fragments and gems owned, whether the
 * crafting bonus was active, the exp gained and the drops.
 * Before the first tick: 'Waiting for current action to finish...'.
 */
import type { GemCreationResult, ItemAmount } from '@idle/contracts';
import {
  formatNumber,
  GEM_FRAGMENTS_ITEM,
  gemItemId,
  gemTypeName,
  withIndefiniteArticle,
} from '@idle/game-rules';
import { $gameData, $items } from '@idle/state';
import { useStore } from '@nanostores/react';
import { ActionProgress } from '../crafting/ActionProgress';
import { CraftingBonusFigure, CraftingDrops } from '../crafting/CraftingResultParts';
import { ItemLabel, Figure, Figures, Page } from '@idle/ui';
import shared from '../crafting/crafting.module.css';

/** "You created a Ruby.", "You created an Emerald." Ours. */
export function gemCreatedText(gemName: string): string {
  return `You created ${withIndefiniteArticle(gemName)}.`;
}

function GemCreationResultView({
  result,
  drops,
}: {
  result: GemCreationResult;
  drops: readonly ItemAmount[];
}) {
  const gameData = useStore($gameData);
  const items = useStore($items);
  const itemData = gameData?.itemData ?? {};
  const gemId = gemItemId(result.gem);
  const gemName = itemData[gemId]?.name ?? gemTypeName(result.gem);
  return (
    <div className={shared.card}>
      <h3>
        <ItemLabel itemId={gemId} items={itemData} />
      </h3>
      <p className={shared.success}>{gemCreatedText(gemName)}</p>
      <Figures>
        <Figure label="Crafts remaining">{formatNumber(result.remaining)}</Figure>
        <Figure label="Fragments used">{formatNumber(result.fragmentsUsed)}</Figure>
        <Figure label="Fragments owned">{formatNumber(items[GEM_FRAGMENTS_ITEM] ?? 0)}</Figure>
        <Figure label="Gems owned">{formatNumber(items[gemId] ?? 0)}</Figure>
        <Figure label="Jewelcrafting exp">+{formatNumber(result.exp)}</Figure>
        <CraftingBonusFigure active={result.bonusActive} />
      </Figures>
      <CraftingDrops drops={drops} itemData={itemData} />
    </div>
  );
}

export function GemCreationPage() {
  return (
    <Page title="Gem creation" titleId="gem-creation-progress-title">
      <ActionProgress<GemCreationResult> action="jewelcrafting_create_gem">
        {(result, { drops }) => <GemCreationResultView result={result} drops={drops} />}
      </ActionProgress>
    </Page>
  );
}
