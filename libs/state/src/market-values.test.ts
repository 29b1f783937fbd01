import { allTasks, cleanStores, keepMount } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $marketValues, setMarketValues, setMarketValuesLoader } from './market-values';

afterEach(() => {
  setMarketValuesLoader(null);
  cleanStores($marketValues);
  $marketValues.set(null);
});

describe('market values', () => {
  it('asks the registered loader when the first reader comes and no values are known', async () => {
    const load = vi.fn(() => {
      setMarketValues({ days: 7, values: [{ itemid: 'stone', averageCents: 512, volume: 40 }] });
    });
    setMarketValuesLoader(load);
    keepMount($marketValues);
    await allTasks();
    expect(load).toHaveBeenCalledTimes(1);
    expect($marketValues.get()?.cents.get('stone')).toBe(512);
  });

  it('asks nothing when the values are already known', () => {
    setMarketValues({ days: 7, values: [] });
    const load = vi.fn();
    setMarketValuesLoader(load);
    keepMount($marketValues);
    expect(load).not.toHaveBeenCalled();
  });
});
