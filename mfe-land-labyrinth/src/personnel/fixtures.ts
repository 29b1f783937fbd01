/**
 * Test and story data of the personnel screen: the five kinds at various levels and rarities
 * (one at each cap), and a land.php that upgrades them. Never imported by production code.
 */
import type { LoadPersonnelAnswer, Personnel, PersonnelKindId } from '@idle/contracts';
import {
  PERSONNEL,
  PERSONNEL_BONUS_TIER_LEVELS,
  PERSONNEL_MAX_LEVEL,
  PERSONNEL_MAX_RARITY,
} from '@idle/game-rules';
import { sampleLandData } from '../land/fixtures';
import { sampleApiAnswers, type FakeRequest } from '@idle/test-fixtures';

/** Gold for the next level and credits for the next rarity, ours for the samples. */
const levelCost = (level: number) => 1_000 * level;
const rarityCost = (rarity: number) => 25 * rarity;

export function samplePerson(id: PersonnelKindId, level: number, rarity: number): Personnel {
  const kind = PERSONNEL[id];
  return {
    id,
    name: kind.name,
    rarity,
    level,
    stage: PERSONNEL_BONUS_TIER_LEVELS.filter((tierLevel) => level >= tierLevel).length,
    description: `The ${kind.name.toLowerCase()}'s bonus grows at each tier.`,
    tiers: [...kind.bonusPercentByTier],
    upgLevelCost: level < PERSONNEL_MAX_LEVEL ? levelCost(level) : null,
    upgRarityCost: rarity < PERSONNEL_MAX_RARITY ? rarityCost(rarity) : null,
  };
}

/** A scout at 80 (two tiers), a treasure hunter at the level cap, a mythic quartermaster... */
export function samplePersonnel(): LoadPersonnelAnswer {
  return {
    personnel: [
      samplePerson('scout', 80, 2),
      samplePerson('treasure_hunter', PERSONNEL_MAX_LEVEL, 4),
      samplePerson('quartermaster_1', 12, PERSONNEL_MAX_RARITY),
      samplePerson('dungeon_keeper', 1, 1),
      samplePerson('labyrinth_keeper', 50, 3),
    ],
  };
}

/** A land.php that raises the asked level or rarity by one and takes its cost. */
export function personnelApiAnswers(
  answer: LoadPersonnelAnswer = samplePersonnel(),
): Record<string, unknown> {
  return {
    ...sampleApiAnswers(),
    'land.php?mod=load': { landData: sampleLandData(3) },
    'land.php?mod=loadPersonnel': answer,
    'land.php?mod=upgradePersonnel': (request: FakeRequest) => {
      const person = answer.personnel.find((other) => other.id === request.params.personnel);
      if (!person) return { error: 'Not a kind of personnel.' };
      if (request.params.type === 'level') {
        return {
          personnelData: samplePerson(person.id, person.level + 1, person.rarity),
          itemsToRemove: [{ id: 'gold', amount: person.upgLevelCost }],
        };
      }
      return {
        personnelData: samplePerson(person.id, person.level, person.rarity + 1),
        itemsToRemove: [{ id: 'credits', amount: person.upgRarityCost }],
      };
    },
  };
}
