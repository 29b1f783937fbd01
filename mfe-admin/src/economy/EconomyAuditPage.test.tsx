import '@testing-library/jest-dom/vitest';
import { answerNever } from '@idle/test-fixtures';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleEconomyAudit, sampleUnbalancedAudit } from '../fixtures';
import { callsOf, renderAt, rows, useConsoleHarness } from '../test-support';
import {
  BEFORE_RUN_TEXT,
  CLEAN_TEXT,
  ECONOMY_LOAD_FAILED_TEXT,
  ECONOMY_LOADING_TEXT,
  EconomyAuditPage,
  NO_OPERATOR_GRANTS_TEXT,
  unbalancedText,
} from './EconomyAuditPage';

const harness = useConsoleHarness();

const runs = () => callsOf(harness.fetch, 'economyAudit');

async function run(): Promise<void> {
  renderAt(<EconomyAuditPage />, '/admin/economy');
  await userEvent.click(screen.getByRole('button', { name: 'Run the audit' }));
}

describe('EconomyAuditPage', () => {
  it('asks nothing until the operator runs it', () => {
    renderAt(<EconomyAuditPage />, '/admin/economy');
    expect(screen.getByRole('heading', { name: 'Economy Audit', level: 2 })).toBeVisible();
    expect(screen.getByText(BEFORE_RUN_TEXT)).toBeVisible();
    expect(runs()).toEqual([]);
  });

  it('shows loading while it runs, the button disabled', async () => {
    harness.answering({ 'admin.php?mod=economyAudit': answerNever });
    await run();
    expect(screen.getByRole('status')).toHaveTextContent(ECONOMY_LOADING_TEXT);
    expect(screen.getByRole('button', { name: 'Run it again' })).toBeDisabled();
    expect(runs()).toEqual([{ mod: 'economyAudit' }]);
  });

  it("shows every item's books and what each operator granted and took", async () => {
    await run();
    expect(await screen.findByText(/Every item balances/)).toHaveTextContent(
      `${CLEAN_TEXT} Run at 2026-11-28 12:00 UTC.`,
    );
    expect(rows(screen.getByRole('table', { name: "Every item's books" }))).toEqual([
      ['Gold', '98,765,432', '120,000,000', '21,234,568', '0', '5,000', '0'],
      ['Troll Tooth', '310', '402', '92', '0', '2', '1'],
      ['Rat Tail', '52,000', '60,000', '8,000', '0', '0', '0'],
    ]);
    expect(rows(screen.getByRole('table', { name: 'Granted and taken by operators' }))).toEqual([
      ['GameMaster', 'Gold', '5,000', '0'],
      ['console command', 'Troll Tooth', '2', '1'],
    ]);
  });

  it('says how many items do not balance and marks them', async () => {
    harness.answering({ 'admin.php?mod=economyAudit': sampleUnbalancedAudit() });
    await run();
    expect(await screen.findByText(/not balance/)).toHaveTextContent(unbalancedText(1));
    const table = screen.getByRole('table', { name: "Every item's books" });
    expect(table.querySelector('[data-balanced="false"]')).toHaveTextContent('Troll Tooth');
    expect(rows(table)[1]?.[4]).toBe('+3');
  });

  it('says when no operator granted or took anything', async () => {
    harness.answering({
      'admin.php?mod=economyAudit': sampleEconomyAudit({ operatorGrants: [] }),
    });
    await run();
    expect(await screen.findByText(NO_OPERATOR_GRANTS_TEXT)).toBeVisible();
  });

  it('runs it again', async () => {
    await run();
    await screen.findByText(/Every item balances/);
    await userEvent.click(screen.getByRole('button', { name: 'Run it again' }));
    expect(runs()).toHaveLength(2);
  });

  it("shows the server's refusal once and its own sentence with Retry", async () => {
    harness.answering({
      'admin.php?mod=economyAudit': { error: 'You do not have permission to do that.' },
    });
    await run();
    expect(await screen.findByText(ECONOMY_LOAD_FAILED_TEXT)).toBeVisible();
    expect(harness.refusals).toEqual([
      { kind: 'error', text: 'You do not have permission to do that.' },
    ]);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
