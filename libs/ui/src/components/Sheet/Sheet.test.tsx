import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Sheet } from './Sheet';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Chat
      </button>
      <button type="button">Elsewhere</button>
      <Sheet
        open={open}
        title="Chat"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <label>
          Chat message
          <input value={typed} onChange={(event) => setTyped(event.target.value)} />
        </label>
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  it('is hidden while closed, its content kept', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Still mounted: what it holds keeps its state between openings.
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('opens as a named modal dialog with the focus on its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    const dialog = screen.getByRole('dialog', { name: 'Chat' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Chat' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes from its close button and from the backdrop, not from a click inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    await user.click(screen.getByLabelText('Chat message'));
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    const backdrop = screen.getByRole('dialog').parentElement;
    if (backdrop === null) throw new Error('no backdrop');
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside while open, and what was typed across a close and an opening', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    await user.tab();
    expect(screen.getByLabelText('Chat message')).toHaveFocus();
    await user.keyboard('hello');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByLabelText('Chat message')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    expect(screen.getByLabelText('Chat message')).toHaveValue('hello');
  });
});
