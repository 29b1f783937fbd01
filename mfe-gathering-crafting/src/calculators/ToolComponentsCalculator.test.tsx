import '@testing-library/jest-dom/vitest';
import { CALCULATORS, isCompatibleContractsVersion } from '@idle/contracts';
import { formatNumber, toolComponentsForUpgrade } from '@idle/game-rules';
import { $items, $tools } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import { Accordion, FIGURES_LOADING_TEXT } from '@idle/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import remote from './index';

beforeEach(() => {
  resetAll();
  loadState();
});

afterEach(() => {
  cleanup();
  resetAll();
});

/** This remote's calculators as the shell's /tools page shows them, tool components open. */
function renderCalculators() {
  const items = CALCULATORS.flatMap(({ id, title }) => {
    const Calculator = remote.calculators[id];
    return Calculator === undefined ? [] : [{ id, header: title, content: <Calculator /> }];
  });
  return render(<Accordion multiple defaultOpenIds={['toolComponents']} items={items} />);
}

/** The value shown for `label` in a result list. */
function figure(region: HTMLElement, label: string): string | null {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('the calculators module the shell loads', () => {
  it('is built against contracts the shell accepts and renders the calculators this remote owns', () => {
    expect(isCompatibleContractsVersion(remote.contractsVersion)).toBe(true);
    const owned = CALCULATORS.filter((each) => each.remote === 'mfe-gathering-crafting');
    expect(Object.keys(remote.calculators).sort()).toEqual(owned.map((each) => each.id).sort());
  });
});

describe('ToolComponentsCalculator', () => {
  it('shows a loading state until the game state holds the tools', () => {
    $tools.set(null);
    renderCalculators();
    expect(screen.getByRole('status')).toHaveTextContent(FIGURES_LOADING_TEXT);
  });

  it("prefills tool components with the player's pickaxe and components, and follows the target", async () => {
    $items.setKey('tool_component', 3);
    $items.setKey('tool_component_bound', 1);
    renderCalculators();
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
    renderCalculators();
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
  ])('%s: "%s" set to "%s" is refused in a player sentence', async (header, label, typed, text) => {
    renderCalculators();
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
});
