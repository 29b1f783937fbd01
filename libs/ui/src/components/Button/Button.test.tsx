import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a real button that does not submit forms by default', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => {
      event.preventDefault();
    });
    const form = document.createElement('form');
    form.addEventListener('submit', onSubmit);
    document.body.append(form);
    render(<Button onClick={onClick}>Start</Button>, { container: form });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    form.remove();
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} disabled>
        Start
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('marks a button that starts an action, for its phone height, and no other', () => {
    render(
      <>
        <Button action>Start Mining</Button>
        <Button>Cancel</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Start Mining' })).toHaveAttribute('data-action');
    expect(screen.getByRole('button', { name: 'Cancel' })).not.toHaveAttribute('data-action');
  });
});
