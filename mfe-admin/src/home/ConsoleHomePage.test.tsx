import '@testing-library/jest-dom/vitest';
import { answerNever } from '@idle/test-fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleModeratorWhoami } from '../fixtures';
import { renderAt, useConsoleHarness } from '../test-support';
import { CONSOLE_LOAD_FAILED_TEXT, CONSOLE_LOADING_TEXT, ConsoleHomePage } from './ConsoleHomePage';

const harness = useConsoleHarness();

function links(): [string, string | null][] {
  return within(screen.getByRole('navigation', { name: 'Console pages' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('ConsoleHomePage', () => {
  it('shows loading while it asks whoami', () => {
    harness.answering({ 'admin.php?mod=whoami': answerNever });
    renderAt(<ConsoleHomePage />, '/admin');
    expect(screen.getByRole('heading', { name: 'Operator Console', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(CONSOLE_LOADING_TEXT);
    expect(harness.fetch.calls.map((call) => [call.method, call.path, call.mod])).toEqual([
      ['GET', 'admin.php', 'whoami'],
    ]);
  });

  it("names an operator's role and links every page", async () => {
    renderAt(<ConsoleHomePage />, '/admin');
    expect(await screen.findByText(/Signed in as/)).toHaveTextContent(
      'Signed in as GameMaster, Operator.',
    );
    expect(links()).toEqual([
      ['Announcements', '/admin/announcements'],
      ['Players', '/admin/players'],
      ['Audit Trail', '/admin/audit'],
      ['Economy Audit', '/admin/economy'],
      ['World', '/admin/world'],
    ]);
  });

  it('links a moderator only the pages a moderator may use', async () => {
    harness.answering({ 'admin.php?mod=whoami': sampleModeratorWhoami() });
    renderAt(<ConsoleHomePage />, '/admin');
    expect(await screen.findByText(/Signed in as/)).toHaveTextContent(
      'Signed in as Warden_Ann, Moderator.',
    );
    expect(links().map(([name]) => name)).toEqual(['Players', 'Audit Trail', 'World']);
  });

  it("shows the server's refusal once, its own sentence with Retry, then loads on Retry", async () => {
    let refuse = true;
    harness.answering({
      'admin.php?mod=whoami': () =>
        refuse ? { error: 'You do not have permission to do that.' } : sampleModeratorWhoami(),
    });
    renderAt(<ConsoleHomePage />, '/admin');
    expect(await screen.findByText(CONSOLE_LOAD_FAILED_TEXT)).toBeVisible();
    expect(harness.refusals).toEqual([
      { kind: 'error', text: 'You do not have permission to do that.' },
    ]);
    expect(screen.queryByText('You do not have permission to do that.')).toBeNull();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Signed in as/)).toHaveTextContent(
      'Signed in as Warden_Ann, Moderator.',
    );
  });
});
