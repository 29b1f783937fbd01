/**
 * Trinket tier costs (fragments from one tier to another at a rarity, prefilled with the chosen
 * trinket of the player's) and the expected wait for a trinket at the player's drop chance.
 */
import type { LandData, Personnel, Trinket } from '@idle/contracts';
import {
  formatNumber,
  landLevelBonuses,
  personnelEffectPercent,
  rarityName,
  TIMINGS,
  TRINKET_FRAGMENTS_ITEM,
  TRINKET_MAX_TIER,
  TRINKET_MIN_RARITY,
  trinketDropPlan,
  trinketTierPlan,
  trinketTypeName,
} from '@idle/game-rules';
import { $items } from '@idle/state';
import {
  calculate,
  Calculator,
  CalculatorFigures,
  CalculatorInputs,
  CalculatorNote,
  CalculatorResults,
  SelectField,
  useWholeNumber,
  WholeNumberField,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { durationText, ownedOfNeeded } from './format';
import { useTrinketFigures } from '../api';

/** Extra trinket chance in percent of the base: the land's bonus and the treasure hunter's. */
export function trinketBonusPercent(
  land: LandData | null,
  personnel: readonly Personnel[],
): number {
  const hunter = personnel.find((person) => person.id === 'treasure_hunter');
  const hunterPercent =
    hunter === undefined
      ? 0
      : personnelEffectPercent('treasure_hunter', hunter.level, hunter.rarity);
  return landLevelBonuses(land?.level ?? 0).trinketChancePercent + hunterPercent;
}

/** "Legendary Battling trinket, tier 4": how a trinket reads in the picker. */
function trinketLabel(trinket: Trinket): string {
  return `${rarityName(trinket.rarity)} ${trinketTypeName(trinket.type)} trinket, tier ${formatNumber(trinket.tier)}`;
}

function TierCosts({ trinket }: { trinket: Trinket | undefined }) {
  const rarity = useWholeNumber(trinket?.rarity ?? TRINKET_MIN_RARITY);
  const fromTier = useWholeNumber(trinket?.tier ?? 1);
  const toTier = useWholeNumber(Math.min(TRINKET_MAX_TIER, (trinket?.tier ?? 1) + 1));
  const fragments = useStore($items, { keys: [TRINKET_FRAGMENTS_ITEM] })[TRINKET_FRAGMENTS_ITEM];
  const outcome = calculate(() => trinketTierPlan(fromTier.value, toTier.value, rarity.value));
  return (
    <>
      <CalculatorInputs>
        <WholeNumberField label="Rarity" field={rarity} maxLength={1} />
        <WholeNumberField label="Current tier" field={fromTier} maxLength={2} />
        <WholeNumberField label="Target tier" field={toTier} maxLength={2} />
      </CalculatorInputs>
      <CalculatorResults
        outcome={outcome}
        figures={(needed) => [
          { label: 'Trinket fragments', value: ownedOfNeeded(fragments ?? 0, needed) },
        ]}
      />
    </>
  );
}

function TierPlanner({ trinkets }: { trinkets: readonly Trinket[] }) {
  const [chosenId, setChosenId] = useState(trinkets[0]?.id);
  const trinket = trinkets.find((each) => each.id === chosenId);
  return (
    <Calculator>
      <h4>Tier costs</h4>
      {trinket === undefined ? (
        <CalculatorNote>You have no trinket yet.</CalculatorNote>
      ) : (
        <CalculatorInputs>
          <SelectField
            label="Your trinket"
            value={String(trinket.id)}
            choices={trinkets.map((each) => ({
              value: String(each.id),
              label: trinketLabel(each),
            }))}
            onChange={(value) => {
              setChosenId(Number(value));
            }}
          />
        </CalculatorInputs>
      )}
      {/* A new trinket starts the fields again from its own rarity and tier. */}
      <TierCosts key={trinket?.id ?? 'none'} trinket={trinket} />
    </Calculator>
  );
}

function DropWait({ bonusPercent }: { bonusPercent: number }) {
  const delay = useWholeNumber(TIMINGS.DEFAULT_ACTION_DELAY);
  const outcome = calculate(() => trinketDropPlan(bonusPercent, delay.value));
  return (
    <Calculator>
      <h4>Time to a trinket</h4>
      <CalculatorNote>
        Your land and treasure hunter raise the drop chance by {formatNumber(bonusPercent)}%.
      </CalculatorNote>
      <CalculatorInputs>
        <WholeNumberField label="Action delay (ms)" field={delay} maxLength={6} />
      </CalculatorInputs>
      <CalculatorResults
        outcome={outcome}
        figures={(plan) => [
          {
            label: 'Chance per action',
            value: `1 in ${formatNumber(Math.round(1 / plan.chancePerAction))}`,
          },
          { label: 'Expected actions', value: formatNumber(Math.round(plan.expectedActions)) },
          { label: 'Expected time', value: durationText(plan.expectedMs) },
        ]}
      />
    </Calculator>
  );
}

export function TrinketsCalculator() {
  const figures = useTrinketFigures();
  return (
    <CalculatorFigures load={figures.state} onRetry={figures.reload}>
      {({ trinkets, land, personnel }) => (
        <Calculator>
          <TierPlanner trinkets={trinkets} />
          <DropWait bonusPercent={trinketBonusPercent(land, personnel)} />
        </Calculator>
      )}
    </CalculatorFigures>
  );
}
