// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { $panels, devicePreference, togglePanel } from './index';

describe('device preferences without localStorage (Node)', () => {
  it('has no localStorage here', () => {
    expect('localStorage' in globalThis && globalThis.localStorage).toBeFalsy();
  });

  it('keep their value in memory', () => {
    const $pref = devicePreference('nodeOnly', 'a');
    expect($pref.get()).toBe('a');
    $pref.set('b');
    expect($pref.get()).toBe('b');
    togglePanel('equipment');
    expect($panels.get()).toEqual({ equipment: true });
  });
});
