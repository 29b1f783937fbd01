import { sampleInitialData } from '@idle/test-fixtures';
import { playerCombatStats } from '@idle/game-rules';
import { describe, expect, it } from 'vitest';
import { sampleFightFigures } from '../fixtures';
import { actionOfKey, opponentChoices } from './opponents';
import { runSimulation } from './simulation';
import { initialWhatIf, whatIfStats } from './what-if';

const figures = sampleFightFigures();
const { fighter } = figures;
const choices = opponentChoices(sampleInitialData().areaData, figures);

describe('opponentChoices', () => {
  it('lists area mobs, special area mobs, dungeon rooms and world bosses with their actions', () => {
    const byKey = new Map(choices.map((choice) => [choice.key, choice]));
    expect(byKey.get('area:1:1')).toMatchObject({
      label: 'Mossy Cellars: Cellar Rat (level 1)',
      action: 'battling',
      boss: false,
    });
    expect(byKey.get('special:101:201')?.action).toBe('specialBattling');
    expect(byKey.get('dungeon:1:2')).toMatchObject({
      label: 'Forgotten Cellar, room 2: Rat King (level 8)',
      action: 'dungeoneering',
      rewards: { exp: 20, gold: [0, 0], loot: [] },
    });
    expect(byKey.get('boss:1')).toMatchObject({ action: 'bossBattle', boss: true });
    expect(byKey.get('boss:1')?.stats).toMatchObject({ health: 6_000_000, critChance: 5 });
  });

  it('names the action of a key, battling for none', () => {
    expect(actionOfKey('')).toBe('battling');
    expect(actionOfKey('special:101:201')).toBe('specialBattling');
    expect(actionOfKey('dungeon:1:1')).toBe('dungeoneering');
    expect(actionOfKey('boss:1')).toBe('bossBattle');
  });
});

describe('whatIfStats', () => {
  it("starts from the player's own figures, as game-rules computes them", () => {
    expect(whatIfStats(fighter, initialWhatIf(fighter))).toEqual(playerCombatStats(fighter));
  });

  it('recomputes the figures for another weapon, keeping what runes add', () => {
    const whatIf = initialWhatIf(fighter);
    const own = playerCombatStats(fighter);
    const mainHand = whatIf.equipped['1'];
    if (!mainHand) throw new Error('no main hand');
    const stronger = whatIfStats(fighter, {
      ...whatIf,
      equipped: { ...whatIf.equipped, '1': { ...mainHand, level: '40' } },
    });
    expect(stronger?.attack).toBeGreaterThan(own.attack);
    expect(stronger?.defence).toBe(own.defence);
    const raised = whatIfStats(fighter, {
      ...whatIf,
      attributes: { ...whatIf.attributes, defence: '100' },
    });
    expect(raised?.defence).toBeGreaterThan(own.defence);
  });

  it('answers nothing for an empty or impossible figure', () => {
    const whatIf = initialWhatIf(fighter);
    expect(
      whatIfStats(fighter, { ...whatIf, attributes: { ...whatIf.attributes, attack: '' } }),
    ).toBeNull();
    const mainHand = whatIf.equipped['1'];
    if (!mainHand) throw new Error('no main hand');
    expect(
      whatIfStats(fighter, {
        ...whatIf,
        equipped: { ...whatIf.equipped, '1': { ...mainHand, rarity: '9' } },
      }),
    ).toBeNull();
  });
});

describe('runSimulation', () => {
  const rat = choices.find((choice) => choice.key === 'area:1:1');
  if (!rat) throw new Error('no rat');
  const setUp = {
    player: playerCombatStats(fighter),
    opponent: rat.stats,
    rewards: rat.rewards,
    bonuses: figures.rewards,
    actionDelayMs: 6000,
    boss: false,
  };

  it('reports progress by chunks and answers the same result for the same set-up', () => {
    const progress: number[] = [];
    const result = runSimulation(setUp, (done) => progress.push(done), 2500);
    expect(progress).toEqual([1000, 2000, 2500]);
    expect(result.report.fights).toBe(2500);
    expect(runSimulation(setUp, () => undefined, 2500)).toEqual(result);
  });
});
