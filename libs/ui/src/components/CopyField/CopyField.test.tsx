import { $notifications } from '@idle/state';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyField } from './CopyField';

const originalClipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');

function clipboardWriting(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(window.navigator, 'clipboard', {
    value: { writeText },
    configurable: true,
  });
}

afterEach(() => {
  if (originalClipboard) Object.defineProperty(window.navigator, 'clipboard', originalClipboard);
  else Reflect.deleteProperty(window.navigator, 'clipboard');
  $notifications.set([]);
});

const field = (
  <CopyField
    label="Your referral link"
    value="https://game.example/?ref=7"
    copiedText="Link copied."
    notCopiedText="Copy the selected link by hand."
  >
    <button type="button">Done</button>
  </CopyField>
);

describe('CopyField', () => {
  it('shows the value read-only under its label, with Copy and the buttons given', () => {
    render(field);
    const box = screen.getByLabelText('Your referral link');
    expect(box).toHaveValue('https://game.example/?ref=7');
    expect(box).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('copies the value and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    clipboardWriting(writeText);
    render(field);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('https://game.example/?ref=7');
    expect($notifications.get().map((note) => note.text)).toEqual(['Link copied.']);
  });

  it('leaves the value selected and says so when the clipboard is refused', async () => {
    clipboardWriting(() => Promise.reject(new Error('denied')));
    render(field);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
      await Promise.resolve();
    });
    const box = screen.getByLabelText<HTMLInputElement>('Your referral link');
    expect(box.selectionStart).toBe(0);
    expect(box.selectionEnd).toBe('https://game.example/?ref=7'.length);
    expect($notifications.get().map((note) => note.text)).toEqual([
      'Copy the selected link by hand.',
    ]);
  });
});
