import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents, InitialData, Misc } from '@idle/contracts';
import { bus } from '@idle/events';
import { $items, $misc, $notifications } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { battleApiAnswers, battleInitialData, sampleHeroic } from '../fixtures';
import { definition } from '../test-helpers';
import {
  battlingUpgradedText,
  HEROIC_LOAD_FAILED_TEXT,
  HeroicUpgradesPage,
} from './HeroicUpgradesPage';

type Notify = BusEvents['notify'];

let errors: Notify[];
let fetch: FakeFetch;
const onNotify = (event: Notify) => errors.push(event);

function answering(answers: Record<string, unknown>): void {
  fetch = useFakeApi({ ...battleApiAnswers(), ...answers });
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function upgrade(name: 'Health' | 'Damage'): HTMLElement {
  return screen.getByRole('article', { name: `${name} upgrade` });
}

function shown(): [string, string][] {
  return $notifications.get().map((entry) => [entry.kind, entry.text]);
}

function withState(change: (data: InitialData) => Partial<InitialData>): void {
  const data = battleInitialData();
  loadState({ ...data, ...change(data) });
}

function withMisc(change: Partial<Misc>): void {
  withState((data) => ({ misc: { ...data.misc, ...change } }));
}

async function renderPage(): Promise<void> {
  render(<HeroicUpgradesPage />);
  await screen.findByRole('region', { name: 'Heroic potions' });
}

beforeEach(() => {
  resetAll();
  errors = [];
  answering({});
  loadState(battleInitialData());
  bus.on('notify', onNotify);
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
});

describe('HeroicUpgradesPage states', () => {
  it('shows a loading state while the dose maximum loads', () => {
    answering({ 'misc.php?mod=loadHeroic': answerNever });
    render(<HeroicUpgradesPage />);
    expect(screen.getByRole('heading', { name: 'Heroic Upgrades', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading heroic upgrades...');
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'misc.php',
      params: { mod: 'loadHeroic' },
    });
  });

  it('shows a loading state until the game state is loaded', async () => {
    resetAll();
    render(<HeroicUpgradesPage />);
    await waitFor(() => {
      expect(fetch.calls).toHaveLength(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading heroic upgrades...');
    loadState(battleInitialData());
    expect(await screen.findByRole('region', { name: 'Heroic potions' })).toBeVisible();
  });

  it('says its own sentence with a Retry that loads again; the refusal is only notified', async () => {
    let fail = true;
    answering({
      'misc.php?mod=loadHeroic': () =>
        fail ? { error: 'Heroic upgrades are closed.' } : sampleHeroic(),
    });
    render(<HeroicUpgradesPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(HEROIC_LOAD_FAILED_TEXT);
    expect(screen.queryByText('Heroic upgrades are closed.')).toBeNull();
    expect(errors).toEqual([{ kind: 'error', text: 'Heroic upgrades are closed.' }]);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Heroic potions' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a new player with nothing to use: every button disabled', async () => {
    answering({ 'misc.php?mod=loadHeroic': sampleHeroic(3) });
    withState((data) => ({
      items: { gold: 10 },
      misc: {
        ...data.misc,
        heroic: { potionDoses: 0, shardUpgrades: 0 },
        upgrades: { health: 0, damage: 0 },
      },
    }));
    await renderPage();
    expect(definition(section('Heroic potions'), 'Doses used')).toBe('0 / 3');
    expect(definition(section('Heroic potions'), 'Owned')).toBe('Heroic Potion x0');
    expect(definition(section('Heroic shards'), 'Upgrades made')).toBe('0 / 0');
    expect(
      within(section('Heroic shards')).getByText(
        'Shard upgrades open once the monthly dose maximum is above 60.',
      ),
    ).toBeVisible();
    expect(within(section('Bonus')).getByText(/gold from/)).toHaveTextContent(
      '+0% gold from mobs and resources',
    );
    expect(definition(upgrade('Health'), 'Next upgrade costs')).toBe('10 Health Upgrade Stone');
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});

describe('HeroicUpgradesPage figures', () => {
  it('shows the potion doses used of the maximum and the potions owned', async () => {
    await renderPage();
    const potions = section('Heroic potions');
    expect(definition(potions, 'Doses used')).toBe('62 / 64');
    expect(definition(potions, 'Owned')).toBe('Heroic Potion x3');
    expect(within(potions).getByRole('button', { name: 'Use heroic potion' })).toBeEnabled();
  });

  it('shows the shard upgrades of the cap (maximum - 60), the next cost and the shards owned', async () => {
    await renderPage();
    const shards = section('Heroic shards');
    expect(definition(shards, 'Upgrades made')).toBe('1 / 4');
    expect(definition(shards, 'Next upgrade costs')).toBe('1 Heroic Shard');
    expect(definition(shards, 'Owned')).toBe('Heroic Shard x5');
    expect(within(shards).getByRole('button', { name: 'Use heroic shards' })).toBeEnabled();
  });

  it('shows the bonus: +1% per dose and per shard upgrade', async () => {
    await renderPage();
    expect(within(section('Bonus')).getByText(/gold from/)).toHaveTextContent(
      '+63% gold from mobs and resources',
    );
  });

  it('shows each battling upgrade: level, effect, next cost and stones owned', async () => {
    await renderPage();
    const health = upgrade('Health');
    expect(definition(health, 'Level')).toBe('2');
    expect(definition(health, 'Effect')).toBe('+2% health');
    // floor((2 + 5) x 2^(1 + 2/110)) = 14
    expect(definition(health, 'Next upgrade costs')).toBe('14 Health Upgrade Stone');
    expect(definition(health, 'Owned')).toBe('20');
    expect(within(health).getByRole('button', { name: 'Upgrade health' })).toBeEnabled();

    const damage = upgrade('Damage');
    expect(definition(damage, 'Level')).toBe('1');
    expect(definition(damage, 'Effect')).toBe('+1% damage');
    expect(definition(damage, 'Next upgrade costs')).toBe('12 Damage Upgrade Stone');
    expect(definition(damage, 'Owned')).toBe('4');
    // Not enough stones: the cost in red, the button disabled.
    const cost = within(damage).getByText('12');
    expect(cost.className).toMatch(/short/);
    expect(within(health).getByText('14').className).not.toMatch(/short/);
    expect(within(damage).getByRole('button', { name: 'Upgrade damage' })).toBeDisabled();
  });

  it('disables the potion at the monthly maximum', async () => {
    withMisc({ heroic: { potionDoses: 64, shardUpgrades: 1 } });
    await renderPage();
    const potions = section('Heroic potions');
    expect(within(potions).getByText('You have used every dose this month allows.')).toBeVisible();
    expect(within(potions).getByRole('button', { name: 'Use heroic potion' })).toBeDisabled();
  });

  it('disables the shards at the cap, and without enough shards', async () => {
    withMisc({ heroic: { potionDoses: 62, shardUpgrades: 4 } });
    const { unmount } = render(<HeroicUpgradesPage />);
    const shards = await screen.findByRole('region', { name: 'Heroic shards' });
    expect(definition(shards, 'Upgrades made')).toBe('4 / 4');
    expect(within(shards).getByRole('button', { name: 'Use heroic shards' })).toBeDisabled();
    unmount();

    // 10 upgrades made: the next costs 2, with 1 owned.
    answering({ 'misc.php?mod=loadHeroic': sampleHeroic(80) });
    withState((data) => ({
      items: { ...data.items, heroic_shard: 1 },
      misc: { ...data.misc, heroic: { potionDoses: 62, shardUpgrades: 10 } },
    }));
    await renderPage();
    expect(definition(section('Heroic shards'), 'Next upgrade costs')).toBe('2 Heroic Shard');
    expect(
      within(section('Heroic shards')).getByRole('button', { name: 'Use heroic shards' }),
    ).toBeDisabled();
  });
});

describe('HeroicUpgradesPage actions', () => {
  it('uses a heroic potion: the doses and the potions change, and it says so', async () => {
    await renderPage();
    const potions = section('Heroic potions');
    await userEvent.click(within(potions).getByRole('button', { name: 'Use heroic potion' }));
    await waitFor(() => {
      expect(definition(potions, 'Doses used')).toBe('63 / 64');
    });
    expect(fetch.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: 'misc.php',
      params: { mod: 'useHeroicPotion' },
    });
    expect($misc.get()?.heroic).toEqual({ potionDoses: 63, shardUpgrades: 1 });
    expect($items.get().heroic_potion).toBe(2);
    expect(definition(potions, 'Owned')).toBe('Heroic Potion x2');
    expect(shown()).toEqual([['success', 'You used a heroic potion.']]);
    expect(within(section('Bonus')).getByText(/gold from/)).toHaveTextContent('+64%');
  });

  it('uses heroic shards: the upgrades and the shards change, and it says so', async () => {
    await renderPage();
    const shards = section('Heroic shards');
    await userEvent.click(within(shards).getByRole('button', { name: 'Use heroic shards' }));
    await waitFor(() => {
      expect(definition(shards, 'Upgrades made')).toBe('2 / 4');
    });
    expect(fetch.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: 'misc.php',
      params: { mod: 'useHeroicShards' },
    });
    expect($misc.get()?.heroic).toEqual({ potionDoses: 62, shardUpgrades: 2 });
    expect($items.get().heroic_shard).toBe(4);
    expect(shown()).toEqual([['success', 'You used your heroic shards.']]);
  });

  it('upgrades health with stones: the level and the stones change, and it says so', async () => {
    await renderPage();
    const health = upgrade('Health');
    await userEvent.click(within(health).getByRole('button', { name: 'Upgrade health' }));
    await waitFor(() => {
      expect(definition(health, 'Level')).toBe('3');
    });
    expect(fetch.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: 'misc.php',
      params: { mod: 'useUpgradeStones', type: 'health' },
    });
    expect($misc.get()?.upgrades).toEqual({ health: 3, damage: 1 });
    expect($items.get().health_upgrade_stone).toBe(6);
    expect(definition(health, 'Effect')).toBe('+3% health');
    // Level 3 costs floor(8 x 2^(1 + 3/110)) = 16, with 6 left: not enough.
    expect(definition(health, 'Next upgrade costs')).toBe('16 Health Upgrade Stone');
    expect(within(health).getByRole('button', { name: 'Upgrade health' })).toBeDisabled();
    expect(shown()).toEqual([['success', 'You have upgraded your health.']]);
  });

  it('upgrades damage once there are enough stones', async () => {
    $items.setKey('damage_upgrade_stone', 12);
    await renderPage();
    const damage = upgrade('Damage');
    await userEvent.click(within(damage).getByRole('button', { name: 'Upgrade damage' }));
    await waitFor(() => {
      expect($misc.get()?.upgrades).toEqual({ health: 2, damage: 2 });
    });
    expect(fetch.calls.at(-1)?.params).toEqual({ mod: 'useUpgradeStones', type: 'damage' });
    expect($items.get().damage_upgrade_stone ?? 0).toBe(0);
    expect(shown()).toEqual([['success', 'You have upgraded your damage.']]);
  });

  it.each([
    ['useHeroicPotion', 'Heroic potions', 'Use heroic potion'],
    ['useHeroicShards', 'Heroic shards', 'Use heroic shards'],
    ['useUpgradeStones', 'Battling upgrades', 'Upgrade health'],
  ])('changes nothing when the server refuses %s', async (mod, name, button) => {
    answering({ [`misc.php?mod=${mod}`]: { error: 'Not now.' } });
    await renderPage();
    const misc = $misc.get();
    const items = $items.get();
    await userEvent.click(within(section(name)).getByRole('button', { name: button }));
    await waitFor(() => {
      expect(errors).toEqual([{ kind: 'error', text: 'Not now.' }]);
    });
    expect($misc.get()).toBe(misc);
    expect($items.get()).toBe(items);
    expect(shown()).toEqual([]);
    await waitFor(() => {
      expect(within(section(name)).getByRole('button', { name: button })).toBeEnabled();
    });
  });

  it('disables every button while a call is on its way', async () => {
    answering({ 'misc.php?mod=useHeroicPotion': answerNever });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Use heroic potion' }));
    await waitFor(() => {
      for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    });
  });
});

describe('battlingUpgradedText', () => {
  it('names the upgrade', () => {
    expect(battlingUpgradedText('health')).toBe('You have upgraded your health.');
    expect(battlingUpgradedText('damage')).toBe('You have upgraded your damage.');
  });
});
