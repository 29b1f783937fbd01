import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { NO_REFERRALS_TEXT } from '@idle/game-rules';
import { $notifications } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi } from '@idle/test-fixtures';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectErrors, renderAt } from '../info/testing';
import {
  REFERRAL_LINK_COPIED_TEXT,
  REFERRAL_LINK_NOT_COPIED_TEXT,
  referralLink,
  REFERRALS_FAILED_TEXT,
  ReferralsPage,
} from './ReferralsPage';
import { sampleReferrals } from './fixtures';

let notices: ReturnType<typeof collectErrors>;
const originalClipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');

/** Replaces the clipboard with one whose writeText is `writeText`. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(window.navigator, 'clipboard', {
    configurable: true,
    value: { writeText: spy },
  });
  return spy;
}

function notified(kind: 'success' | 'error'): string[] {
  return $notifications
    .get()
    .filter((notification) => notification.kind === kind)
    .map((notification) => notification.text);
}

beforeEach(() => {
  resetAll();
  loadState();
  notices = collectErrors();
});

afterEach(() => {
  notices.stop();
  cleanup();
  configureApi();
  resetAll();
  if (originalClipboard) Object.defineProperty(window.navigator, 'clipboard', originalClipboard);
  else Reflect.deleteProperty(window.navigator, 'clipboard');
});

describe('ReferralsPage', () => {
  it('shows a loading state while the list is on its way', () => {
    useFakeApi({ 'misc.php?mod=getReferrals': answerNever });
    renderAt(<ReferralsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your referrals...');
  });

  it('asks for the referrals and lists them as links to their profiles', async () => {
    const fetch = useFakeApi({ 'misc.php?mod=getReferrals': sampleReferrals() });
    const { router } = renderAt(<ReferralsPage />);
    const list = await screen.findByRole('list', { name: 'Your referrals' });
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'misc.php',
      params: { mod: 'getReferrals' },
    });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['lumberjack7', '/player_profile/408'],
      ['Miner_Mo', '/player_profile/512'],
    ]);
    await userEvent.click(links[1] as HTMLElement);
    expect(router.state.location.pathname).toBe('/player_profile/512');
  });

  it('says "You do not have any referrals." without any', async () => {
    useFakeApi({ 'misc.php?mod=getReferrals': [] });
    renderAt(<ReferralsPage />);
    expect(await screen.findByText(NO_REFERRALS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a failure with Retry, and loads again on Retry', async () => {
    let fail = true;
    const fetch = useFakeApi({
      'misc.php?mod=getReferrals': () =>
        fail ? { error: 'Referrals are resting.' } : sampleReferrals(),
    });
    renderAt(<ReferralsPage />);
    // The refusal shows once, as the request layer's notification; the page says it in its words.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REFERRALS_FAILED_TEXT);
    expect(alert).not.toHaveTextContent('Referrals are resting.');
    expect(notices.errors).toEqual(['Referrals are resting.']);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Miner_Mo' })).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(2);
  });

  it("shows the player's referral link", async () => {
    useFakeApi({ 'misc.php?mod=getReferrals': [] });
    renderAt(<ReferralsPage />);
    expect(screen.getByLabelText('Your referral link')).toHaveValue(
      `${window.location.origin}/?ref=1`,
    );
    expect(referralLink('https://idle.test', 42)).toBe('https://idle.test/?ref=42');
    await screen.findByText(NO_REFERRALS_TEXT);
  });

  it('copies the referral link and says so', async () => {
    useFakeApi({ 'misc.php?mod=getReferrals': [] });
    renderAt(<ReferralsPage />);
    const writeText = stubClipboard(() => Promise.resolve());
    screen.getByRole('button', { name: 'Copy' }).click();
    await waitFor(() => {
      expect(notified('success')).toEqual([REFERRAL_LINK_COPIED_TEXT]);
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?ref=1`);
  });

  it('says when the link could not be copied, and selects it', async () => {
    useFakeApi({ 'misc.php?mod=getReferrals': [] });
    renderAt(<ReferralsPage />);
    stubClipboard(() => Promise.reject(new Error('denied')));
    screen.getByRole('button', { name: 'Copy' }).click();
    await waitFor(() => {
      expect(notified('error')).toEqual([REFERRAL_LINK_NOT_COPIED_TEXT]);
    });
    const input = screen.getByLabelText<HTMLInputElement>('Your referral link');
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(input.value.length);
  });

  it('shows no link before the game data is loaded', async () => {
    resetAll();
    useFakeApi({ 'misc.php?mod=getReferrals': [] });
    renderAt(<ReferralsPage />);
    expect(screen.queryByLabelText('Your referral link')).toBeNull();
    expect(await screen.findByText(NO_REFERRALS_TEXT)).toBeInTheDocument();
  });
});
