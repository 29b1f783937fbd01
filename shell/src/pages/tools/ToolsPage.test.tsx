import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import {
  formatNumber,
  labyrinthSuccessChancePercent,
  landCostsToLevel,
  personnelEffectPercent,
  toolComponentsForUpgrade,
  trinketDropChance,
  trinketTierUpgradeTotal,
} from '@idle/game-rules';
import { $items } from '@idle/state';
import { loadState, resetAll, useFakeApi } from '@idle/test-fixtures';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectErrors, renderAt } from '../info/testing';
import { NO_LAND_TEXT } from './LandSection';
import { sampleToolsData, toolsApiAnswers } from './fixtures';
import { NO_PERSONNEL_TEXT, TOOLS_FAILED_TEXT, TOOLS_LOADING_TEXT, ToolsPage } from './ToolsPage';

let notices: ReturnType<typeof collectErrors>;

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
});

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

describe('ToolsPage', () => {
  it('shows a loading state while the figures are on their way', () => {
    useFakeApi({ 'land.php?mod=load': () => new Promise(() => undefined) });
    renderAt(<ToolsPage />);
    expect(screen.getByRole('status')).toHaveTextContent(TOOLS_LOADING_TEXT);
  });

  it('shows the error with Retry, and Retry loads the calculators', async () => {
    let landCalls = 0;
    const answers = toolsApiAnswers();
    useFakeApi({
      ...answers,
      'land.php?mod=load': () => {
        landCalls += 1;
        return landCalls === 1 ? new Response('', { status: 500 }) : answers['land.php?mod=load'];
      },
    });
    renderAt(<ToolsPage />);
    expect(await screen.findByText(TOOLS_FAILED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tool components' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Tool components' })).toBeInTheDocument();
    expect(landCalls).toBe(2);
  });

  it('says the player owns no land in the land and personnel planners, without asking for personnel', async () => {
    const fake = useFakeApi(toolsApiAnswers(sampleToolsData({ land: false })));
    renderAt(<ToolsPage />);
    expect(await open('Land costs')).toHaveTextContent(NO_LAND_TEXT);
    expect(await open('Personnel investment')).toHaveTextContent(NO_PERSONNEL_TEXT);
    expect(fake.calls.some((call) => call.mod === 'loadPersonnel')).toBe(false);
  });

  it("prefills tool components with the player's pickaxe and components, and follows the target", async () => {
    $items.setKey('tool_component', 3);
    $items.setKey('tool_component_bound', 1);
    useFakeApi(toolsApiAnswers());
    renderAt(<ToolsPage />);
    await screen.findByRole('button', { name: 'Tool components' });
    const region = screen.getByRole('region', { name: 'Tool components' });
    // The sample pickaxe is level 2: the target starts at 3.
    expect(within(region).getByLabelText('Target level')).toHaveValue('3');
    expect(figure(region, 'Components needed')).toBe(formatNumber(toolComponentsForUpgrade(2)));
    expect(figure(region, 'Components owned')).toBe('4');
    expect(figure(region, 'Still to find')).toBe(formatNumber(toolComponentsForUpgrade(2) - 4));
    const target = within(region).getByLabelText('Target level');
    await userEvent.clear(target);
    await userEvent.type(target, '6');
    const needed = [2, 3, 4, 5].reduce((sum, level) => sum + toolComponentsForUpgrade(level), 0);
    expect(figure(region, 'Components needed')).toBe(formatNumber(needed));
  });

  it("refuses a target below the current level with the rule's message", async () => {
    useFakeApi(toolsApiAnswers());
    renderAt(<ToolsPage />);
    await screen.findByRole('button', { name: 'Tool components' });
    const region = screen.getByRole('region', { name: 'Tool components' });
    const target = within(region).getByLabelText('Target level');
    await userEvent.clear(target);
    await userEvent.type(target, '1');
    expect(within(region).getByRole('alert')).toHaveTextContent(
      "The target level must be at least your tool's level, 2.",
    );
    expect(within(region).queryByText('Components needed')).toBeNull();
  });

  it.each([
    [
      'Tool components',
      'Target level',
      '0',
      "The target level must be at least your tool's level, 2.",
    ],
    ['Tool components', 'Target level', '', 'Enter the target level.'],
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
    useFakeApi(toolsApiAnswers());
    renderAt(<ToolsPage />);
    const toggle = await screen.findByRole('button', { name: header });
    // The first calculator starts open.
    if (toggle.getAttribute('aria-expanded') !== 'true') await userEvent.click(toggle);
    const region = screen.getByRole('region', { name: header });
    const field = within(region).getByLabelText(label);
    await userEvent.clear(field);
    if (typed !== '') await userEvent.type(field, typed);
    const alerts = within(region).getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(text);
  });

  it('refuses a personnel target rarity below the current one in a player sentence', async () => {
    useFakeApi(toolsApiAnswers());
    renderAt(<ToolsPage />);
    const region = await open('Personnel investment');
    const rarity = within(region).getAllByLabelText('Target rarity')[0];
    if (!rarity) throw new Error('no rarity field');
    await userEvent.clear(rarity);
    await userEvent.type(rarity, '0');
    expect(within(region).getAllByRole('alert')[0]).toHaveTextContent(
      /^The target rarity must be at least the current rarity, \d \(\w+\)\.$/,
    );
  });

  it('sums land costs from the plot level with the quartermaster discount', async () => {
    $items.setKey('metal', 1_000);
    useFakeApi(toolsApiAnswers());
    renderAt(<ToolsPage />);
    const region = await open('Land costs');
    const discount = personnelEffectPercent('quartermaster_1', 75, 2);
    const [gold, metal] = landCostsToLevel(3, 4, discount);
    expect(figure(region, 'Gold')).toBe(`12,345 / ${formatNumber(gold?.amount ?? 0)}`);
    expect(within(region).getByText(`1,000 / ${formatNumber(metal?.amount ?? 0)}`)).toBeVisible();
    expect(region).toHaveTextContent(`takes ${formatNumber(discount)}% off`);
  });

  it("prices the chosen trinket's tiers and the wait for a trinket at the player's chance", async () => {
    $items.setKey('trinket_fragments', 50);
    useFakeApi(toolsApiAnswers());
    renderAt(<ToolsPage />);
    const region = await open('Trinkets');
    // The first sample trinket: legendary (5), tier 4, so the target starts at 5.
    expect(within(region).getByLabelText('Target tier')).toHaveValue('5');
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

  it('plans runs to the next jewel slot with the dungeon keeper', async () => {
    $items.setKey('dungeoneering_tokens', 1_200);
    useFakeApi(toolsApiAnswers());
    renderAt(<ToolsPage />);
    const region = await open('Dungeon planner');
    // Dungeoneering 3 opens only the cellar (20 tokens); the keeper at 100 gives +10%.
    const perRun = Math.floor(20 * (1 + personnelEffectPercent('dungeon_keeper', 100, 1) / 100));
    expect(figure(region, 'Tokens a run')).toBe(formatNumber(perRun));
    expect(figure(region, 'Next slot costs')).toBe('5,000 tokens');
    expect(figure(region, 'Runs')).toBe(formatNumber(Math.ceil(3_800 / perRun)));
    expect(region).toHaveTextContent('You own 2 Sapphire slots, 1,200 dungeoneering tokens and');
    await userEvent.selectOptions(within(region).getByLabelText('Gem type'), 'Ruby');
    expect(region).toHaveTextContent('You own 1 Ruby slot, 1,200 dungeoneering tokens and');
    await userEvent.selectOptions(within(region).getByLabelText('Gem type'), 'Diamond');
    expect(figure(region, 'Next slot')).toBe('You have every slot of this gem type.');
  });

  it("shows each labyrinth room's chance at the player's level in its skill", async () => {
    useFakeApi(toolsApiAnswers());
    renderAt(<ToolsPage />);
    const region = await open('Labyrinth planner');
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
