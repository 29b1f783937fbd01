import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is labelled, keeps several lines, reports changes and respects maxLength', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextArea label="Message" maxLength={9} onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    await user.type(area, 'Hi{Enter}there all');
    expect(area).toHaveValue('Hi\nthere ');
    expect(onChange).toHaveBeenLastCalledWith('Hi\nthere ');
  });

  it('is marked invalid and described by its hint and error', () => {
    render(<TextArea label="Message" hint="Shown to every player" error="Enter a message." />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area).toBeInvalid();
    expect(area).toHaveAccessibleDescription('Shown to every player Enter a message.');
  });

  it('shows the value it is given', () => {
    render(<TextArea label="Message" value="Welcome" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Welcome');
  });
});
