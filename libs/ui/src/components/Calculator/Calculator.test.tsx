import { RuleInputError } from '@idle/game-rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  calculate,
  CalculatorFigures,
  CalculatorResults,
  FIGURES_FAILED_TEXT,
  FIGURES_LOADING_TEXT,
} from './Calculator';
import { SelectField, useWholeNumber, WholeNumberField } from './CalculatorFields';

function Doubler() {
  const amount = useWholeNumber(2);
  const outcome = calculate(() => {
    if (Number.isNaN(amount.value)) throw new RuleInputError('Enter the amount.');
    return amount.value * 2;
  });
  return (
    <>
      <WholeNumberField label="Amount" field={amount} maxLength={3} />
      <CalculatorResults
        outcome={outcome}
        figures={(double) => [{ label: 'Twice', value: double }]}
      />
    </>
  );
}

describe('calculator kit', () => {
  it('lists the figures for the inputs, and a refusal in place of them', async () => {
    render(<Doubler />);
    expect(screen.getByText('Twice', { selector: 'dt' }).nextElementSibling).toHaveTextContent('4');
    await userEvent.type(screen.getByLabelText('Amount'), '1x');
    expect(screen.getByLabelText('Amount')).toHaveValue('21');
    expect(screen.getByText('Twice', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '42',
    );
    await userEvent.clear(screen.getByLabelText('Amount'));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the amount.');
    expect(screen.queryByText('Twice')).toBeNull();
  });

  it('lets a bug through rather than showing it as a refusal', () => {
    expect(() =>
      calculate(() => {
        throw new TypeError('bug');
      }),
    ).toThrow('bug');
  });

  it('chooses with a labelled select', async () => {
    function Picker() {
      const [value, setValue] = useState('a');
      return (
        <>
          <SelectField
            label="Letter"
            value={value}
            choices={[
              { value: 'a', label: 'Alpha' },
              { value: 'b', label: 'Beta' },
            ]}
            onChange={setValue}
          />
          <p>Chosen {value}</p>
        </>
      );
    }
    render(<Picker />);
    await userEvent.selectOptions(screen.getByLabelText('Letter'), 'Beta');
    expect(screen.getByText('Chosen b')).toBeInTheDocument();
  });

  it('shows the figures loading, failed with Retry, then the calculator', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <CalculatorFigures load={{ status: 'loading' }} onRetry={onRetry}>
        {(data: number) => <p>Figure {data}</p>}
      </CalculatorFigures>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(FIGURES_LOADING_TEXT);
    rerender(
      <CalculatorFigures load={{ status: 'error', message: 'down' }} onRetry={onRetry}>
        {(data: number) => <p>Figure {data}</p>}
      </CalculatorFigures>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(FIGURES_FAILED_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(
      <CalculatorFigures load={{ status: 'ready', data: 7 }} onRetry={onRetry}>
        {(data: number) => <p>Figure {data}</p>}
      </CalculatorFigures>,
    );
    expect(screen.getByText('Figure 7')).toBeInTheDocument();
  });
});
