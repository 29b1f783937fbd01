import { beforeEach, describe, expect, it } from 'vitest';
import {
  $panels,
  $trackers,
  isDefaultActionType,
  isPanelCollapsed,
  setPanelCollapsed,
  togglePanel,
} from './index';

beforeEach(() => {
  $panels.set({});
});

describe('panels', () => {
  it('remember the collapsed state per panel id on the device', () => {
    expect(isPanelCollapsed('skills')).toBe(false);
    togglePanel('skills');
    setPanelCollapsed('log', true);
    expect(isPanelCollapsed('skills')).toBe(true);
    expect(JSON.parse(localStorage.getItem('idle:panels') ?? 'null')).toEqual({
      skills: true,
      log: true,
    });
    togglePanel('skills');
    expect($panels.get()).toEqual({ skills: false, log: true });
  });

  it('do not notify when the state does not change', () => {
    setPanelCollapsed('land', true);
    const before = $panels.get();
    setPanelCollapsed('land', true);
    expect($panels.get()).toBe(before);
  });
});

describe('trackers and default action types', () => {
  it('stores tracker visibility under idle:trackers', () => {
    $trackers.set({ battling: true });
    expect(localStorage.getItem('idle:trackers')).toBe('{"battling":true}');
  });

  it('knows the default action types', () => {
    expect(isDefaultActionType('battling')).toBe(true);
    expect(isDefaultActionType('quarrying')).toBe(true);
    expect(isDefaultActionType('bossBattle')).toBe(false);
  });
});
