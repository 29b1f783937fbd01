import type { Meta, StoryObj } from '@storybook/react';
import {
  calculate,
  Calculator,
  CalculatorInputs,
  CalculatorNote,
  CalculatorResults,
} from './Calculator';
import { SelectField, useWholeNumber, WholeNumberField } from './CalculatorFields';

/** A sample calculator: boxes of a given size to hold some potions. */
function PotionBoxes() {
  const potions = useWholeNumber(25);
  const outcome = calculate(() => ({ boxes: Math.ceil(potions.value / 10) }));
  return (
    <Calculator>
      <CalculatorInputs>
        <SelectField
          label="Box"
          value="10"
          choices={[{ value: '10', label: 'Ten potions' }]}
          onChange={() => undefined}
        />
        <WholeNumberField label="Potions" field={potions} maxLength={4} />
      </CalculatorInputs>
      <CalculatorNote>You own 3 boxes.</CalculatorNote>
      <CalculatorResults
        outcome={outcome}
        figures={(plan) => [{ label: 'Boxes', value: plan.boxes }]}
      />
    </Calculator>
  );
}

/** The parts of a /tools calculator: inputs, a quiet note, results or a refusal. */
const meta = {
  title: 'UI/Calculator',
  component: PotionBoxes,
} satisfies Meta<typeof PotionBoxes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithResults: Story = {};

/** A rule refused the inputs: its sentence stands in place of the results. */
export const Refused: Story = {
  render: () => (
    <Calculator>
      <CalculatorResults
        outcome={{ ok: false, message: 'Enter the target level.' }}
        figures={() => []}
      />
    </Calculator>
  ),
};
