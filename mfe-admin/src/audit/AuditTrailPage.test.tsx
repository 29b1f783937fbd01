import '@testing-library/jest-dom/vitest';
import { answerNever } from '@idle/test-fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleAuditPage } from '../fixtures';
import { callsOf, renderAt, rows, useConsoleHarness } from '../test-support';
import {
  AUDIT_LOAD_FAILED_TEXT,
  AUDIT_LOADING_TEXT,
  AuditTrailPage,
  NO_AUDIT_ENTRIES_TEXT,
  NO_FILTERED_ENTRIES_TEXT,
} from './AuditTrailPage';

const harness = useConsoleHarness();

const trail = () => screen.getByRole('table', { name: 'Audit trail' });
const asked = () => callsOf(harness.fetch, 'auditTrail');

function open(path = '/admin/audit') {
  return renderAt(<AuditTrailPage />, path, '/admin/audit');
}

describe('AuditTrailPage', () => {
  it('shows loading while it asks the first page', () => {
    harness.answering({ 'admin.php?mod=auditTrail': answerNever });
    open();
    expect(screen.getByRole('heading', { name: 'Audit Trail', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(AUDIT_LOADING_TEXT);
    expect(asked()).toEqual([{ mod: 'auditTrail', page: '1' }]);
  });

  it('lists each action: when, who, what, on whom, why and what it changed', async () => {
    open();
    await screen.findByRole('table', { name: 'Audit trail' });
    expect(rows(trail())).toEqual([
      [
        '2026-11-28 11:00 UTC',
        'GameMaster',
        'Granted items',
        'lumberjack7',
        'Lost to the outage of 27 November',
        'item: Troll Tooth, amount: 2',
      ],
      [
        '2026-11-28 10:00 UTC',
        'Warden_Ann',
        'Muted',
        'lumberjack7',
        'Spamming trade chat',
        'until: 2026-11-28 15:00 UTC',
      ],
      [
        '2026-11-28 10:00 UTC',
        'GameMaster',
        'Posted an announcement',
        '',
        '',
        'announcement id: 12',
      ],
      [
        '2026-10-22 00:00 UTC',
        'console command',
        'Gave a role',
        'GameMaster',
        '',
        'role: operator',
      ],
    ]);
  });

  it('narrows to an operator, then a player, by their names; Show every action undoes it', async () => {
    const router = open();
    await screen.findByRole('table', { name: 'Audit trail' });
    await userEvent.click(
      within(trail()).getAllByRole('button', { name: 'Warden_Ann' }).at(0) as HTMLElement,
    );
    expect(await screen.findByText(/Showing/)).toHaveTextContent(
      'Showing the actions of Warden_Ann.',
    );
    await userEvent.click(
      within(trail()).getAllByRole('button', { name: 'lumberjack7' }).at(0) as HTMLElement,
    );
    expect(await screen.findByText(/Showing/)).toHaveTextContent(
      'Showing the actions of Warden_Ann, the actions on lumberjack7.',
    );
    expect(asked().at(-1)).toEqual({
      mod: 'auditTrail',
      page: '1',
      operatorId: '17',
      targetId: '408',
    });
    expect(router.state.location.search).toBe(
      '?operator=17&player=408&operatorName=Warden_Ann&playerName=lumberjack7',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show every action' }));
    expect(screen.queryByText(/Showing/)).toBeNull();
    expect(router.state.location.search).toBe('');
    // The whole trail's first page was kept from the first load.
    expect(await screen.findByRole('table', { name: 'Audit trail' })).toBeVisible();
  });

  it("narrows to a player from the address (a player's page links it)", async () => {
    open('/admin/audit?player=408&playerName=lumberjack7');
    expect(await screen.findByText(/Showing/)).toHaveTextContent(
      'Showing the actions on lumberjack7.',
    );
    expect(asked()).toEqual([{ mod: 'auditTrail', page: '1', targetId: '408' }]);
  });

  it('moves through the pages', async () => {
    open();
    await screen.findByRole('table', { name: 'Audit trail' });
    harness.answering({ 'admin.php?mod=auditTrail': sampleAuditPage({ page: 2 }) });
    const pages = screen.getByRole('navigation', { name: 'Audit trail pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await screen.findByRole('table', { name: 'Audit trail' });
    expect(asked().at(-1)).toEqual({ mod: 'auditTrail', page: '2' });
  });

  it('says when nothing is recorded, and when nothing matches a filter', async () => {
    harness.answering({ 'admin.php?mod=auditTrail': sampleAuditPage({ entries: [], pages: 1 }) });
    open();
    expect(await screen.findByText(NO_AUDIT_ENTRIES_TEXT)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Audit trail pages' })).toBeNull();
  });

  it('says nothing matches a filter', async () => {
    harness.answering({ 'admin.php?mod=auditTrail': sampleAuditPage({ entries: [], pages: 1 }) });
    open('/admin/audit?operator=5');
    expect(await screen.findByText(NO_FILTERED_ENTRIES_TEXT)).toBeVisible();
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing the actions of operator #5.');
  });

  it("shows the server's refusal once and its own sentence with Retry", async () => {
    harness.answering({
      'admin.php?mod=auditTrail': { error: 'You do not have permission to do that.' },
    });
    open();
    expect(await screen.findByText(AUDIT_LOAD_FAILED_TEXT)).toBeVisible();
    expect(harness.refusals).toEqual([
      { kind: 'error', text: 'You do not have permission to do that.' },
    ]);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
