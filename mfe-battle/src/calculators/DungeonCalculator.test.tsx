import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { CALCULATORS, isCompatibleContractsVersion } from '@idle/contracts';
import { formatNumber, personnelEffectPercent } from '@idle/game-rules';
import { $items } from '@idle/state';
import { loadState, resetAll, useFakeApi } from '@idle/test-fixtures';
import { Accordion, FIGURES_FAILED_TEXT } from '@idle/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { definition } from '../test-helpers';
import { dungeonPlannerAnswers } from './fixtures';
import remote from './index';

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

describe('the calculators module the shell loads', () => {
  it('is built against contracts the shell accepts and renders the calculators this remote owns', () => {
    expect(isCompatibleContractsVersion(remote.contractsVersion)).toBe(true);
    const owned = CALCULATORS.filter((each) => each.remote === 'mfe-battle');
    expect(Object.keys(remote.calculators).sort()).toEqual(owned.map((each) => each.id).sort());
  });
});

describe('DungeonCalculator', () => {
  it('plans runs to the next jewel slot with the dungeon keeper', async () => {
    $items.setKey('dungeoneering_tokens', 1_200);
    useFakeApi(dungeonPlannerAnswers());
    renderCalculators();
    const region = await open('Dungeon planner');
    await within(region).findByLabelText('Gem type');
    // Dungeoneering 3 opens only the cellar (20 tokens); the keeper at 100 gives +10%.
    const perRun = Math.floor(20 * (1 + personnelEffectPercent('dungeon_keeper', 100, 1) / 100));
    expect(definition(region, 'Tokens a run')).toBe(formatNumber(perRun));
    expect(definition(region, 'Next slot costs')).toBe('5,000 tokens');
    expect(definition(region, 'Runs')).toBe(formatNumber(Math.ceil(3_800 / perRun)));
    expect(region).toHaveTextContent('You own 2 Sapphire slots, 1,200 dungeoneering tokens and');
    await userEvent.selectOptions(within(region).getByLabelText('Gem type'), 'Ruby');
    expect(region).toHaveTextContent('You own 1 Ruby slot, 1,200 dungeoneering tokens and');
    await userEvent.selectOptions(within(region).getByLabelText('Gem type'), 'Diamond');
    expect(definition(region, 'Next slot')).toBe('You have every slot of this gem type.');
  });

  it('counts no keeper without a plot, without asking for personnel', async () => {
    const fake = useFakeApi(dungeonPlannerAnswers({ land: false }));
    renderCalculators();
    const region = await open('Dungeon planner');
    await within(region).findByLabelText('Gem type');
    expect(definition(region, 'Tokens a run')).toBe('20');
    expect(fake.calls.some((call) => call.mod === 'loadPersonnel')).toBe(false);
  });

  it('says so when there is no dungeon to plan', async () => {
    useFakeApi(dungeonPlannerAnswers({ dungeons: [] }));
    renderCalculators();
    const region = await open('Dungeon planner');
    expect(await within(region).findByText('There is no dungeon to plan.')).toBeVisible();
  });

  it('shows the error with Retry, and Retry loads the planner', async () => {
    let dungeonCalls = 0;
    const answers = dungeonPlannerAnswers();
    useFakeApi({
      ...answers,
      'areas.php?mod=loadDungeons': () => {
        dungeonCalls += 1;
        return dungeonCalls === 1
          ? new Response('', { status: 500 })
          : answers['areas.php?mod=loadDungeons'];
      },
    });
    renderCalculators();
    const region = await open('Dungeon planner');
    expect(await within(region).findByText(FIGURES_FAILED_TEXT)).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByLabelText('Gem type')).toBeVisible();
    expect(dungeonCalls).toBe(2);
  });
});
