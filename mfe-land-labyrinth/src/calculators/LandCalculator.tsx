/** Land level costs from the plot's level to a target, per resource, after the quartermaster. */
import type { LandData, Personnel } from '@idle/contracts';
import {
  formatNumber,
  LAND_MAX_LEVEL,
  landCostsToLevel,
  landLevelName,
  personnelEffectPercent,
} from '@idle/game-rules';
import { $gameData, $items } from '@idle/state';
import {
  calculate,
  Calculator,
  CalculatorInputs,
  CalculatorNote,
  CalculatorResults,
  useWholeNumber,
  WholeNumberField,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { ownedOfNeeded } from './format';
import { PlotFigures } from './PlotFigures';

export const NO_LAND_TEXT = 'You do not own land yet.';

/** The quartermaster's discount on land costs, in percent (0 without one). */
export function quartermasterPercent(personnel: readonly Personnel[]): number {
  const quartermaster = personnel.find((person) => person.id === 'quartermaster_1');
  return quartermaster === undefined
    ? 0
    : personnelEffectPercent('quartermaster_1', quartermaster.level, quartermaster.rarity);
}

function LandCosts({ land, personnel }: { land: LandData; personnel: readonly Personnel[] }) {
  const target = useWholeNumber(Math.min(LAND_MAX_LEVEL, land.level + 1));
  const items = useStore($items);
  const gameData = useStore($gameData);
  const discount = quartermasterPercent(personnel);
  const outcome = calculate(() => landCostsToLevel(land.level, target.value, discount));
  return (
    <Calculator>
      <CalculatorInputs>
        <WholeNumberField label="Target land level" field={target} maxLength={2} />
      </CalculatorInputs>
      <CalculatorNote>
        Your land is level {formatNumber(land.level)} ({landLevelName(land.level)}); the
        quartermaster takes {formatNumber(discount)}% off each upgrade.
      </CalculatorNote>
      <CalculatorResults
        outcome={outcome}
        figures={(lines) =>
          lines.map((line) => ({
            label: gameData?.itemData[line.itemId]?.name ?? line.itemId,
            value: ownedOfNeeded(items[line.itemId] ?? 0, line.amount),
          }))
        }
      />
    </Calculator>
  );
}

export function LandCalculator() {
  return (
    <PlotFigures noPlotText={NO_LAND_TEXT}>
      {(land, personnel) => <LandCosts land={land} personnel={personnel} />}
    </PlotFigures>
  );
}
