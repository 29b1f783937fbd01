/**
 * Dungeon planner: runs of a dungeon (one key each) to afford the next jewel slot of a gem type
 * in the token store, at the tokens a chest gives the player (dungeon keeper included).
 */
import type { DungeonData, Personnel } from '@idle/contracts';
import {
  dungeonChestTokens,
  DUNGEONEERING_TOKENS_ITEM,
  formatCount,
  formatNumber,
  GEM_TYPE_IDS,
  gemTypeName,
  JEWEL_SLOTS_START,
  jewelSlotPlan,
  personnelEffectPercent,
} from '@idle/game-rules';
import { $gameData, $items, $skills } from '@idle/state';
import {
  calculate,
  Calculator,
  CalculatorFigures,
  CalculatorInputs,
  CalculatorNote,
  CalculatorResults,
  SelectField,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { type DungeonFigures, useDungeonFigures } from '../api';

const GEM_CHOICES = GEM_TYPE_IDS.map((id) => ({ value: String(id), label: gemTypeName(id) }));

function keeperPercent(personnel: readonly Personnel[]): number {
  const keeper = personnel.find((person) => person.id === 'dungeon_keeper');
  return keeper === undefined
    ? 0
    : personnelEffectPercent('dungeon_keeper', keeper.level, keeper.rarity);
}

/** The last dungeon the player's level opens (the best tokens), else the first. */
function bestDungeon(dungeons: readonly DungeonData[], level: number): DungeonData | undefined {
  const open = dungeons.filter((dungeon) => dungeon.levelRequired <= level);
  return open.at(-1) ?? dungeons[0];
}

function DungeonPlanner({ dungeons, tokenStore, personnel }: DungeonFigures) {
  const skills = useStore($skills);
  const items = useStore($items);
  const gameData = useStore($gameData);
  const [gemType, setGemType] = useState<number>(GEM_TYPE_IDS[0]);
  const [dungeonId, setDungeonId] = useState(
    bestDungeon(dungeons, skills.dungeoneering?.level ?? 1)?.id,
  );
  const dungeon = dungeons.find((each) => each.id === dungeonId);
  if (dungeon === undefined) return <CalculatorNote>There is no dungeon to plan.</CalculatorNote>;
  const slotsOwned = tokenStore.jewelSlots[gemType] ?? JEWEL_SLOTS_START;
  const tokensOwned = items[DUNGEONEERING_TOKENS_ITEM] ?? 0;
  const keysOwned = items[dungeon.key] ?? 0;
  const tokensPerRun = dungeonChestTokens(dungeon.tokens, keeperPercent(personnel));
  const outcome = calculate(() =>
    jewelSlotPlan({ slotsOwned, tokensOwned, tokensPerRun, keysOwned }),
  );
  const keyName = gameData?.itemData[dungeon.key]?.name ?? dungeon.key;
  return (
    <Calculator>
      <CalculatorInputs>
        <SelectField
          label="Gem type"
          value={String(gemType)}
          choices={GEM_CHOICES}
          onChange={(value) => {
            setGemType(Number(value));
          }}
        />
        <SelectField
          label="Dungeon"
          value={String(dungeon.id)}
          choices={dungeons.map((each) => ({ value: String(each.id), label: each.name }))}
          onChange={(value) => {
            setDungeonId(Number(value));
          }}
        />
      </CalculatorInputs>
      <CalculatorNote>
        You own{' '}
        {formatCount(slotsOwned, `${gemTypeName(gemType)} slot`, `${gemTypeName(gemType)} slots`)},{' '}
        {formatCount(tokensOwned, 'dungeoneering token', 'dungeoneering tokens')} and{' '}
        {formatNumber(keysOwned)} {keyName}.
      </CalculatorNote>
      <CalculatorResults
        outcome={outcome}
        figures={(plan) =>
          plan.maxed
            ? [{ label: 'Next slot', value: 'You have every slot of this gem type.' }]
            : [
                { label: 'Next slot costs', value: formatCount(plan.cost, 'token', 'tokens') },
                { label: 'Tokens to earn', value: formatNumber(plan.missingTokens) },
                { label: 'Tokens a run', value: formatNumber(tokensPerRun) },
                { label: 'Runs', value: formatNumber(plan.runs) },
                { label: 'Keys to find', value: formatNumber(plan.missingKeys) },
              ]
        }
      />
    </Calculator>
  );
}

export function DungeonCalculator() {
  const figures = useDungeonFigures();
  return (
    <CalculatorFigures load={figures.state} onRetry={figures.reload}>
      {(data) => <DungeonPlanner {...data} />}
    </CalculatorFigures>
  );
}
