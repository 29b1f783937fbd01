import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { PASSWORD_CHANGED_TEXT, USERNAME_CHANGED_TEXT } from '@idle/game-rules';
import { $items, $notifications, $player } from '@idle/state';
import {
  answerNever,
  type FakeAnswers,
  type FakeRequest,
  loadState,
  resetAll,
  useFakeApi,
} from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectErrors } from '../info/testing';
import {
  ENTER_CURRENT_PASSWORD_TEXT,
  ENTER_PASSWORD_TEXT,
  PASSWORD_TOO_SHORT_TEXT,
  PASSWORDS_DIFFER_TEXT,
  SAME_USERNAME_TEXT,
  USERNAME_CHARACTERS_TEXT,
  USERNAME_CREDITS_TEXT,
  USERNAME_LENGTH_TEXT,
} from './account-rules';
import { $compactMode } from './compact-mode';
import { COMPACT_MODE_HINT } from './CompactModeToggle';
import { NO_EMAIL_TEXT, PREFERENCES_FAILED_TEXT, PreferencesPage } from './PreferencesPage';

let notices: ReturnType<typeof collectErrors>;

/** The sample player (Hero_1) with 120 credits, enough for a username change. */
function loadRichPlayer() {
  loadState();
  $items.setKey('credits', 120);
}

function successTexts(): string[] {
  return $notifications
    .get()
    .filter((notification) => notification.kind === 'success')
    .map((notification) => notification.text);
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function renderPage(answers: FakeAnswers = {}) {
  const fetch = useFakeApi({
    'preferences.php?mod=getPreferences': { email: 'hero@idle.test' },
    ...answers,
  });
  render(<PreferencesPage />);
  return fetch;
}

/** The calls other than the email's. */
function changes(fetch: { calls: FakeRequest[] }) {
  return fetch.calls.filter((call) => call.mod !== 'getPreferences');
}

async function fillUsernameForm(name: string, password: string) {
  const form = section('Change Username');
  if (name !== '') await userEvent.type(within(form).getByLabelText('New username'), name);
  if (password !== '')
    await userEvent.type(within(form).getByLabelText('Current password'), password);
}

async function fillPasswordForm(old: string, first: string, second: string) {
  const form = section('Change Password');
  if (old !== '') await userEvent.type(within(form).getByLabelText('Current password'), old);
  if (first !== '') await userEvent.type(within(form).getByLabelText('New password'), first);
  if (second !== '')
    await userEvent.type(within(form).getByLabelText('New password again'), second);
}

beforeEach(() => {
  resetAll();
  notices = collectErrors();
});

afterEach(() => {
  notices.stop();
  cleanup();
  configureApi();
  resetAll();
});

describe('PreferencesPage: email', () => {
  it('shows a loading state while the email is on its way', () => {
    loadState();
    renderPage({ 'preferences.php?mod=getPreferences': answerNever });
    expect(within(section('Email')).getByRole('status')).toHaveTextContent('Loading your email...');
  });

  it('asks for the preferences and shows the email', async () => {
    loadState();
    const fetch = renderPage();
    expect(await within(section('Email')).findByText('hero@idle.test')).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'preferences.php',
      params: { mod: 'getPreferences' },
    });
  });

  it('leaves the API keys section to the premium and chat remote', () => {
    loadState();
    const { container } = render(<PreferencesPage />);
    expect(container.querySelector('[data-slot="apiKeysSection"]')).toHaveAttribute(
      'data-remote',
      'mfe-premium-chat',
    );
  });

  it('says when no email is linked', async () => {
    loadState();
    renderPage({ 'preferences.php?mod=getPreferences': { email: null } });
    expect(await within(section('Email')).findByText(NO_EMAIL_TEXT)).toBeInTheDocument();
  });

  it('shows a failure with Retry, the forms still usable, and loads again on Retry', async () => {
    loadState();
    let fail = true;
    const fetch = renderPage({
      'preferences.php?mod=getPreferences': () =>
        fail ? new Response('', { status: 500 }) : { email: 'hero@idle.test' },
    });
    const email = section('Email');
    expect(await within(email).findByRole('alert')).toHaveTextContent(PREFERENCES_FAILED_TEXT);
    expect(within(section('Change Username')).getByLabelText('New username')).toBeEnabled();
    fail = false;
    await userEvent.click(within(email).getByRole('button', { name: 'Retry' }));
    expect(await within(email).findByText('hero@idle.test')).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(2);
  });
});

describe('PreferencesPage: change username', () => {
  it('has labelled inputs with autocomplete, the password hidden, and says the cost', async () => {
    loadRichPlayer();
    renderPage();
    const form = section('Change Username');
    expect(within(form).getByLabelText('New username')).toHaveAttribute('autocomplete', 'username');
    const password = within(form).getByLabelText('Current password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(
      within(form).getByText('Changing your username costs 50 credits. You have 120 credits.'),
    ).toBeInTheDocument();
    await screen.findByText('hero@idle.test');
  });

  it('changes the username: the call, the player renamed, 50 credits spent, the text, the form cleared', async () => {
    loadRichPlayer();
    const fetch = renderPage({ 'preferences.php?mod=changeUsername': { username: 'New_Hero' } });
    await fillUsernameForm('  New_Hero ', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Change Username' }));

    await waitFor(() => {
      expect(successTexts()).toEqual([USERNAME_CHANGED_TEXT]);
    });
    expect(changes(fetch)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'preferences.php',
        params: { mod: 'changeUsername', newUsername: 'New_Hero', password: 'secret-pass' },
      }),
    ]);
    expect($player.get()?.username).toBe('New_Hero');
    expect($items.get().credits).toBe(70);
    const form = section('Change Username');
    expect(within(form).getByLabelText('New username')).toHaveValue('');
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
    expect(within(form).getByText(/You have 70 credits\./)).toBeInTheDocument();
  });

  it('disables the button while the change is in flight, so it is sent once', async () => {
    loadRichPlayer();
    let answer: (value: unknown) => void = () => undefined;
    const fetch = renderPage({
      'preferences.php?mod=changeUsername': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await fillUsernameForm('New_Hero', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Change Username' }));
    const busy = screen.getByRole('button', { name: 'Changing...' });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    expect(changes(fetch)).toHaveLength(1);
    answer({ username: 'New_Hero' });
    expect(await screen.findByRole('button', { name: 'Change Username' })).toBeEnabled();
    expect($player.get()?.username).toBe('New_Hero');
  });

  it('keeps the stores and the form when the server refuses', async () => {
    loadRichPlayer();
    const fetch = renderPage({
      'preferences.php?mod=changeUsername': { error: 'That username is taken.' },
    });
    await fillUsernameForm('GameMaster', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Change Username' }));
    await waitFor(() => {
      expect(notices.errors).toEqual(['That username is taken.']);
    });
    expect(changes(fetch)).toHaveLength(1);
    expect($player.get()?.username).toBe('Hero_1');
    expect($items.get().credits).toBe(120);
    expect(successTexts()).toEqual([]);
    const form = section('Change Username');
    expect(within(form).getByLabelText('New username')).toHaveValue('GameMaster');
    expect(within(form).getByLabelText('Current password')).toHaveValue('secret-pass');
    expect(within(form).getByRole('button', { name: 'Change Username' })).toBeEnabled();
  });

  it.each([
    ['ab', USERNAME_LENGTH_TEXT],
    ['bad name!', USERNAME_CHARACTERS_TEXT],
    ['Hero_1', SAME_USERNAME_TEXT],
  ])('refuses the name %j before sending: %s', async (name, text) => {
    loadRichPlayer();
    const fetch = renderPage();
    const form = section('Change Username');
    await fillUsernameForm(name, 'secret-pass');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Username' }));
    expect(within(form).getByText(text)).toBeInTheDocument();
    expect(within(form).getByLabelText('New username')).toHaveAttribute('aria-invalid', 'true');
    expect(changes(fetch)).toEqual([]);
    expect($items.get().credits).toBe(120);
  });

  it('asks for the password before sending', async () => {
    loadRichPlayer();
    const fetch = renderPage();
    await fillUsernameForm('New_Hero', '');
    await userEvent.click(screen.getByRole('button', { name: 'Change Username' }));
    expect(within(section('Change Username')).getByText(ENTER_PASSWORD_TEXT)).toBeInTheDocument();
    expect(changes(fetch)).toEqual([]);
  });

  it('refuses without 50 credits, before sending', async () => {
    loadState(); // Hero_1 has 40 credits.
    const fetch = renderPage();
    await fillUsernameForm('New_Hero', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Change Username' }));
    expect(within(section('Change Username')).getByRole('alert')).toHaveTextContent(
      USERNAME_CREDITS_TEXT,
    );
    expect(changes(fetch)).toEqual([]);
    expect($items.get().credits).toBe(40);
    expect($player.get()?.username).toBe('Hero_1');
  });
});

describe('PreferencesPage: change password', () => {
  it('has labelled password inputs with autocomplete', async () => {
    loadState();
    renderPage();
    const form = section('Change Password');
    const fields: [string, string][] = [
      ['Current password', 'current-password'],
      ['New password', 'new-password'],
      ['New password again', 'new-password'],
    ];
    for (const [label, autocomplete] of fields) {
      const input = within(form).getByLabelText(label);
      expect(input).toHaveAttribute('type', 'password');
      expect(input).toHaveAttribute('autocomplete', autocomplete);
    }
    await screen.findByText('hero@idle.test');
  });

  it('changes the password: the call, the text, the form cleared', async () => {
    loadState();
    const fetch = renderPage({ 'preferences.php?mod=changePassword': true });
    await fillPasswordForm('old-secret', 'new-secret-1', 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => {
      expect(successTexts()).toEqual([PASSWORD_CHANGED_TEXT]);
    });
    expect(changes(fetch)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'preferences.php',
        params: {
          mod: 'changePassword',
          oldPassword: 'old-secret',
          newPassword1: 'new-secret-1',
          newPassword2: 'new-secret-1',
        },
      }),
    ]);
    const form = section('Change Password');
    for (const label of ['Current password', 'New password', 'New password again']) {
      expect(within(form).getByLabelText(label)).toHaveValue('');
    }
  });

  it('disables the button while the change is in flight', async () => {
    loadState();
    let answer: (value: unknown) => void = () => undefined;
    const fetch = renderPage({
      'preferences.php?mod=changePassword': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await fillPasswordForm('old-secret', 'new-secret-1', 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByRole('button', { name: 'Changing...' })).toBeDisabled();
    answer(true);
    expect(await screen.findByRole('button', { name: 'Change Password' })).toBeEnabled();
    expect(changes(fetch)).toHaveLength(1);
  });

  it('keeps the form when the server refuses', async () => {
    loadState();
    renderPage({
      'preferences.php?mod=changePassword': { error: 'Your current password is not correct.' },
    });
    await fillPasswordForm('wrong-old', 'new-secret-1', 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => {
      expect(notices.errors).toEqual(['Your current password is not correct.']);
    });
    expect(successTexts()).toEqual([]);
    const form = section('Change Password');
    expect(within(form).getByLabelText('Current password')).toHaveValue('wrong-old');
    expect(within(form).getByLabelText('New password')).toHaveValue('new-secret-1');
    expect(within(form).getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });

  it('checks the fields before sending: current password, 8 characters, the same twice', async () => {
    loadState();
    const fetch = renderPage();
    const form = section('Change Password');
    await fillPasswordForm('', 'short', 'other');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(within(form).getByText(ENTER_CURRENT_PASSWORD_TEXT)).toBeInTheDocument();
    expect(within(form).getByText(PASSWORD_TOO_SHORT_TEXT)).toBeInTheDocument();
    expect(within(form).getByText(PASSWORDS_DIFFER_TEXT)).toBeInTheDocument();
    expect(changes(fetch)).toEqual([]);

    // Eight characters typed twice differently: only the mismatch is left.
    await userEvent.type(within(form).getByLabelText('Current password'), 'old-secret');
    await userEvent.type(within(form).getByLabelText('New password'), 'abc');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(within(form).queryByText(ENTER_CURRENT_PASSWORD_TEXT)).toBeNull();
    expect(within(form).queryByText(PASSWORD_TOO_SHORT_TEXT)).toBeNull();
    expect(within(form).getByText(PASSWORDS_DIFFER_TEXT)).toBeInTheDocument();
    expect(changes(fetch)).toEqual([]);
  });
});

describe('PreferencesPage: display', () => {
  it('switches compact mode on this device, saying what it does', async () => {
    $compactMode.set(false);
    renderPage();
    const display = section('Display');
    const toggle = within(display).getByRole('checkbox', { name: 'Compact mode' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(COMPACT_MODE_HINT);
    await userEvent.click(toggle);
    expect($compactMode.get()).toBe(true);
    expect(localStorage.getItem('idle:compactMode')).toBe('true');
    await userEvent.click(toggle);
    expect($compactMode.get()).toBe(false);
  });
});
