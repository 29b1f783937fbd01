import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('is labelled, reports changes and respects maxLength', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextInput label="Username" maxLength={4} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await user.type(input, 'Arthur');
    expect(input).toHaveValue('Arth');
    expect(onChange).toHaveBeenLastCalledWith('Arth');
  });

  it('keeps the label for assistive technology when hidden and describes the hint', () => {
    render(<TextInput label="Search" hideLabel hint="Item name" />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveAccessibleDescription(
      'Item name',
    );
  });
});
