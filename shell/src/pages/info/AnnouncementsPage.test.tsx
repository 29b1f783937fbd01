import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { $clientData } from '@idle/state';
import {
  answerNever,
  loadState,
  resetAll,
  sampleInitialData,
  useFakeApi,
} from '@idle/test-fixtures';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENTS_FAILED_TEXT,
  AnnouncementsPage,
  NO_ANNOUNCEMENTS_TEXT,
} from './AnnouncementsPage';
import { sampleAnnouncements } from './fixtures';
import { collectErrors, renderAt } from './testing';

let notices: ReturnType<typeof collectErrors>;

beforeEach(() => {
  resetAll();
  loadState(sampleInitialData({ clientData: { playersOnline: 42, newAnnouncements: 1 } }));
  notices = collectErrors();
});

afterEach(() => {
  notices.stop();
  cleanup();
  configureApi();
  resetAll();
});

describe('AnnouncementsPage', () => {
  it('shows a loading state while the list is on its way', () => {
    useFakeApi({ 'misc.php?mod=getAnnouncements': answerNever });
    renderAt(<AnnouncementsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading announcements...');
    // Nothing is marked seen before the answer.
    expect($clientData.get().newAnnouncements).toBe(1);
  });

  it('asks for the announcements and shows each with type, poster, date, text and New badge', async () => {
    const fetch = useFakeApi({ 'misc.php?mod=getAnnouncements': sampleAnnouncements() });
    renderAt(<AnnouncementsPage />);
    const first = await screen.findByRole('article', { name: 'Labyrinth opens' });
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'misc.php',
      params: { mod: 'getAnnouncements' },
    });

    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByText('Update')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'GameMaster' })).toHaveAttribute(
      'href',
      '/player_profile/2',
    );
    expect(within(first).getByText('2024-03-05 14:07:09')).toBeInTheDocument();
    // Plain text with its line breaks: the tag is text, the new lines are <br>.
    const message = within(first).getByText(/The labyrinth is open\./);
    expect(message.textContent).toBe(
      'The labyrinth is open.Enter it from the menu.<b>Good luck!</b>',
    );
    expect(message.querySelectorAll('br')).toHaveLength(3);
    expect(message.querySelector('b')).toBeNull();

    const second = screen.getByRole('article', { name: 'Server maintenance' });
    expect(within(second).queryByText('New')).toBeNull();
    // Type 2 has no name in the spec: none is shown.
    expect(within(second).queryByText('Update')).toBeNull();
    expect(within(second).getByText('2024-03-03 14:07:09')).toBeInTheDocument();
  });

  it('expands the notification markup and names the game team without a profile link', async () => {
    useFakeApi({
      'misc.php?mod=getAnnouncements': [
        {
          id: 4,
          type: 1,
          title: 'Gold rush',
          msg: 'Mine for [item:gold] today.\nDetails: https://example.test/rush',
          postedBy: 'The Game Team',
          postedByUserid: 0,
          postedOn: 0,
          new: true,
        },
      ],
    });
    renderAt(<AnnouncementsPage />);
    const post = await screen.findByRole('article', { name: 'Gold rush' });
    const message = within(post).getByText(/Mine for/);
    expect(message.textContent).toBe('Mine for Gold today.Details: https://example.test/rush');
    expect(message.querySelectorAll('br')).toHaveLength(1);
    expect(within(post).getByText('Gold').closest('[data-item-id]')).toHaveAttribute(
      'data-item-id',
      'gold',
    );
    expect(within(post).getByRole('link', { name: 'https://example.test/rush' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(post).getByText(/Posted by/)).toHaveTextContent('Posted by The Game Team');
    expect(within(post).queryByRole('link', { name: 'The Game Team' })).toBeNull();
    expect(post.querySelector('a[href^="/player_profile"]')).toBeNull();
  });

  it('sets the new announcements count to 0 once the list is loaded', async () => {
    useFakeApi({ 'misc.php?mod=getAnnouncements': sampleAnnouncements() });
    renderAt(<AnnouncementsPage />);
    await screen.findByRole('article', { name: 'Labyrinth opens' });
    expect($clientData.get().newAnnouncements).toBe(0);
  });

  it('opens the poster profile from an announcement', async () => {
    useFakeApi({ 'misc.php?mod=getAnnouncements': sampleAnnouncements() });
    const { router } = renderAt(<AnnouncementsPage />);
    await userEvent.click(await screen.findByRole('link', { name: 'Warden_Ann' }));
    expect(router.state.location.pathname).toBe('/player_profile/17');
  });

  it('says when there are no announcements', async () => {
    useFakeApi({ 'misc.php?mod=getAnnouncements': [] });
    renderAt(<AnnouncementsPage />);
    expect(await screen.findByText(NO_ANNOUNCEMENTS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the failure with Retry, keeps the count, and loads again on Retry', async () => {
    let fail = true;
    const fetch = useFakeApi({
      'misc.php?mod=getAnnouncements': () =>
        fail ? { error: 'Announcements are resting.' } : sampleAnnouncements(),
    });
    renderAt(<AnnouncementsPage />);
    // The refusal shows once, as the request layer's notification; the page says it in its words.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ANNOUNCEMENTS_FAILED_TEXT);
    expect(alert).not.toHaveTextContent('Announcements are resting.');
    expect(notices.errors).toEqual(['Announcements are resting.']);
    expect($clientData.get().newAnnouncements).toBe(1);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Labyrinth opens' })).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(2);
    expect($clientData.get().newAnnouncements).toBe(0);
  });

  it('says it could not load when the server does not answer (the notification says why)', async () => {
    useFakeApi({});
    renderAt(<AnnouncementsPage />);
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(ANNOUNCEMENTS_FAILED_TEXT);
    });
    expect(notices.errors).toEqual([SERVER_DOWN_TEXT]);
  });
});
