import { beforeEach, describe, expect, it } from 'vitest';
import {
  $jewels,
  $notifications,
  $player,
  $runes,
  $sessionRates,
  applyInitialData,
  applyTick,
  resetState,
} from './index';
import { makeInitialData } from './testing/fixtures';

const NOW = 1_700_000_000_000;
const figures = (gold: number, ore = 0) => ({
  actions: 1,
  ms: 2000,
  exp: 5,
  gold,
  items: ore > 0 ? { copper_ore: ore } : {},
});

beforeEach(() => {
  resetState();
});

describe('session rates', () => {
  it('sums each action’s ticks apart and remembers the latest', () => {
    applyInitialData(makeInitialData());
    applyTick(
      'battling',
      { delay: 2000, autos: 10, rates: { key: 'battling', name: 'Battling', figures: figures(7) } },
      NOW,
    );
    applyTick(
      'mining',
      { delay: 2000, autos: 9, rates: { key: 'mining', name: 'Mining', figures: figures(0, 3) } },
      NOW,
    );
    applyTick(
      'mining',
      { delay: 2000, autos: 8, rates: { key: 'mining', name: 'Mining', figures: figures(0, 4) } },
      NOW,
    );
    const session = $sessionRates.get();
    expect(session.latest).toBe('mining');
    expect(session.tracked).toEqual([
      { key: 'battling', name: 'Battling', figures: figures(7) },
      {
        key: 'mining',
        name: 'Mining',
        figures: { actions: 2, ms: 4000, exp: 10, gold: 0, items: { copper_ore: 7 } },
      },
    ]);
    // A tick without rates (a boss's charge) adds nothing.
    applyTick('bossBattle', { delay: 2000, autos: 8 }, NOW);
    expect($sessionRates.get().tracked).toHaveLength(2);
    resetState();
    expect($sessionRates.get()).toMatchObject({ tracked: [], latest: null });
  });
});

describe('a start’s bound loadout', () => {
  it('puts the gear on and says so once', () => {
    const data = makeInitialData();
    applyInitialData(data);
    const jewel = $jewels.get()[0];
    applyTick(
      'mining',
      {
        delay: 2000,
        autos: 10,
        loadout: {
          message: 'Loadout Fire equipped.',
          gear: {
            eqStats: { ...data.player, attack: 1234 } as never,
            runes: [{ id: 9, runeid: 'rune_fire' }],
            equippedJewels: jewel ? [jewel.id] : [],
            runeCounts: {},
          },
        },
      },
      NOW,
    );
    expect($notifications.get().map((n) => [n.kind, n.text])).toEqual([
      ['success', 'Loadout Fire equipped.'],
    ]);
    expect($runes.get()).toEqual([{ id: 9, runeid: 'rune_fire' }]);
    if (jewel) expect($jewels.get()[0]?.equipped).toBe(true);
    expect($player.get()).toMatchObject({ attack: 1234 });
  });

  it('says why a set could not go on and changes no gear', () => {
    applyInitialData(makeInitialData());
    const runes = $runes.get();
    applyTick(
      'mining',
      {
        delay: 2000,
        autos: 10,
        loadout: { message: 'Loadout Fire cannot be equipped.', gear: null },
      },
      NOW,
    );
    expect($notifications.get().map((n) => [n.kind, n.text])).toEqual([
      ['error', 'Loadout Fire cannot be equipped.'],
    ]);
    expect($runes.get()).toBe(runes);
  });
});
