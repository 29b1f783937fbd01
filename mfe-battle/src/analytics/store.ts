/**
 * The combat analytics of the current session: every fight of a battling, special battling,
 * dungeon or boss tick is added; starting any action begins a new session.
 */
import type { ActionType } from '@idle/contracts';
import { bus } from '@idle/events';
import { atom } from 'nanostores';
import { addFight, EMPTY_SESSION, isFight, type CombatSession } from './combat-stats';

/** The actions whose ticks carry a fight. */
export const COMBAT_ACTIONS: readonly ActionType[] = [
  'battling',
  'specialBattling',
  'dungeoneering',
  'bossBattle',
];

export const $combatSession = atom<CombatSession>(EMPTY_SESSION);

bus.on('tick', ({ action, answer }) => {
  if (COMBAT_ACTIONS.includes(action) && isFight(answer.data)) {
    $combatSession.set(addFight($combatSession.get(), answer.data));
  }
});
bus.on('startAction', () => {
  $combatSession.set(EMPTY_SESSION);
});
