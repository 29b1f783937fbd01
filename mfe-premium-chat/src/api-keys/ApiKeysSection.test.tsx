import '@testing-library/jest-dom/vitest';
import { API_KEYS_PER_PLAYER, type BusEvents, PUBLIC_API_DOCS_PATH } from '@idle/contracts';
import { bus } from '@idle/events';
import { $notifications } from '@idle/state';
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
import {
  API_KEYS_FAILED_TEXT,
  API_KEYS_FULL_TEXT,
  API_KEY_REVOKED_TEXT,
  ApiKeysSection,
  CHOOSE_SCOPE_TEXT,
  ENTER_KEY_NAME_TEXT,
  NEW_KEY_SHOWN_ONCE_TEXT,
  NO_API_KEYS_TEXT,
} from './ApiKeysSection';
import { SAMPLE_API_KEYS, SAMPLE_CREATED_KEY, sampleApiKey } from './api-keys-fixtures';

/** The refusals the request layer sends on the bus, in order. */
let refusals: string[];
const onNotify = (event: BusEvents['notify']) => {
  if (event.kind === 'error') refusals.push(event.text);
};

beforeEach(() => {
  loadState();
  refusals = [];
  bus.on('notify', onNotify);
});
afterEach(() => {
  bus.off('notify', onNotify);
  cleanup();
  resetAll();
});

function renderSection(answers: FakeAnswers) {
  const fetch = useFakeApi(answers);
  render(<ApiKeysSection />);
  return fetch;
}

const section = () => screen.getByRole('region', { name: 'API Keys' });
const changes = (calls: FakeRequest[]) => calls.filter((call) => call.mod !== 'listApiKeys');

describe('ApiKeysSection', () => {
  it('shows a loading state, then the keys with their prefix, scopes and times', async () => {
    renderSection({ 'preferences.php?mod=listApiKeys': SAMPLE_API_KEYS });
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading your API keys...');
    const table = await within(section()).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Net worth sheet');
    expect(rows[1]).toHaveTextContent('idk_Q3vX9a…');
    expect(rows[1]).toHaveTextContent('Inventory, Market');
    expect(rows[1]).toHaveTextContent('2026-11-22 12:00 UTC');
    expect(rows[2]).toHaveTextContent('Profile, Leaderboards');
    expect(rows[2]).toHaveTextContent('Never');
  });

  it('says when there is no key, and links the API reference', async () => {
    renderSection({ 'preferences.php?mod=listApiKeys': [] });
    expect(await within(section()).findByText(NO_API_KEYS_TEXT)).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      PUBLIC_API_DOCS_PATH,
    );
  });

  it('shows a failure with Retry, and loads again on Retry', async () => {
    let fail = true;
    renderSection({
      'preferences.php?mod=listApiKeys': () =>
        fail ? new Response('', { status: 500 }) : SAMPLE_API_KEYS,
    });
    expect(await within(section()).findByRole('alert')).toHaveTextContent(API_KEYS_FAILED_TEXT);
    fail = false;
    await userEvent.click(within(section()).getByRole('button', { name: 'Retry' }));
    expect(await within(section()).findByText('Net worth sheet')).toBeInTheDocument();
  });

  it('creates a key with its name and scopes, shows it once and lists it', async () => {
    const fetch = renderSection({
      'preferences.php?mod=listApiKeys': [],
      'preferences.php?mod=createApiKey': SAMPLE_CREATED_KEY,
    });
    await within(section()).findByText(NO_API_KEYS_TEXT);
    await userEvent.type(within(section()).getByLabelText('Key name'), '  Market watcher ');
    await userEvent.click(within(section()).getByLabelText('Market'));
    await userEvent.click(within(section()).getByLabelText('Inventory'));
    await userEvent.click(within(section()).getByRole('button', { name: 'Create Key' }));
    const shown = await within(section()).findByDisplayValue(SAMPLE_CREATED_KEY.token);
    expect(shown).toHaveAttribute('readonly');
    expect(within(section()).getByText(NEW_KEY_SHOWN_ONCE_TEXT)).toBeInTheDocument();
    expect(changes(fetch.calls)).toMatchObject([
      {
        method: 'POST',
        params: { mod: 'createApiKey', name: 'Market watcher', scopes: '["inventory","market"]' },
      },
    ]);
    expect(within(section()).getByRole('table')).toHaveTextContent('Market watcher');
    await userEvent.click(within(section()).getByRole('button', { name: 'Done' }));
    expect(within(section()).queryByDisplayValue(SAMPLE_CREATED_KEY.token)).toBeNull();
  });

  it('refuses a key without a name or a scope before anything is sent', async () => {
    const fetch = renderSection({ 'preferences.php?mod=listApiKeys': [] });
    await within(section()).findByText(NO_API_KEYS_TEXT);
    await userEvent.click(within(section()).getByRole('button', { name: 'Create Key' }));
    expect(within(section()).getByText(ENTER_KEY_NAME_TEXT)).toBeInTheDocument();
    expect(within(section()).getByText(CHOOSE_SCOPE_TEXT)).toBeInTheDocument();
    expect(changes(fetch.calls)).toEqual([]);
  });

  it(`closes the form at ${String(API_KEYS_PER_PLAYER)} keys, saying why`, async () => {
    renderSection({
      'preferences.php?mod=listApiKeys': Array.from({ length: API_KEYS_PER_PLAYER }, (_, index) =>
        sampleApiKey(index + 1),
      ),
    });
    expect(await within(section()).findByText(API_KEYS_FULL_TEXT)).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Create Key' })).toBeDisabled();
    expect(within(section()).getByLabelText('Key name')).toBeDisabled();
  });

  it('revokes a key and takes it off the list', async () => {
    const fetch = renderSection({
      'preferences.php?mod=listApiKeys': SAMPLE_API_KEYS,
      'preferences.php?mod=revokeApiKey': true,
    });
    await userEvent.click(
      await within(section()).findByRole('button', { name: 'Revoke Net worth sheet' }),
    );
    await waitFor(() => {
      expect(within(section()).queryByText('Net worth sheet')).toBeNull();
    });
    expect(within(section()).getByText('Clan bot')).toBeInTheDocument();
    expect(changes(fetch.calls)).toMatchObject([
      { method: 'POST', params: { mod: 'revokeApiKey', id: '1' } },
    ]);
    expect($notifications.get().map((notice) => notice.text)).toContain(API_KEY_REVOKED_TEXT);
  });

  it('keeps the list as it was when a revoke is refused', async () => {
    renderSection({
      'preferences.php?mod=listApiKeys': SAMPLE_API_KEYS,
      'preferences.php?mod=revokeApiKey': { error: 'That API key does not exist.' },
    });
    await userEvent.click(
      await within(section()).findByRole('button', { name: 'Revoke Clan bot' }),
    );
    await waitFor(() => {
      expect(refusals).toEqual(['That API key does not exist.']);
    });
    expect(within(section()).getByText('Clan bot')).toBeInTheDocument();
  });

  it('keeps loading while the list never comes', () => {
    renderSection({ 'preferences.php?mod=listApiKeys': answerNever });
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading your API keys...');
  });
});
