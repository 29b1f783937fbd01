/**
 * /runecrafting (spec 001 §2-4): the latest runecrafting attempt. The rune, its progress (x of
 * the attempts required), whether the attempt succeeded or failed (a failure resets the
 * progress to 0), the rune once finished, the exp gained and the attempt's chance, with the
 * stop-after checkboxes, which may change mid-action. Before the first tick:
 * 'Waiting for current action to finish...'.
 */
import type { ItemAmount, ItemDefinition, RunecraftingResult } from '@idle/contracts';
import { formatNumber, withIndefiniteArticle } from '@idle/game-rules';
import { $gameData, $items } from '@idle/state';
import { LoadError, LoadingState, ProgressBar, Figure, Figures, Page } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { ActionProgress } from '../crafting/ActionProgress';
import { CraftingBonusFigure, CraftingDrops } from '../crafting/CraftingResultParts';
import { ItemLabel } from '@idle/ui';
import shared from '../crafting/crafting.module.css';
import { chanceText } from './RunecraftingHomePage';
import { RuneFlagsControl } from './RuneFlags';
import { useCrafting } from '../api';

/** The attempt's outcome. Ours: the spec names the states, not their words. */
export const ATTEMPT_SUCCEEDED_TEXT = 'Your attempt succeeded.';
export const ATTEMPT_FAILED_TEXT = 'Your attempt failed, and your progress is back to 0.';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const RUNECRAFTING_OPTIONS_LOAD_FAILED_TEXT =
  'Your runecrafting options could not be loaded.';
export function runeFinishedText(runeName: string): string {
  return `You have crafted ${withIndefiniteArticle(runeName)}!`;
}

function RunecraftingResultView({
  result,
  drops,
  itemData,
  owned,
}: {
  result: RunecraftingResult;
  drops: readonly ItemAmount[];
  itemData: Readonly<Record<string, ItemDefinition>>;
  owned: number;
}) {
  const name = itemData[result.itemid]?.name ?? result.itemid;
  return (
    <div className={shared.card}>
      <h3>
        <ItemLabel itemId={result.itemid} items={itemData} />
      </h3>
      <ProgressBar
        label="Progress"
        value={result.progress}
        max={result.attemptsRequired}
        variant={result.finished ? 'green' : 'neutral'}
      />
      {result.finished ? (
        <p className={shared.highlight}>{runeFinishedText(name)}</p>
      ) : result.success ? (
        <p className={shared.success}>{ATTEMPT_SUCCEEDED_TEXT}</p>
      ) : (
        <p className={shared.failure}>{ATTEMPT_FAILED_TEXT}</p>
      )}
      <Figures>
        <Figure label="Progress">
          {formatNumber(result.progress)} / {formatNumber(result.attemptsRequired)}
        </Figure>
        <Figure label="Attempt chance">{chanceText(result.chance)}</Figure>
        <Figure label="Runecrafting exp">+{formatNumber(result.exp)}</Figure>
        <Figure label="Owned">{formatNumber(owned)}</Figure>
        <CraftingBonusFigure active={result.bonusActive} />
      </Figures>
      <CraftingDrops drops={drops} itemData={itemData} />
    </div>
  );
}

/** The flags of the kept crafting data; loaded when this screen is the first to need them. */
function RunecraftingOptions() {
  const crafting = useCrafting();
  if (crafting.state.status === 'error') {
    return <LoadError message={RUNECRAFTING_OPTIONS_LOAD_FAILED_TEXT} onRetry={crafting.reload} />;
  }
  if (crafting.state.status === 'ready') {
    return <RuneFlagsControl flags={crafting.state.data.runeFlags} />;
  }
  return <LoadingState label="Loading your options..." />;
}

export function RunecraftingPage() {
  const gameData = useStore($gameData);
  const items = useStore($items);
  return (
    <Page title="Runecrafting" titleId="runecrafting-title">
      <ActionProgress<RunecraftingResult> action="runecrafting">
        {(result, { drops }) => (
          <RunecraftingResultView
            result={result}
            drops={drops}
            itemData={gameData?.itemData ?? {}}
            owned={items[result.itemid] ?? 0}
          />
        )}
      </ActionProgress>
      <RunecraftingOptions />
    </Page>
  );
}
