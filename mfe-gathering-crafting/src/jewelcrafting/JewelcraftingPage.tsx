/**
 * /jewelcrafting (spec 001 §2-4): the latest jewelcrafting step. The gem, the progress towards
 * the jewel, the perfect steps, what the step improved (barely, improves or perfectly) and by
 * how much, the jewel's stats so far, the exp gained, the gems and fragments owned, whether the
 * crafting bonus is active, the drops; once finished, the jewel's stats and rarity, or the
 * fragments it was auto-deconstructed into. Before the first tick:
 * 'Waiting for current action to finish...'.
 */
import type { ItemAmount, JewelcraftingResult } from '@idle/contracts';
import {
  formatCount,
  formatNumber,
  GEM_FRAGMENTS_ITEM,
  gemItemId,
  gemTypeName,
  JEWEL_STAT_LABELS,
  JEWEL_STATS,
  jewelStepText,
} from '@idle/game-rules';
import { $gameData, $items } from '@idle/state';
import {
  chatLinkProps,
  jewelTag,
  ProgressBar,
  RarityName,
  Figure,
  Figures,
  Page,
  Stack,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { ActionProgress } from '../crafting/ActionProgress';
import { CraftingBonusFigure, CraftingDrops } from '../crafting/CraftingResultParts';
import { ItemLabel } from '@idle/ui';
import { JewelStats } from '../crafting/JewelStats';
import shared from '../crafting/crafting.module.css';

/** "Your jewel was deconstructed into 40 gem fragments." Ours: the spec asks for the count. */
export function jewelAutoDeconstructedText(fragments: number): string {
  return `Your jewel was deconstructed into ${formatCount(fragments, 'gem fragment', 'gem fragments')}.`;
}
export const JEWEL_FINISHED_TEXT = 'You have crafted a jewel!';

/** The label of a jewel stat, e.g. 'attack' -> 'Attack'. */
export function jewelStatLabel(stat: JewelcraftingResult['statGained']): string {
  return JEWEL_STAT_LABELS[JEWEL_STATS.indexOf(stat)] ?? stat;
}

function JewelcraftingResultView({
  result,
  drops,
}: {
  result: JewelcraftingResult;
  drops: readonly ItemAmount[];
}) {
  const gameData = useStore($gameData);
  const items = useStore($items);
  const itemData = gameData?.itemData ?? {};
  const gemId = gemItemId(result.gem);
  const finished = result.jewel;
  return (
    <div className={shared.card}>
      <h3>{gemTypeName(result.gem)} jewel</h3>
      <ProgressBar
        label="Progress"
        value={result.progress}
        max={result.progressRequired}
        variant={finished ? 'green' : 'neutral'}
      />
      <p className={result.power === 3 ? shared.highlight : shared.success}>
        {jewelStepText(result.power, jewelStatLabel(result.statGained))} (+
        {formatNumber(result.statGainedAmount)})
      </p>
      <Figures>
        <Figure label="Progress">
          {formatNumber(result.progress)} / {formatNumber(result.progressRequired)}
        </Figure>
        <Figure label="Perfects">{formatNumber(result.perfects)}</Figure>
        <Figure label="Jewelcrafting exp">+{formatNumber(result.exp)}</Figure>
        <Figure label="Gems owned">
          <ItemLabel itemId={gemId} items={itemData} amount={items[gemId] ?? 0} />
        </Figure>
        <Figure label="Fragments owned">{formatNumber(items[GEM_FRAGMENTS_ITEM] ?? 0)}</Figure>
        <CraftingBonusFigure active={result.bonusActive} />
      </Figures>
      <JewelStats stats={result.jewelData} label="Jewel stats so far" />
      {finished && (
        <Stack
          as="section"
          aria-label="Finished jewel"
          {...chatLinkProps(jewelTag(finished.gemType, finished.rarity))}
        >
          <p className={shared.highlight}>{JEWEL_FINISHED_TEXT}</p>
          <Figures>
            <Figure label="Rarity">
              <RarityName rarity={finished.rarity} fallback="Unknown" />
            </Figure>
          </Figures>
          <JewelStats stats={finished.stats} label="Finished jewel stats" />
        </Stack>
      )}
      {result.deconstructed !== undefined && (
        <p className={shared.highlight}>{jewelAutoDeconstructedText(result.deconstructed)}</p>
      )}
      <CraftingDrops drops={drops} itemData={itemData} />
    </div>
  );
}

export function JewelcraftingPage() {
  return (
    <Page title="Jewelcrafting" titleId="jewelcrafting-title">
      <ActionProgress<JewelcraftingResult> action="jewelcrafting">
        {(result, { drops }) => <JewelcraftingResultView result={result} drops={drops} />}
      </ActionProgress>
    </Page>
  );
}
