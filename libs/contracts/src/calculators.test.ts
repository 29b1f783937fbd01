import { describe, expect, it } from 'vitest';
import { CALCULATORS } from './calculators';
import { APP_OWNERS } from './routes';

describe('calculator table', () => {
  it('names each calculator once, each owned by a remote', () => {
    const ids = CALCULATORS.map((calculator) => calculator.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const calculator of CALCULATORS) {
      expect(APP_OWNERS).toContain(calculator.remote);
      expect(calculator.remote).not.toBe('shell');
    }
  });

  it('puts the dungeon planner with battle, tools with gathering, land and labyrinth with theirs', () => {
    const owner = (id: string) => CALCULATORS.find((calculator) => calculator.id === id)?.remote;
    expect(owner('dungeons')).toBe('mfe-battle');
    expect(owner('toolComponents')).toBe('mfe-gathering-crafting');
    expect(owner('labyrinth')).toBe('mfe-land-labyrinth');
  });
});
