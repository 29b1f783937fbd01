import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { LOGIN_FAILED_TEXT, type BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { resetAll, useFakeApi } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './LoginPage';

let notified: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => notified.push(event);

async function fillIn(username: string, password: string) {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

beforeEach(() => {
  resetAll();
  notified = [];
  bus.on('notify', onNotify);
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  configureApi();
});

describe('LoginPage', () => {
  it('logs in through the request layer and reports success', async () => {
    const fetch = useFakeApi({ 'account.php': { success: true } });
    const onLoggedIn = vi.fn();
    render(<LoginPage notice={null} onLoggedIn={onLoggedIn} />);
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('status')).toBeNull();

    await fillIn('Hero_1', 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => {
      expect(onLoggedIn).toHaveBeenCalledOnce();
    });
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      path: 'account.php',
      params: { mod: 'login', username: 'Hero_1', password: 'correct horse' },
    });
  });

  it('submits with Enter', async () => {
    const fetch = useFakeApi({ 'account.php': { success: true } });
    const onLoggedIn = vi.fn();
    render(<LoginPage notice={null} onLoggedIn={onLoggedIn} />);
    await fillIn('Hero_1', 'correct horse{Enter}');
    await waitFor(() => {
      expect(onLoggedIn).toHaveBeenCalledOnce();
    });
    expect(fetch.calls[0]?.params.mod).toBe('login');
  });

  it('stays on the page after a refusal, which the request layer shows', async () => {
    useFakeApi({ 'account.php': { error: LOGIN_FAILED_TEXT } });
    const onLoggedIn = vi.fn();
    render(<LoginPage notice={null} onLoggedIn={onLoggedIn} />);
    await fillIn('Hero_1', 'wrong password');
    const submit = screen.getByRole('button', { name: 'Log in' });
    await userEvent.click(submit);

    await waitFor(() => {
      expect(notified).toEqual([{ kind: 'error', text: LOGIN_FAILED_TEXT }]);
    });
    expect(onLoggedIn).not.toHaveBeenCalled();
    await waitFor(() => {
      expect(submit).toBeEnabled();
    });
    expect(screen.getByLabelText('Username')).toHaveValue('Hero_1');
  });

  it('disables the submit button while the request is under way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    useFakeApi({
      'account.php': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const onLoggedIn = vi.fn();
    render(<LoginPage notice={null} onLoggedIn={onLoggedIn} />);
    await fillIn('Hero_1', 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    });
    answer({ success: true });
    await waitFor(() => {
      expect(onLoggedIn).toHaveBeenCalledOnce();
    });
  });

  it('toggles to registration, shows the rules, and registers', async () => {
    const fetch = useFakeApi({ 'account.php': { success: true } });
    const onLoggedIn = vi.fn();
    render(<LoginPage notice={null} onLoggedIn={onLoggedIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'New here? Create an account' }));

    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByText('3 to 20 letters, digits or _')).toBeInTheDocument();
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');

    await fillIn('New_Hero', 'a long password');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => {
      expect(onLoggedIn).toHaveBeenCalledOnce();
    });
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      path: 'account.php',
      params: { mod: 'register', username: 'New_Hero', password: 'a long password' },
    });
  });

  it('toggles back to logging in', async () => {
    render(<LoginPage notice={null} onLoggedIn={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'New here? Create an account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Have an account? Log in' }));
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('At least 8 characters')).toBeNull();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows the expired-session notice', () => {
    render(<LoginPage notice="expired" onLoggedIn={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have been logged out. Log in again to continue.',
    );
  });

  it('shows the logged-out notice', () => {
    render(<LoginPage notice="loggedOut" onLoggedIn={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('You have logged out.');
  });
});
