// The premium store and the chat settings on the shared query cache: one request for one key, and
// a change writing its answer into every screen that shows it without asking again.
import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { $notifications } from '@idle/state';
import { loadState, resetAll, useFakeApi } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatSettingsApiAnswers } from '../chat-settings/fixtures';
import { ChatSettingsPage } from '../chat-settings/ChatSettingsPage';
import { premiumApiAnswers, premiumInitialData } from '../premium/fixtures';
import { PremiumPage } from '../premium/PremiumPage';

/** Two places showing the same screen, as a page and a panel beside it would. */
function renderTwice(screenElement: (key: string) => React.ReactElement) {
  render(
    <MemoryRouter>
      <div aria-label="First" role="region">
        {screenElement('first')}
      </div>
      <div aria-label="Second" role="region">
        {screenElement('second')}
      </div>
    </MemoryRouter>,
  );
  return {
    first: within(screen.getByRole('region', { name: 'First' })),
    second: within(screen.getByRole('region', { name: 'Second' })),
  };
}

beforeEach(() => {
  resetAll();
  loadState(premiumInitialData());
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('the premium store', () => {
  it('two open stores ask for it once, and honor tokens used in one show in the other', async () => {
    const fetch = useFakeApi(premiumApiAnswers());
    const { first, second } = renderTwice((key) => <PremiumPage key={key} />);
    await first.findByLabelText('Your nobility');
    await second.findByLabelText('Your nobility');
    expect(fetch.calls.map((call) => call.mod)).toEqual(['loadPremium']);

    await userEvent.click(first.getByRole('button', { name: 'Use honor tokens' }));
    await waitFor(() => {
      expect(second.getByLabelText('Your nobility').textContent).toContain('Honor14');
    });
    expect(first.getByLabelText('Your nobility').textContent).toContain('Honor14');
    expect(fetch.calls.map((call) => call.mod)).toEqual(['loadPremium', 'useHonorTokens']);
  });
});

describe('the chat settings', () => {
  it('a player ignored in one place is listed in the other, with no request but the change', async () => {
    const fetch = useFakeApi(chatSettingsApiAnswers());
    const { first, second } = renderTwice((key) => <ChatSettingsPage key={key} />);
    await first.findByRole('list', { name: 'Ignored players' });
    await second.findByRole('list', { name: 'Ignored players' });

    await userEvent.type(first.getByRole('textbox', { name: 'Username' }), 'lumberjack7');
    await userEvent.click(first.getByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(second.getByRole('link', { name: 'lumberjack7' })).toBeInTheDocument();
    });
    expect($notifications.get().map((entry) => entry.text)).toEqual([
      'You are now ignoring lumberjack7.',
    ]);
    expect(fetch.calls.map((call) => call.mod)).toEqual(['getChatSettings', 'addIgnore']);
  });
});
