import '@testing-library/jest-dom/vitest';
import { answerNever } from '@idle/test-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsOf, renderAt, shown, useConsoleHarness } from '../test-support';
import { ANNOUNCEMENT_ERRORS } from './AnnouncementForm';
import {
  ANNOUNCEMENT_TEXTS,
  ANNOUNCEMENTS_LOAD_FAILED_TEXT,
  ANNOUNCEMENTS_LOADING_TEXT,
  AnnouncementsPage,
  NO_ANNOUNCEMENTS_TEXT,
} from './AnnouncementsPage';

const harness = useConsoleHarness();

function posted(): HTMLElement {
  return screen.getByRole('region', { name: 'Posted' });
}

function titles(): string[] {
  return within(posted())
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);
}

async function renderLoaded(): Promise<void> {
  renderAt(<AnnouncementsPage />, '/admin/announcements');
  await within(posted()).findByRole('heading', { name: 'Winter event' });
}

const postForm = () => screen.getByRole('form', { name: 'Post an announcement' });

describe('AnnouncementsPage states', () => {
  it('shows loading while the list loads, having asked listAnnouncements', () => {
    harness.answering({ 'admin.php?mod=listAnnouncements': answerNever });
    renderAt(<AnnouncementsPage />, '/admin/announcements');
    expect(screen.getByRole('heading', { name: 'Announcements', level: 2 })).toBeVisible();
    expect(within(posted()).getByRole('status')).toHaveTextContent(ANNOUNCEMENTS_LOADING_TEXT);
    expect(harness.fetch.calls.map((call) => call.mod)).toEqual(['listAnnouncements']);
  });

  it("shows the server's refusal once and its own sentence with Retry", async () => {
    harness.answering({
      'admin.php?mod=listAnnouncements': { error: 'You do not have permission to do that.' },
    });
    renderAt(<AnnouncementsPage />, '/admin/announcements');
    expect(await screen.findByText(ANNOUNCEMENTS_LOAD_FAILED_TEXT)).toBeVisible();
    expect(harness.refusals).toEqual([
      { kind: 'error', text: 'You do not have permission to do that.' },
    ]);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('says none is posted yet', async () => {
    harness.answering({ 'admin.php?mod=listAnnouncements': [] });
    renderAt(<AnnouncementsPage />, '/admin/announcements');
    expect(await within(posted()).findByText(NO_ANNOUNCEMENTS_TEXT)).toBeVisible();
  });

  it('lists each announcement, newest first, with its author and UTC time', async () => {
    await renderLoaded();
    expect(titles()).toEqual(['Winter event', 'Maintenance']);
    const winter = within(posted()).getByRole('listitem', { name: 'Winter event' });
    expect(winter).toHaveTextContent('Posted by GameMaster on 2026-11-28 10:00 UTC');
    expect(winter).toHaveTextContent('The Frozen Rift opens on Friday.');
  });
});

describe('posting', () => {
  it('names a blank title and message and sends nothing', async () => {
    await renderLoaded();
    await userEvent.click(within(postForm()).getByRole('button', { name: 'Post' }));
    expect(postForm()).toHaveTextContent(ANNOUNCEMENT_ERRORS.noTitle);
    expect(postForm()).toHaveTextContent(ANNOUNCEMENT_ERRORS.noMessage);
    expect(callsOf(harness.fetch, 'postAnnouncement')).toEqual([]);
  });

  it('posts the trimmed title and message as an update; it heads the list and the form empties', async () => {
    await renderLoaded();
    await userEvent.type(within(postForm()).getByLabelText('Title'), '  Double exp  ');
    await userEvent.type(within(postForm()).getByLabelText('Message'), 'All weekend long.');
    await userEvent.click(within(postForm()).getByRole('button', { name: 'Post' }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', ANNOUNCEMENT_TEXTS.posted]]);
    });
    expect(callsOf(harness.fetch, 'postAnnouncement')).toEqual([
      { mod: 'postAnnouncement', type: '1', title: 'Double exp', msg: 'All weekend long.' },
    ]);
    expect(titles()).toEqual(['Double exp', 'Winter event', 'Maintenance']);
    expect(within(postForm()).getByLabelText('Title')).toHaveValue('');
  });

  it('keeps what was typed when the server refuses, its text shown once', async () => {
    harness.answering({ 'admin.php?mod=postAnnouncement': { error: 'The title is too long.' } });
    await renderLoaded();
    await userEvent.type(within(postForm()).getByLabelText('Title'), 'Hello');
    await userEvent.type(within(postForm()).getByLabelText('Message'), 'World');
    await userEvent.click(within(postForm()).getByRole('button', { name: 'Post' }));
    await waitFor(() => {
      expect(harness.refusals).toEqual([{ kind: 'error', text: 'The title is too long.' }]);
    });
    expect(shown()).toEqual([]);
    expect(within(postForm()).getByLabelText('Title')).toHaveValue('Hello');
    expect(titles()).toEqual(['Winter event', 'Maintenance']);
  });
});

describe('editing and deleting', () => {
  it('edits an announcement in place', async () => {
    await renderLoaded();
    const winter = within(posted()).getByRole('listitem', { name: 'Winter event' });
    await userEvent.click(within(winter).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit Winter event' });
    const title = within(form).getByLabelText('Title');
    expect(title).toHaveValue('Winter event');
    await userEvent.clear(title);
    await userEvent.type(title, 'Winter event moved');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(titles()).toEqual(['Winter event moved', 'Maintenance']);
    });
    expect(callsOf(harness.fetch, 'editAnnouncement')).toEqual([
      {
        mod: 'editAnnouncement',
        id: '12',
        type: '1',
        title: 'Winter event moved',
        msg: 'The Frozen Rift opens on Friday.\nBring warm boots.',
      },
    ]);
    expect(shown()).toEqual([['success', ANNOUNCEMENT_TEXTS.edited]]);
  });

  it('cancels an edit without sending', async () => {
    await renderLoaded();
    await userEvent.click(
      within(within(posted()).getByRole('listitem', { name: 'Maintenance' })).getByRole('button', {
        name: 'Edit',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit Maintenance' })).toBeNull();
    expect(callsOf(harness.fetch, 'editAnnouncement')).toEqual([]);
  });

  it('deletes only once asked twice', async () => {
    await renderLoaded();
    const maintenance = within(posted()).getByRole('listitem', { name: 'Maintenance' });
    await userEvent.click(within(maintenance).getByRole('button', { name: 'Delete' }));
    expect(callsOf(harness.fetch, 'deleteAnnouncement')).toEqual([]);
    await userEvent.click(within(maintenance).getByRole('button', { name: 'Keep it' }));
    await userEvent.click(within(maintenance).getByRole('button', { name: 'Delete' }));
    expect(maintenance).toHaveTextContent('Delete this announcement for every player?');
    await userEvent.click(within(maintenance).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(titles()).toEqual(['Winter event']);
    });
    expect(callsOf(harness.fetch, 'deleteAnnouncement')).toEqual([
      { mod: 'deleteAnnouncement', id: '11' },
    ]);
    expect(shown()).toEqual([['success', ANNOUNCEMENT_TEXTS.deleted]]);
  });
});
