import '@testing-library/jest-dom/vitest';
import { CALCULATORS, type CalculatorId, type RemoteName } from '@idle/contracts';
import { FIGURES_LOADING_TEXT } from '@idle/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetRemote,
  type LoadedCalculators,
  loadRemoteCalculators,
  RemoteUnavailableError,
} from '../../federation/registry';
import { CALCULATOR_MISSING_TEXT } from '../../federation/RemoteCalculator';
import { ToolsPage } from './ToolsPage';

vi.mock(import('../../federation/registry'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadRemoteCalculators: vi.fn(),
  forgetRemote: vi.fn(),
}));

function module(
  calculators: Partial<Record<CalculatorId, ComponentType>>,
  buildId = 'test-1',
): LoadedCalculators {
  return { contractsVersion: '1.0.0', buildId, calculators };
}

/** Stand-ins for the remotes' calculators: each says whose it is. */
function calculatorSaying(text: string): ComponentType {
  return function StandIn() {
    return <p>{text}</p>;
  };
}

const GATHERING = module({ toolComponents: calculatorSaying('Pickaxe components') }, 'gathering-3');
const BATTLE = module({ dungeons: calculatorSaying('Runs to the next slot') });
const LAND = module({
  land: calculatorSaying('Land levels'),
  trinkets: calculatorSaying('Trinket tiers'),
  personnel: calculatorSaying('Personnel gold'),
  labyrinth: calculatorSaying('Labyrinth rooms'),
});
const DOWN = new RemoteUnavailableError(
  'mfe-land-labyrinth',
  'unreachable',
  'This area could not be loaded.',
);

/** Each remote answers as `answers` says; a missing one never answers. */
function remotesAnswer(answers: Partial<Record<RemoteName, LoadedCalculators | Error>>) {
  vi.mocked(loadRemoteCalculators).mockImplementation((remote) => {
    const answer = answers[remote];
    if (answer === undefined) return new Promise(() => undefined);
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}

/** Opens the calculator under `header` and returns its region. */
async function open(header: string): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: header }));
  return screen.getByRole('region', { name: header });
}

beforeEach(() => {
  vi.mocked(loadRemoteCalculators).mockReset();
  vi.mocked(forgetRemote).mockReset();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ToolsPage', () => {
  it('lists every calculator under its heading in a stable order, tool components open', () => {
    remotesAnswer({});
    render(<ToolsPage />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Calculators and planners' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(
      CALCULATORS.map((calculator) => expect.stringContaining(calculator.title) as string),
    );
    expect(screen.getByRole('button', { name: 'Tool components' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const region = screen.getByRole('region', { name: 'Tool components' });
    expect(within(region).getByRole('status')).toHaveTextContent(FIGURES_LOADING_TEXT);
  });

  it('asks only the remotes that own calculators, each for its ./calculators module', () => {
    remotesAnswer({});
    render(<ToolsPage />);
    const asked = new Set(vi.mocked(loadRemoteCalculators).mock.calls.map(([remote]) => remote));
    expect([...asked].sort()).toEqual([
      'mfe-battle',
      'mfe-gathering-crafting',
      'mfe-land-labyrinth',
    ]);
  });

  it('renders the calculators of two remotes, each marked with its remote and build', async () => {
    remotesAnswer({ 'mfe-gathering-crafting': GATHERING, 'mfe-battle': BATTLE });
    render(<ToolsPage />);
    const tools = screen.getByRole('region', { name: 'Tool components' });
    expect(await within(tools).findByText('Pickaxe components')).toBeVisible();
    const marked = within(tools).getByText('Pickaxe components').closest('[data-remote]');
    expect(marked).toHaveAttribute('data-remote', 'mfe-gathering-crafting');
    expect(marked).toHaveAttribute('data-build', 'gathering-3');
    expect(await open('Dungeon planner')).toHaveTextContent('Runs to the next slot');
  });

  it("shows a remote that is down in its calculators' places, the others' working, and Retry loads it", async () => {
    remotesAnswer({
      'mfe-gathering-crafting': GATHERING,
      'mfe-battle': BATTLE,
      'mfe-land-labyrinth': DOWN,
    });
    render(<ToolsPage />);
    const land = await open('Land costs');
    const alert = await within(land).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Land and labyrinth is unavailable. This area could not be loaded.',
    );
    expect(await open('Labyrinth planner')).toHaveTextContent('Land and labyrinth is unavailable.');
    expect(screen.getByRole('region', { name: 'Tool components' })).toHaveTextContent(
      'Pickaxe components',
    );
    expect(await open('Dungeon planner')).toHaveTextContent('Runs to the next slot');

    remotesAnswer({ 'mfe-land-labyrinth': LAND });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(forgetRemote).toHaveBeenCalledWith('mfe-land-labyrinth');
    expect(await within(land).findByText('Land levels')).toBeVisible();
    expect(within(land).queryByRole('alert')).toBeNull();
    // The remote's other calculators load afresh with it.
    expect(
      within(screen.getByRole('region', { name: 'Labyrinth planner' })).getByText(
        'Labyrinth rooms',
      ),
    ).toBeVisible();
  });

  it('keeps a calculator that throws in its own place, with Retry mounting it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function FlakyDungeons() {
      if (broken) throw new Error('The planner broke.');
      return <p>Planner is back</p>;
    }
    remotesAnswer({
      'mfe-gathering-crafting': GATHERING,
      'mfe-battle': module({ dungeons: FlakyDungeons }),
    });
    render(<ToolsPage />);
    const dungeons = await open('Dungeon planner');
    const alert = await within(dungeons).findByRole('alert');
    expect(alert).toHaveTextContent('Battle is unavailable. The planner broke.');
    expect(screen.getByRole('region', { name: 'Tool components' })).toHaveTextContent(
      'Pickaxe components',
    );
    broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(dungeons).findByText('Planner is back')).toBeVisible();
  });

  it('says a calculator is not available yet when its remote was built without it', async () => {
    remotesAnswer({ 'mfe-gathering-crafting': module({}) });
    render(<ToolsPage />);
    const tools = screen.getByRole('region', { name: 'Tool components' });
    expect(await within(tools).findByText(CALCULATOR_MISSING_TEXT)).toBeVisible();
  });

  it('loads through the loader it is given', async () => {
    const loadCalculators = vi.fn((remote: RemoteName) =>
      remote === 'mfe-gathering-crafting'
        ? Promise.resolve(GATHERING)
        : new Promise<never>(() => undefined),
    );
    render(<ToolsPage loadCalculators={loadCalculators} />);
    expect(await screen.findByText('Pickaxe components')).toBeVisible();
    expect(loadRemoteCalculators).not.toHaveBeenCalled();
  });
});
