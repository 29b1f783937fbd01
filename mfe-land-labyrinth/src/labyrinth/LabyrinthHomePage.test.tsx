import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { $items, $notifications } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  labyrinthApiAnswers,
  labyrinthInitialData,
  SAMPLE_ARTISAN_SHARDS,
  sampleLabyrinth,
} from './fixtures';
import { LabyrinthHomePage } from './LabyrinthHomePage';

let fetch: FakeFetch;
let errors: BusEvents['notify'][];
let started: BusEvents['startAction'][];
const onNotify = (event: BusEvents['notify']) => errors.push(event);
const onStart = (event: BusEvents['startAction']) => started.push(event);

function answering(answers: Record<string, unknown> = {}, labyrinth = sampleLabyrinth()): void {
  fetch = useFakeApi({ ...labyrinthApiAnswers(labyrinth), ...answers });
}

function definition(scope: HTMLElement, term: string): string | null {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent.trim() ?? null;
}

function rooms(): string[] {
  const table = screen.getByRole('table', { name: 'Rooms' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .join('|'),
    );
}

function shrine(): HTMLElement {
  return screen.getByRole('region', { name: 'Artisan shrine' });
}

async function renderLoaded() {
  render(<LabyrinthHomePage />);
  await screen.findByRole('region', { name: 'Today' });
}

beforeEach(() => {
  resetAll();
  errors = [];
  started = [];
  answering();
  loadState(labyrinthInitialData());
  bus.on('notify', onNotify);
  bus.on('startAction', onStart);
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  bus.off('startAction', onStart);
  configureApi();
  resetAll();
});

describe('LabyrinthHomePage states', () => {
  it('shows a loading state until loadLabyrinth answers', async () => {
    answering({ 'misc.php?mod=loadLabyrinth': answerNever });
    render(<LabyrinthHomePage />);
    expect(screen.getByRole('heading', { name: 'Labyrinth', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the labyrinth...');
    await waitFor(() => {
      expect(fetch.calls).toHaveLength(1);
    });
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'misc.php',
      params: { mod: 'loadLabyrinth' },
    });
  });

  it('says so when the labyrinth cannot be loaded, and Retry asks again', async () => {
    answering({ 'misc.php?mod=loadLabyrinth': { error: 'Not now.' } });
    render(<LabyrinthHomePage />);
    expect(await screen.findByText('The labyrinth could not be loaded.')).toBeVisible();
    expect(errors).toEqual([{ kind: 'error', text: 'Not now.' }]);
    answering();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Today' })).toBeVisible();
  });

  it('says when there is no layout today', async () => {
    answering({}, sampleLabyrinth({ data: { layout: [], roomsCompleted: 0 }, currentRoom: 1 }));
    await renderLoaded();
    expect(screen.getByText('There is no labyrinth today.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Rooms' })).toBeNull();
  });

  it('shows the actions used, the rooms completed and the shrine', async () => {
    await renderLoaded();
    const today = screen.getByRole('region', { name: 'Today' });
    expect(definition(today, 'Actions used')).toBe('42 / 100');
    expect(definition(today, 'Rooms completed')).toBe('2 / 6');
    expect(within(shrine()).getByText('Level 3')).toBeVisible();
    expect(
      within(shrine()).getByText('+3% gold and resources, +6% exp, -0.03 s crafting time'),
    ).toBeVisible();
    expect(screen.queryByText("You have opened today's chest.")).toBeNull();
  });

  it('lists the rooms with their skill, difficulty as stars and status', async () => {
    await renderLoaded();
    expect(rooms()).toEqual([
      '1|Battling|★☆☆☆☆|Completed',
      '2|Mining|★★☆☆☆|Completed',
      '3|Alchemy|★★★☆☆|Current',
      '4|Woodcutting|★★★★☆|',
      '5|Dungeoneering|★★★★★|',
      '6|Quarrying|★★☆☆☆|',
    ]);
    expect(screen.getAllByLabelText('Difficulty 5 of 5')).toHaveLength(1);
  });

  it('says when the chest of the day was opened', async () => {
    answering({}, sampleLabyrinth({ rewardObtained: true }));
    await renderLoaded();
    expect(screen.getByText("You have opened today's chest.")).toBeVisible();
  });
});

describe('LabyrinthHomePage Enter Labyrinth', () => {
  it('starts the labyrinth action while turns are below the maximum', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Enter Labyrinth' }));
    expect(started).toEqual([{ action: 'labyrinth' }]);
    expect(fetch.calls).toHaveLength(1);
  });

  it('is offered at 99 of 100 turns and not at 100', async () => {
    answering({}, sampleLabyrinth({ turns: 99 }));
    await renderLoaded();
    expect(screen.getByRole('button', { name: 'Enter Labyrinth' })).toBeVisible();
    cleanup();
    answering({}, sampleLabyrinth({ turns: 100 }));
    await renderLoaded();
    expect(screen.queryByRole('button', { name: 'Enter Labyrinth' })).toBeNull();
    expect(screen.getByText('You have used every labyrinth action today.')).toBeVisible();
  });
});

describe('LabyrinthHomePage artisan shrine', () => {
  it('opens the upgrade popup with its cost in artisan shards, and upgrades', async () => {
    await renderLoaded();
    await userEvent.click(within(shrine()).getByRole('button', { name: 'Upgrade shrine' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade the artisan shrine' });
    // Level 4: 12000 + 500 x 4 = 14,000.
    expect(dialog).toHaveTextContent(
      'Raise the artisan shrine to level 4 for 14,000 artisan shards.',
    );
    expect(within(dialog).getByText('Artisan shards: 20,000 / 14,000')).toBeVisible();
    expect(
      within(dialog).getByText(
        'At level 4: +4% gold and resources, +8% exp, -0.04 s crafting time.',
      ),
    ).toBeVisible();
    expect(fetch.calls).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => {
      expect(within(shrine()).getByText('Level 4')).toBeVisible();
    });
    expect(fetch.calls[1]).toMatchObject({
      method: 'POST',
      path: 'misc.php',
      params: { mod: 'upgradeArtisanTotem' },
    });
    expect($items.get().artisan_shard).toBe(SAMPLE_ARTISAN_SHARDS - 14_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($notifications.get().map((entry) => entry.text)).toEqual([
      'The artisan shrine is now level 4.',
    ]);
  });

  it('Cancel closes the popup without a call', async () => {
    await renderLoaded();
    await userEvent.click(within(shrine()).getByRole('button', { name: 'Upgrade shrine' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch.calls).toHaveLength(1);
  });

  it('changes nothing and keeps the popup open when the server refuses', async () => {
    answering({
      'misc.php?mod=upgradeArtisanTotem': { error: 'You do not have enough Artisan Shards.' },
    });
    await renderLoaded();
    const items = $items.get();
    await userEvent.click(within(shrine()).getByRole('button', { name: 'Upgrade shrine' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => {
      expect(errors).toEqual([{ kind: 'error', text: 'You do not have enough Artisan Shards.' }]);
    });
    expect($items.get()).toBe(items);
    expect(within(shrine()).getByText('Level 3')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Upgrade the artisan shrine' })).toBeVisible();
    expect($notifications.get()).toEqual([]);
  });
});
