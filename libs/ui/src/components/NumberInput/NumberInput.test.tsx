import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput, digitsOnly } from './NumberInput';

describe('digitsOnly', () => {
  it('keeps digits, at most maxLength of them', () => {
    expect(digitsOnly('1a2-3.4e5')).toBe('12345');
    expect(digitsOnly('123456', 5)).toBe('12345');
    expect(digitsOnly('abc')).toBe('');
  });
});

describe('NumberInput', () => {
  it('is labelled', () => {
    render(<NumberInput label="Amount" />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('inputmode', 'numeric');
  });

  it('rejects letters and signs as they are typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberInput label="Amount" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '1a2-b.3e');
    expect(input).toHaveValue('123');
    expect(onChange).toHaveBeenLastCalledWith('123');
    expect(onChange.mock.calls.every(([value]) => /^\d*$/.test(String(value)))).toBe(true);
  });

  it('respects maxLength when typing and pasting', async () => {
    const user = userEvent.setup();
    render(<NumberInput label="Amount" maxLength={5} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '1234567');
    expect(input).toHaveValue('12345');
    await user.clear(input);
    await user.paste('9x8y7z6w5v4');
    expect(input).toHaveValue('98765');
    await user.clear(input);
    await user.paste('1,234,567');
    expect(input).toHaveValue('12345');
  });

  it('stays controlled by its parent', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('42');
      return (
        <>
          <NumberInput label="Price" value={value} onChange={setValue} maxLength={15} />
          <output>{value === '' ? 'empty' : value}</output>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    await user.type(input, 'k7');
    expect(input).toHaveValue('427');
    expect(screen.getByRole('status')).toHaveTextContent('427');
    await user.clear(input);
    expect(screen.getByRole('status')).toHaveTextContent('empty');
  });

  it('shows an error and marks the input invalid', () => {
    render(<NumberInput label="Amount" error="Invalid amount." />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid amount.');
  });
});
