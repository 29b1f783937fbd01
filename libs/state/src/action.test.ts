import { beforeEach, describe, expect, it } from 'vitest';
import {
  $action,
  $defaultAction,
  $lastTick,
  applyInitialData,
  applyTick,
  beginAction,
  endAction,
  joinsEvent,
  resetState,
  updateAction,
} from './index';
import { makeInitialData } from './testing/fixtures';

beforeEach(() => {
  resetState();
  $defaultAction.set(null);
});

describe('the action state', () => {
  it('starts refreshing and clears the last ticks', () => {
    applyInitialData(makeInitialData());
    applyTick('battling', { delay: 2000, autos: 1, data: { winner: 1 } });
    expect($lastTick.get().battling).toEqual({ winner: 1 });
    beginAction('runecrafting', { rune: 'fire', amount: 3 });
    expect($action.get()).toEqual({
      type: 'runecrafting',
      body: { rune: 'fire', amount: 3 },
      status: 'refreshing',
      autosExpired: false,
    });
    expect($lastTick.get()).toEqual({});
  });

  it('remembers battling, mining, woodcutting and quarrying as the default action only', () => {
    beginAction('woodcutting');
    expect($defaultAction.get()).toEqual({ type: 'woodcutting', body: null });
    beginAction('dungeoneering', { dungeon: 1 });
    expect($defaultAction.get()).toEqual({ type: 'woodcutting', body: null });
    expect(JSON.parse(localStorage.getItem('idle:defaultAction') ?? 'null')).toEqual({
      type: 'woodcutting',
      body: null,
    });
  });

  it('does not remember an action joining a gathering event as the default action', () => {
    beginAction('mining', { area: 1 });
    beginAction('mining', { event: 301 });
    expect($action.get()).toMatchObject({ type: 'mining', body: { event: 301 } });
    expect($defaultAction.get()).toEqual({ type: 'mining', body: { area: 1 } });
    expect(joinsEvent({ event: 301 })).toBe(true);
    expect(joinsEvent({ event: null })).toBe(false);
    expect(joinsEvent({ area: 1 })).toBe(false);
    expect(joinsEvent(null)).toBe(false);
  });

  it('updates the status and stops, keeping the type', () => {
    beginAction('battling');
    updateAction({ status: 'expired', autosExpired: true });
    expect($action.get()).toMatchObject({ status: 'expired', autosExpired: true });
    const before = $action.get();
    updateAction({ status: 'expired' });
    expect($action.get()).toBe(before);
    endAction();
    expect($action.get()).toEqual({
      type: 'battling',
      body: null,
      status: 'stopped',
      autosExpired: false,
    });
  });
});
