import type { ActionType, TickAnswer } from '@idle/contracts';
import { bus } from '@idle/events';
import { sampleBattleResult } from '@idle/test-fixtures';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleBossCharge, sampleBossFight, sampleDungeonBattle } from '../fixtures';
import { EMPTY_SESSION } from './combat-stats';
import { $combatSession } from './store';

function tick(action: ActionType, data?: unknown): void {
  const answer: TickAnswer = { delay: 2000, autos: 100, ...(data === undefined ? {} : { data }) };
  bus.emit('tick', { action, answer });
}

beforeEach(() => {
  $combatSession.set(EMPTY_SESSION);
});

describe('$combatSession', () => {
  it('adds the fights of battling, special battling, dungeon and boss ticks', () => {
    tick('battling', sampleBattleResult(1));
    tick('specialBattling', sampleBattleResult(2));
    tick('dungeoneering', sampleDungeonBattle());
    tick('bossBattle', sampleBossFight());
    const session = $combatSession.get();
    expect(session.fights).toBe(4);
    expect(session.wins).toBe(2);
    expect(session.currentOpponent).toBe('Gorewing');
    expect(session.opponents).toEqual({
      'Cellar Rat': { fights: 2, wins: 1 },
      'Cellar Rat Swarm': { fights: 1, wins: 1 },
      Gorewing: { fights: 1, wins: 0 },
    });
    // 9 + 4 + 9 + 4 hits of the player.
    expect(session.player.hits).toBe(26);
  });

  it('skips the boss charge tick, ticks without data and other actions', () => {
    tick('bossBattle', sampleBossCharge());
    tick('battling');
    tick('mining', sampleBattleResult(1));
    tick('clanMobBattle', sampleBattleResult(1));
    expect($combatSession.get()).toBe(EMPTY_SESSION);
  });

  it('starts a new session when any action starts', () => {
    tick('battling', sampleBattleResult(1));
    bus.emit('startAction', { action: 'mining' });
    expect($combatSession.get()).toEqual(EMPTY_SESSION);
    tick('battling', sampleBattleResult(1));
    bus.emit('startAction', { action: 'battling' });
    expect($combatSession.get().fights).toBe(0);
  });
});
