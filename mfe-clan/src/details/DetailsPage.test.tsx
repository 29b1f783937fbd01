import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { INVALID_TAX_TEXT, PERSONAL_TAXES_CHANGED_TEXT } from '@idle/game-rules';
import { $notifications } from '@idle/state';
import {
  answerNever,
  resetAll,
  useFakeApi,
  type FakeFetch,
  type FakeRequest,
} from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DETAILS_LOAD_FAILED_TEXT, DETAILS_LOADING_TEXT, DetailsPage } from './DetailsPage';
import { clanDetailsApiAnswers, NO_CLAN_PERMISSIONS, sampleClanData } from './fixtures';

const LOAD = 'clan.php?mod=loadDetails';
const EDIT = 'clan.php?mod=editPersonalTaxes';
let fetch: FakeFetch;
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

/** A server that takes any personal taxes asked. */
const acceptTaxes = (request: FakeRequest) => ({
  pGoldTax: Number(request.params.pGoldTax),
  pResTax: Number(request.params.pResTax),
});

function answering(answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({ ...clanDetailsApiAnswers(), [EDIT]: acceptTaxes, ...answers });
}

function renderPage() {
  render(
    <MemoryRouter>
      <DetailsPage />
    </MemoryRouter>,
  );
}

async function renderLoaded() {
  renderPage();
  await screen.findByRole('form', { name: 'Personal taxes' });
}

const shown = () => $notifications.get().map((entry) => [entry.kind, entry.text]);
const figures = () => screen.getByLabelText('Clan figures').textContent;
const goldBox = () => screen.getByRole('textbox', { name: 'Personal gold tax %' });
const resourceBox = () => screen.getByRole('textbox', { name: 'Personal resource tax %' });
const edits = () => fetch.calls.filter((call) => call.mod === 'editPersonalTaxes');

async function enter(box: HTMLElement, text: string) {
  await userEvent.clear(box);
  if (text !== '') await userEvent.type(box, text);
}

beforeEach(() => {
  resetAll();
  refusals = [];
  bus.on('notify', onNotify);
  answering();
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
});

describe('DetailsPage states', () => {
  it('shows loading in the clan frame while the details load', () => {
    answering({ [LOAD]: answerNever });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Clan Details', level: 2 })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Clan menu' })).toBeVisible();
    expect(screen.getByText(DETAILS_LOADING_TEXT)).toBeVisible();
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({ method: 'GET', path: 'clan.php', mod: 'loadDetails' });
  });

  it('says its own sentence with Retry on a refusal, and loads again', async () => {
    let fail = true;
    answering({
      [LOAD]: () => (fail ? { error: 'You are not in a clan.' } : { clanData: sampleClanData() }),
    });
    renderPage();
    expect(await screen.findByText(DETAILS_LOAD_FAILED_TEXT)).toBeVisible();
    expect(refusals).toEqual([{ kind: 'error', text: 'You are not in a clan.' }]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Personal taxes' })).toBeVisible();
  });

  it('shows the clan skill bar, members against the limit, clan and personal taxes', async () => {
    await renderLoaded();
    expect(screen.getByRole('heading', { name: 'Night Watch' })).toBeVisible();
    expect(screen.getByText('Level 104')).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Clan experience' });
    // 538,700 total: 2,500 into a level of 10,400.
    expect(bar).toHaveAttribute('aria-valuenow', '2500');
    expect(bar).toHaveAttribute('aria-valuemax', '10400');
    expect(screen.getByText('2,500 / 10,400')).toBeVisible();
    expect(figures()).toBe(
      'Members18 / 25Clan gold tax5%Clan resource tax3%Gold tax you pay8%Resource tax you pay3%',
    );
    expect(goldBox()).toHaveValue('8');
    expect(resourceBox()).toHaveValue('3');
  });
});

describe('the taxes the member pays', () => {
  it("is the clan's tax when it was raised above the personal one", async () => {
    answering(
      clanDetailsApiAnswers(sampleClanData({ goldTax: 20, pGoldTax: 8, resTax: 3, pResTax: 6 })),
    );
    await renderLoaded();
    expect(figures()).toContain('Clan gold tax20%');
    // The server takes the larger of the two (20% of gold, 6% of resources).
    expect(figures()).toContain('Gold tax you pay20%Resource tax you pay6%');
    expect(goldBox()).toHaveValue('8');
  });
});

describe('editing personal taxes', () => {
  it('saves both taxes, says so and shows the new figures', async () => {
    await renderLoaded();
    await enter(goldBox(), '12');
    await enter(resourceBox(), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', PERSONAL_TAXES_CHANGED_TEXT]]);
    });
    expect(shown()[0]?.[1]).toBe('Your personal taxes were successfully changed.');
    expect(edits()).toHaveLength(1);
    expect(edits()[0]).toMatchObject({
      method: 'POST',
      params: { mod: 'editPersonalTaxes', pGoldTax: '12', pResTax: '7' },
    });
    expect(figures()).toContain('Gold tax you pay12%Resource tax you pay7%');
    expect(goldBox()).toHaveValue('12');
  });

  it('shows the taxes the server kept, which may differ from those asked', async () => {
    answering({ [EDIT]: { pGoldTax: 5, pResTax: 3 } });
    await renderLoaded();
    await enter(goldBox(), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(figures()).toContain('Gold tax you pay5%');
    });
    expect(goldBox()).toHaveValue('5');
  });

  it('takes at most 3 characters in each tax box', async () => {
    await renderLoaded();
    await enter(goldBox(), '12345');
    await enter(resourceBox(), '9999');
    expect(goldBox()).toHaveValue('123');
    expect(resourceBox()).toHaveValue('999');
  });

  it.each([
    ['101', '3'],
    ['', '3'],
    ['8', '250'],
  ])('refuses gold "%s" and resources "%s", sending nothing', async (gold, resources) => {
    await renderLoaded();
    await enter(goldBox(), gold);
    await enter(resourceBox(), resources);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_TAX_TEXT);
    expect(edits()).toEqual([]);
    expect(shown()).toEqual([]);
    expect(figures()).toContain('Gold tax you pay8%Resource tax you pay3%');
  });

  it("shows the server's refusal, changes nothing and keeps what was typed", async () => {
    const refusal = 'Your personal taxes cannot be below the clan taxes.';
    answering({ [EDIT]: { error: refusal } });
    await renderLoaded();
    await enter(goldBox(), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: refusal }]);
    });
    expect(shown()).toEqual([]);
    expect(figures()).toContain('Gold tax you pay8%Resource tax you pay3%');
    expect(goldBox()).toHaveValue('2');
  });

  it('lets a member without any permission edit their personal taxes', async () => {
    answering({
      ...clanDetailsApiAnswers(sampleClanData({ rankNum: 5, permissions: NO_CLAN_PERMISSIONS })),
    });
    await renderLoaded();
    // The admin links need permissions; the personal taxes do not.
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    await enter(resourceBox(), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', PERSONAL_TAXES_CHANGED_TEXT]]);
    });
    expect(edits()[0]?.params).toMatchObject({ pGoldTax: '8', pResTax: '4' });
  });
});
