import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { CHAT_HISTORY_SIZE_ERROR } from '@idle/game-rules';
import { $notifications } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $chatHistorySize, $chatSize } from '../chat/device-settings';
import { NO_SUCH_PLAYER_TEXT, resetChatDeviceSettings } from '../chat/fixtures';
import {
  CHAT_SETTINGS_LOAD_FAILED_TEXT,
  CHAT_SETTINGS_LOADING_TEXT,
  ChatSettingsPage,
  ENTER_USERNAME_TEXT,
  HISTORY_SIZE_CHANGED_TEXT,
  ignoredText,
  NO_IGNORED_PLAYERS_TEXT,
  unignoredText,
} from './ChatSettingsPage';
import { chatSettingsApiAnswers, sampleChatSettings } from './fixtures';

let fetch: FakeFetch;
/** What the request layer notified (server refusals). */
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({ ...chatSettingsApiAnswers(), ...answers });
}

/** The calls sent besides loading the settings. */
function sent(): Record<string, string>[] {
  return fetch.calls.filter((call) => call.mod !== 'getChatSettings').map((call) => call.params);
}

function shown(): [string, string][] {
  return $notifications.get().map((entry) => [entry.kind, entry.text]);
}

/** Each ignored player as "name -> profile link". */
function ignoredList(): string[] {
  const list = screen.queryByRole('list', { name: 'Ignored players' });
  if (list === null) return [];
  return within(list)
    .getAllByRole('link')
    .map((link) => `${link.textContent} -> ${link.getAttribute('href')}`);
}

function renderPage(): void {
  render(
    <MemoryRouter>
      <ChatSettingsPage />
    </MemoryRouter>,
  );
}

async function renderLoaded(): Promise<void> {
  renderPage();
  await screen.findByRole('checkbox', { name: /Mask profanity/ });
}

const usernameBox = () => screen.getByRole('textbox', { name: 'Username' });
const historyBox = () => screen.getByRole('textbox', { name: 'Messages kept per channel' });
const sizeShown = () => screen.getByRole('status', { name: 'Chat window size' }).textContent;

beforeEach(() => {
  resetChatDeviceSettings();
  resetAll();
  refusals = [];
  bus.on('notify', onNotify);
  answering();
  loadState();
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  configureApi();
  resetChatDeviceSettings();
  resetAll();
});

describe('ChatSettingsPage states', () => {
  it('shows loading while the settings load, having asked for them, with the device sizes', () => {
    answering({ 'preferences.php?mod=getChatSettings': answerNever });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Chat Settings', level: 2 })).toBeVisible();
    expect(screen.getByText(CHAT_SETTINGS_LOADING_TEXT)).toBeVisible();
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'preferences.php',
      params: { mod: 'getChatSettings' },
    });
    // The sizes are the device's: usable without the server.
    expect(sizeShown()).toBe('15');
    expect(historyBox()).toHaveValue('100');
  });

  it('says its own sentence with Retry after a refusal, and loads on Retry', async () => {
    let fail = true;
    answering({
      'preferences.php?mod=getChatSettings': () =>
        fail ? { error: 'Preferences are unavailable.' } : sampleChatSettings(),
    });
    renderPage();
    expect(await screen.findByText(CHAT_SETTINGS_LOAD_FAILED_TEXT)).toBeVisible();
    expect(refusals).toEqual([{ kind: 'error', text: 'Preferences are unavailable.' }]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Ignored players' })).toBeVisible();
  });

  it('lists each ignored player with a link to their profile and a Remove button', async () => {
    await renderLoaded();
    expect(ignoredList()).toEqual([
      'SpamKing -> /player_profile/512',
      'Ore_Baron -> /player_profile/77',
    ]);
    expect(screen.getByRole('button', { name: 'Remove SpamKing' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove Ore_Baron' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Mask profanity/ })).toBeChecked();
  });

  it('says when nobody is ignored', async () => {
    answering({
      'preferences.php?mod=getChatSettings': sampleChatSettings({
        ignored: [],
        profanityFilter: false,
      }),
    });
    await renderLoaded();
    expect(screen.getByText(NO_IGNORED_PLAYERS_TEXT)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Ignored players' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Mask profanity/ })).not.toBeChecked();
  });
});

describe('the ignore list', () => {
  it('adds a player by name: the server answer joins the list and the box empties', async () => {
    await renderLoaded();
    await userEvent.type(usernameBox(), '  LUMBERJACK7 ');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(ignoredList()).toContain('lumberjack7 -> /player_profile/408');
    });
    expect(sent()).toEqual([{ mod: 'addIgnore', username: 'LUMBERJACK7' }]);
    expect(fetch.calls.at(-1)).toMatchObject({ method: 'POST', path: 'preferences.php' });
    expect(ignoredList()).toHaveLength(3);
    expect(usernameBox()).toHaveValue('');
    expect(shown()).toEqual([['success', ignoredText('lumberjack7')]]);
  });

  it('adds with Enter in the box', async () => {
    await renderLoaded();
    await userEvent.type(usernameBox(), 'lumberjack7{Enter}');
    await waitFor(() => {
      expect(ignoredList()).toHaveLength(3);
    });
  });

  it('keeps a player already ignored once', async () => {
    await renderLoaded();
    await userEvent.type(usernameBox(), 'spamking{Enter}');
    await waitFor(() => {
      expect(sent()).toHaveLength(1);
    });
    await waitFor(() => {
      expect(usernameBox()).toHaveValue('');
    });
    expect(ignoredList()).toEqual([
      'Ore_Baron -> /player_profile/77',
      'SpamKing -> /player_profile/512',
    ]);
  });

  it('refuses an empty name without asking the server; the list is unchanged', async () => {
    await renderLoaded();
    await userEvent.type(usernameBox(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(usernameBox()).toHaveAccessibleDescription(ENTER_USERNAME_TEXT);
    expect(sent()).toEqual([]);
    expect(ignoredList()).toHaveLength(2);
  });

  it('shows the server refusal of an unknown player; the list and the box are unchanged', async () => {
    await renderLoaded();
    await userEvent.type(usernameBox(), 'Nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: NO_SUCH_PLAYER_TEXT }]);
    });
    // Notified once, not repeated beside the box.
    expect(screen.queryByText(NO_SUCH_PLAYER_TEXT)).toBeNull();
    expect(ignoredList()).toEqual([
      'SpamKing -> /player_profile/512',
      'Ore_Baron -> /player_profile/77',
    ]);
    expect(usernameBox()).toHaveValue('Nobody');
    expect(refusals).toEqual([{ kind: 'error', text: NO_SUCH_PLAYER_TEXT }]);
    expect(shown()).toEqual([]);
  });

  it('removes a player by id', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Remove SpamKing' }));
    await waitFor(() => {
      expect(ignoredList()).toEqual(['Ore_Baron -> /player_profile/77']);
    });
    expect(sent()).toEqual([{ mod: 'removeIgnore', id: '512' }]);
    expect(shown()).toEqual([['success', unignoredText('SpamKing')]]);
  });

  it('shows the empty text once the last player is removed', async () => {
    answering({
      'preferences.php?mod=getChatSettings': sampleChatSettings({
        ignored: [{ userid: 77, username: 'Ore_Baron' }],
      }),
    });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ore_Baron' }));
    expect(await screen.findByText(NO_IGNORED_PLAYERS_TEXT)).toBeVisible();
  });

  it('keeps the player when the server refuses the removal', async () => {
    answering({ 'preferences.php?mod=removeIgnore': { error: 'Try again later.' } });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Remove SpamKing' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'Try again later.' }]);
    });
    expect(screen.queryByText('Try again later.')).toBeNull();
    expect(ignoredList()).toEqual([
      'SpamKing -> /player_profile/512',
      'Ore_Baron -> /player_profile/77',
    ]);
  });
});

describe('the profanity filter', () => {
  it('switches off and on through the server', async () => {
    await renderLoaded();
    const box = screen.getByRole('checkbox', { name: /Mask profanity/ });
    await userEvent.click(box);
    await waitFor(() => {
      expect(box).not.toBeChecked();
    });
    await waitFor(() => {
      expect(box).toBeEnabled();
    });
    await userEvent.click(box);
    await waitFor(() => {
      expect(box).toBeChecked();
    });
    expect(sent()).toEqual([
      { mod: 'setProfanityFilter', enabled: '0' },
      { mod: 'setProfanityFilter', enabled: '1' },
    ]);
  });

  it('stays as it was when the server refuses, the refusal notified once', async () => {
    answering({ 'preferences.php?mod=setProfanityFilter': { error: 'Not now.' } });
    await renderLoaded();
    const box = screen.getByRole('checkbox', { name: /Mask profanity/ });
    await userEvent.click(box);
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'Not now.' }]);
    });
    expect(screen.queryByText('Not now.')).toBeNull();
    expect(box).toBeChecked();
  });
});

describe('the chat window size', () => {
  it('grows and shrinks one step at a time and is stored on the device', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Larger chat window' }));
    expect(sizeShown()).toBe('16');
    expect($chatSize.get()).toBe(16);
    expect(localStorage.getItem('idle:chat-size')).toBe('16');
    await userEvent.click(screen.getByRole('button', { name: 'Smaller chat window' }));
    await userEvent.click(screen.getByRole('button', { name: 'Smaller chat window' }));
    expect(sizeShown()).toBe('14');
    expect(localStorage.getItem('idle:chat-size')).toBe('14');
  });

  it('stops at 0 and at 50', async () => {
    $chatSize.set(1);
    await renderLoaded();
    const smaller = screen.getByRole('button', { name: 'Smaller chat window' });
    await userEvent.click(smaller);
    expect(sizeShown()).toBe('0');
    expect(smaller).toBeDisabled();
    await userEvent.click(smaller);
    expect($chatSize.get()).toBe(0);

    $chatSize.set(49);
    const larger = screen.getByRole('button', { name: 'Larger chat window' });
    await userEvent.click(larger);
    expect(sizeShown()).toBe('50');
    expect(larger).toBeDisabled();
    await userEvent.click(larger);
    expect($chatSize.get()).toBe(50);
  });
});

describe('the chat history size', () => {
  it('changes to a value from 20 to 300 and stores it on the device', async () => {
    await renderLoaded();
    for (const value of ['20', '300', '150']) {
      await userEvent.clear(historyBox());
      await userEvent.type(historyBox(), value);
      await userEvent.click(screen.getByRole('button', { name: 'Change' }));
      expect($chatHistorySize.get()).toBe(Number(value));
      expect(localStorage.getItem('idle:chat-history-size')).toBe(value);
    }
    expect(historyBox()).not.toHaveAccessibleDescription();
    expect(shown().at(-1)).toEqual(['success', HISTORY_SIZE_CHANGED_TEXT]);
  });

  it('accepts at most 3 characters in the box', async () => {
    await renderLoaded();
    expect(historyBox()).toHaveAttribute('maxLength', '3');
    await userEvent.clear(historyBox());
    await userEvent.type(historyBox(), '12345');
    expect(historyBox()).toHaveValue('123');
  });

  it.each(['19', '301', '0', '', 'abc', '2.5', '-20'])(
    'refuses %j with the spec error and keeps the size',
    async (input) => {
      await renderLoaded();
      await userEvent.clear(historyBox());
      if (input !== '') await userEvent.type(historyBox(), input);
      await userEvent.click(screen.getByRole('button', { name: 'Change' }));
      expect(historyBox()).toHaveAccessibleDescription(CHAT_HISTORY_SIZE_ERROR);
      expect($chatHistorySize.get()).toBe(100);
      expect(localStorage.getItem('idle:chat-history-size')).toBeNull();
      expect(shown()).toEqual([]);
    },
  );
});
