/** Gold and credits to take a person of the land to a bonus tier and a rarity. */
import type { Personnel } from '@idle/contracts';
import {
  formatNumber,
  PERSONNEL_BONUS_TIER_LEVELS,
  personnelInvestment,
  personnelTierLevel,
  rarityName,
} from '@idle/game-rules';
import {
  calculate,
  Calculator,
  CalculatorInputs,
  CalculatorNote,
  CalculatorResults,
  SelectField,
  useWholeNumber,
  WholeNumberField,
} from '@idle/ui';
import { useState } from 'react';
import { PlotFigures } from './PlotFigures';

export const NO_PERSONNEL_TEXT = 'You do not own land yet, so you have no personnel.';

const TIER_CHOICES = PERSONNEL_BONUS_TIER_LEVELS.map((level, index) => ({
  value: String(index + 1),
  label: `Tier ${String(index + 1)} (level ${String(level)})`,
}));

/** The first tier above the person's: the natural next goal (the top tier once reached). */
function nextTier(person: Personnel): number {
  return Math.min(PERSONNEL_BONUS_TIER_LEVELS.length, person.stage + 1);
}

function PersonPlanner({ person }: { person: Personnel }) {
  const [tier, setTier] = useState(nextTier(person));
  const rarity = useWholeNumber(person.rarity);
  const outcome = calculate(() =>
    personnelInvestment(
      person.id,
      { level: person.level, rarity: person.rarity },
      { level: Math.max(person.level, personnelTierLevel(tier)), rarity: rarity.value },
    ),
  );
  return (
    <>
      <CalculatorNote>
        Your {person.name.toLowerCase()} is level {formatNumber(person.level)},{' '}
        {rarityName(person.rarity)}.
      </CalculatorNote>
      <CalculatorInputs>
        <SelectField
          label="Target tier"
          value={String(tier)}
          choices={TIER_CHOICES}
          onChange={(value) => {
            setTier(Number(value));
          }}
        />
        <WholeNumberField label="Target rarity" field={rarity} maxLength={1} />
      </CalculatorInputs>
      <CalculatorResults
        outcome={outcome}
        figures={(plan) => [
          { label: 'Gold', value: formatNumber(plan.gold) },
          { label: 'Credits', value: formatNumber(plan.credits) },
          { label: 'Bonus then', value: `${formatNumber(plan.bonusPercent)}%` },
        ]}
      />
    </>
  );
}

function PersonnelInvestment({ personnel }: { personnel: readonly Personnel[] }) {
  const [kind, setKind] = useState(personnel[0]?.id);
  const person = personnel.find((each) => each.id === kind);
  return (
    <Calculator>
      <CalculatorInputs>
        <SelectField
          label="Person"
          value={kind ?? ''}
          choices={personnel.map((each) => ({ value: each.id, label: each.name }))}
          onChange={(value) => {
            setKind(personnel.find((each) => each.id === value)?.id);
          }}
        />
      </CalculatorInputs>
      {person !== undefined && <PersonPlanner key={person.id} person={person} />}
    </Calculator>
  );
}

export function PersonnelCalculator() {
  return (
    <PlotFigures noPlotText={NO_PERSONNEL_TEXT}>
      {(_land, personnel) => <PersonnelInvestment personnel={personnel} />}
    </PlotFigures>
  );
}
