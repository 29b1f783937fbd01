import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { CALCULATORS, isCompatibleContractsVersion } from '@idle/contracts';
import {
  formatNumber,
  labyrinthSuccessChancePercent,
  landCostsToLevel,
  personnelEffectPercent,
  trinketDropChance,
  trinketTierUpgradeTotal,
} from '@idle/game-rules';
import { $items } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi } from '@idle/test-fixtures';
import { Accordion, FIGURES_FAILED_TEXT, FIGURES_LOADING_TEXT } from '@idle/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { calculatorApiAnswers, sampleCalculatorFixtures } from './fixtures';
import remote from './index';
import { LandCalculator, NO_LAND_TEXT } from './LandCalculator';
import { NO_PERSONNEL_TEXT } from './PersonnelCalculator';

beforeEach(() => {
  resetAll();
  loadState();
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

/** This remote's calculators as the shell's /tools page shows them, all closed at first. */
function renderCalculators() {
  const items = CALCULATORS.flatMap(({ id, title }) => {
    const Calculator = remote.calculators[id];
    return Calculator === undefined ? [] : [{ id, header: title, content: <Calculator /> }];
  });
  return render(<Accordion multiple items={items} />);
}

/** Opens the calculator under `header` and returns its region. */
async function open(header: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: header }));
  return screen.getByRole('region', { name: header });
}

/** The value shown for `label` in a result list. */
function figure(region: HTMLElement, label: string): string | null {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('the calculators module the shell loads', () => {
  it('is built against contracts the shell accepts and renders the calculators this remote owns', () => {
    expect(isCompatibleContractsVersion(remote.contractsVersion)).toBe(true);
    const owned = CALCULATORS.filter((each) => each.remote === 'mfe-land-labyrinth');
    expect(Object.keys(remote.calculators).sort()).toEqual(owned.map((each) => each.id).sort());
  });
});

describe('land and labyrinth calculators', () => {
  it('shows a loading state while the figures are on their way', () => {
    useFakeApi({ 'land.php?mod=load': answerNever });
    render(<LandCalculator />);
    expect(screen.getByRole('status')).toHaveTextContent(FIGURES_LOADING_TEXT);
  });

  it('shows the error with Retry, and Retry loads the calculator', async () => {
    let landCalls = 0;
    const answers = calculatorApiAnswers();
    useFakeApi({
      ...answers,
      'land.php?mod=load': () => {
        landCalls += 1;
        return landCalls === 1 ? new Response('', { status: 500 }) : answers['land.php?mod=load'];
      },
    });
    render(<LandCalculator />);
    expect(await screen.findByText(FIGURES_FAILED_TEXT)).toBeInTheDocument();
    expect(screen.queryByLabelText('Target land level')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Target land level')).toBeInTheDocument();
    expect(landCalls).toBe(2);
  });

  it('says the player owns no land in the land and personnel planners, without asking for personnel', async () => {
    const fake = useFakeApi(calculatorApiAnswers(sampleCalculatorFixtures({ land: false })));
    renderCalculators();
    expect(await open('Land costs')).toHaveTextContent(NO_LAND_TEXT);
    expect(await open('Personnel investment')).toHaveTextContent(NO_PERSONNEL_TEXT);
    expect(fake.calls.some((call) => call.mod === 'loadPersonnel')).toBe(false);
  });

  it.each([
    [
      'Land costs',
      'Target land level',
      '0',
      "The target land level must be at least your land's level, 3.",
    ],
    ['Land costs', 'Target land level', '17', 'The target land level can be at most 16.'],
    ['Land costs', 'Target land level', '', 'Enter the target land level.'],
    ['Trinkets', 'Rarity', '0', 'The rarity must be at least 1.'],
    ['Trinkets', 'Rarity', '9', 'The rarity can be at most 7.'],
    ['Trinkets', 'Current tier', '0', 'The current tier must be at least 1.'],
    ['Trinkets', 'Target tier', '0', 'The target tier must be at least the current tier, 4.'],
    ['Trinkets', 'Target tier', '16', 'The target tier can be at most 15.'],
    ['Trinkets', 'Action delay (ms)', '0', 'The action delay must be at least 1.'],
    ['Trinkets', 'Action delay (ms)', '', 'Enter the action delay.'],
  ])('%s: "%s" set to "%s" is refused in a player sentence', async (header, label, typed, text) => {
    useFakeApi(calculatorApiAnswers());
    renderCalculators();
    const toggle = await screen.findByRole('button', { name: header });
    if (toggle.getAttribute('aria-expanded') !== 'true') await userEvent.click(toggle);
    const region = screen.getByRole('region', { name: header });
    const field = await within(region).findByLabelText(label);
    await userEvent.clear(field);
    if (typed !== '') await userEvent.type(field, typed);
    const alerts = within(region).getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(text);
  });

  it('refuses a personnel target rarity below the current one in a player sentence', async () => {
    useFakeApi(calculatorApiAnswers());
    renderCalculators();
    const region = await open('Personnel investment');
    const rarity = (await within(region).findAllByLabelText('Target rarity'))[0];
    if (!rarity) throw new Error('no rarity field');
    await userEvent.clear(rarity);
    await userEvent.type(rarity, '0');
    expect(within(region).getAllByRole('alert')[0]).toHaveTextContent(
      /^The target rarity must be at least the current rarity, \d \(\w+\)\.$/,
    );
  });

  it('sums land costs from the plot level with the quartermaster discount', async () => {
    $items.setKey('metal', 1_000);
    useFakeApi(calculatorApiAnswers());
    renderCalculators();
    const region = await open('Land costs');
    await within(region).findByLabelText('Target land level');
    const discount = personnelEffectPercent('quartermaster_1', 75, 2);
    const [gold, metal] = landCostsToLevel(3, 4, discount);
    expect(figure(region, 'Gold')).toBe(`12,345 / ${formatNumber(gold?.amount ?? 0)}`);
    expect(within(region).getByText(`1,000 / ${formatNumber(metal?.amount ?? 0)}`)).toBeVisible();
    expect(region).toHaveTextContent(`takes ${formatNumber(discount)}% off`);
  });

  it("prices the chosen trinket's tiers and the wait for a trinket at the player's chance", async () => {
    $items.setKey('trinket_fragments', 50);
    useFakeApi(calculatorApiAnswers());
    renderCalculators();
    const region = await open('Trinkets');
    // The first sample trinket: legendary (5), tier 4, so the target starts at 5.
    expect(await within(region).findByLabelText('Target tier')).toHaveValue('5');
    expect(figure(region, 'Trinket fragments')).toBe(
      `50 / ${formatNumber(trinketTierUpgradeTotal(4, 5, 5))}`,
    );
    await userEvent.selectOptions(within(region).getByLabelText('Your trinket'), '8');
    expect(within(region).getByLabelText('Current tier')).toHaveValue('9');
    expect(figure(region, 'Trinket fragments')).toBe(
      `50 / ${formatNumber(trinketTierUpgradeTotal(9, 10, 3))}`,
    );
    // Land level 3 (+6%) and a treasure hunter at level 50 (+10%).
    const actions = Math.round(1 / trinketDropChance(16));
    expect(region).toHaveTextContent('raise the drop chance by 16%');
    expect(figure(region, 'Expected actions')).toBe(formatNumber(actions));
  });

  it("shows each labyrinth room's chance at the player's level in its skill", async () => {
    useFakeApi(calculatorApiAnswers());
    renderCalculators();
    const region = await open('Labyrinth planner');
    await within(region).findByRole('table');
    const rows = within(region).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    // Sample levels: mining 7, battling 12, alchemy 2.
    const expected = [
      labyrinthSuccessChancePercent(7, 1),
      labyrinthSuccessChancePercent(12, 2),
      labyrinthSuccessChancePercent(2, 5),
    ];
    rows.forEach((row, index) => {
      expect(within(row).getByText(`${formatNumber(expected[index] ?? 0)}%`)).toBeVisible();
    });
    expect(rows[0]).toHaveTextContent('Passed');
    expect(figure(region, 'Turns left today')).toBe('96');
    expect(figure(region, 'Reaches the chest')).toBe('Not expected to');
  });
});
