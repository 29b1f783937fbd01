/**
 * /runecrafting_home (spec 001 §2-5, §9): the runes the player may craft, sorted by start level
 * then rarity, each with its start level, the attempts it needs, the items it needs (owned
 * counts in red when short), a chance calculator (attempt and success chance at a level), and
 * Craft, or '[Unable To Craft]', or Continue Crafting for the rune in progress. The
 * stop-after-crafting and stop-after-fail checkboxes sit above the list.
 */
import type { LoadState } from '@idle/api-client';
import type {
  ItemCounts,
  ItemDefinition,
  LoadCraftingAnswer,
  RuneCraftingData,
} from '@idle/contracts';
import { bus } from '@idle/events';
import {
  canCraftRune,
  CHANCE_CALCULATOR_LEVEL_MAX_LENGTH,
  formatNumber,
  runeAttemptChance,
  runeSuccessChance,
  sortRunesForList,
  UNABLE_TO_CRAFT_TEXT,
  validateChanceCalculatorLevel,
} from '@idle/game-rules';
import { $gameData, $items, $skills } from '@idle/state';
import {
  Button,
  EmptyState,
  LoadError,
  LoadingState,
  NumberInput,
  Figure,
  Figures,
  Muted,
  Page,
  Requirement,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useCrafting } from '../api';
import { ItemLabel } from '@idle/ui';
import { ItemRequirements } from '../crafting/ItemRequirements';
import shared from '../crafting/crafting.module.css';
import { RuneFlagsControl } from './RuneFlags';
import styles from './RunecraftingHomePage.module.css';

/** Shown when the server lists no rune. Ours. */
export const NO_RUNES_TEXT = 'There are no runes to craft.';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const RUNES_LOAD_FAILED_TEXT = 'The runes could not be loaded.';
export const CRAFT_LABEL = 'Craft';
export const CONTINUE_CRAFTING_LABEL = 'Continue Crafting';

/** A chance in percent as shown: up to 2 decimals, "< 0.01%" for what would round to 0. */
export function chanceText(percent: number): string {
  if (percent > 0 && percent < 0.005) return '< 0.01%';
  return `${formatNumber(percent)}%`;
}

/** The player's runecrafting level as the calculator starts with it. */
function startingInput(level: number): string {
  return String(level).slice(0, CHANCE_CALCULATOR_LEVEL_MAX_LENGTH);
}

function ChanceCalculator({ rune, level }: { rune: RuneCraftingData; level: number }) {
  const [input, setInput] = useState(() => startingInput(level));
  const check = validateChanceCalculatorLevel(input, rune.startLevel);
  const attempt = check.ok ? runeAttemptChance(rune, check.level) : null;
  const success = attempt === null ? null : runeSuccessChance(attempt, rune.attemptsRequired);
  return (
    <div className={styles.calculator} role="group" aria-label="Chance calculator">
      <NumberInput
        label="Level"
        inline
        value={input}
        onChange={setInput}
        maxLength={CHANCE_CALCULATOR_LEVEL_MAX_LENGTH}
        error={check.ok ? undefined : check.error}
        inputClassName={styles.levelInput ?? ''}
      />
      <Figures>
        <Figure label="Attempt chance">{attempt === null ? '-' : chanceText(attempt)}</Figure>
        <Figure label="Success chance">{success === null ? '-' : chanceText(success)}</Figure>
      </Figures>
    </div>
  );
}

function RuneCard({
  itemId,
  rune,
  level,
  owned,
  itemData,
  progress,
}: {
  itemId: string;
  rune: RuneCraftingData;
  level: number;
  owned: Readonly<ItemCounts>;
  itemData: Readonly<Record<string, ItemDefinition>>;
  /** Successful attempts so far when this is the rune in progress, else null. */
  progress: number | null;
}) {
  const name = itemData[itemId]?.name ?? itemId;
  const craftable = canCraftRune(level, rune.startLevel, owned, rune.itemsRequired);
  const start = () => {
    bus.emit('startAction', { action: 'runecrafting', body: { itemid: itemId } });
  };
  return (
    <li className={shared.card} aria-label={name}>
      <h3>
        <ItemLabel itemId={itemId} items={itemData} />
      </h3>
      <Figures>
        <Figure label="Start level">
          <Requirement met={level >= rune.startLevel}>{formatNumber(rune.startLevel)}</Requirement>
        </Figure>
        <Figure label="Attempts required">{formatNumber(rune.attemptsRequired)}</Figure>
        <Figure label="Items required">
          <ItemRequirements
            required={rune.itemsRequired}
            owned={owned}
            items={itemData}
            label={`Items required for ${name}`}
          />
        </Figure>
        {progress !== null && (
          <Figure label="Progress">
            {formatNumber(progress)} / {formatNumber(rune.attemptsRequired)}
          </Figure>
        )}
      </Figures>
      <ChanceCalculator rune={rune} level={level} />
      {progress !== null ? (
        <Button variant="primary" onClick={start}>
          {CONTINUE_CRAFTING_LABEL}
        </Button>
      ) : craftable ? (
        <Button variant="primary" onClick={start}>
          {CRAFT_LABEL}
        </Button>
      ) : (
        <span className={shared.unable}>{UNABLE_TO_CRAFT_TEXT}</span>
      )}
    </li>
  );
}

export interface RunecraftingHomeViewProps {
  /** The state of `misc.php?mod=loadCrafting`. */
  state: LoadState<LoadCraftingAnswer>;
  onRetry: () => void;
}

/** The runecrafting home for a given state of `loadCrafting` (stories render it directly). */
export function RunecraftingHomeView({ state, onRetry }: RunecraftingHomeViewProps) {
  return (
    <Page title="Runecrafting" titleId="runecrafting-home-title">
      <RunecraftingContent state={state} onRetry={onRetry} />
    </Page>
  );
}

function RunecraftingContent({ state, onRetry }: RunecraftingHomeViewProps) {
  const gameData = useStore($gameData);
  const skills = useStore($skills);
  const owned = useStore($items);
  const level = skills.runecrafting?.level;

  if (state.status === 'loading' || !gameData || level === undefined) {
    return <LoadingState label="Loading runes..." />;
  }
  if (state.status === 'error') {
    return <LoadError message={RUNES_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }

  const { runes, runeInProgress, runeFlags } = state.data;
  const itemData = gameData.itemData;
  const list = sortRunesForList(
    Object.entries(runes).map(([itemId, rune]) => ({
      itemId,
      rune,
      startLevel: rune.startLevel,
      rarity: itemData[itemId]?.rarity ?? 1,
    })),
  );

  return (
    <>
      <Muted>Your runecrafting level: {formatNumber(level)}</Muted>
      <RuneFlagsControl flags={runeFlags} />
      {list.length === 0 ? (
        <EmptyState message={NO_RUNES_TEXT} />
      ) : (
        <ul className={shared.cards} aria-label="Runes">
          {list.map(({ itemId, rune }) => (
            <RuneCard
              key={itemId}
              itemId={itemId}
              rune={rune}
              level={level}
              owned={owned}
              itemData={itemData}
              progress={runeInProgress?.itemid === itemId ? runeInProgress.progress : null}
            />
          ))}
        </ul>
      )}
    </>
  );
}

export function RunecraftingHomePage() {
  const crafting = useCrafting();
  return <RunecraftingHomeView state={crafting.state} onRetry={crafting.reload} />;
}
