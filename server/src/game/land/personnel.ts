/**
 * Personnel (land.php loadPersonnel, upgradePersonnel; spec 002 §3, §5, §9): five people, each
 * raised in level for gold (to 150) and in rarity for credits (to 6); their bonus is the tier of
 * their level, raised by their rarity (game-rules personnelEffectPercent). Costs leave the economy.
 */
import type { LoadPersonnelAnswer, Personnel, UpgradePersonnelAnswer } from '@idle/contracts';
import type { LandSchemas } from '@idle/contracts/schemas';
import {
  formatNumber,
  PERSONNEL,
  PERSONNEL_BONUS_TIER_LEVELS,
  PERSONNEL_KINDS,
  PERSONNEL_MAX_LEVEL,
  PERSONNEL_MAX_RARITY,
  type PersonnelKind,
  personnelEffectPercent,
  personnelLevelCost,
  personnelRarityCost,
} from '@idle/game-rules';
import type { z } from 'zod';
import { playerTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import type { GameContext } from '../context';
import { removeItems } from '../inventory/items';
import {
  landLevelOf,
  NO_PLOT_TEXT,
  notEnoughText,
  personnelOf,
  type PersonStanding,
} from './effects';
import { savePerson } from './personnel.repository';

export const MAX_PERSONNEL_LEVEL_TEXT = 'That person is already at the highest level.';
export const MAX_PERSONNEL_RARITY_TEXT = 'That person is already at the highest rarity.';

/** What each person's bonus does, with its current percent. */
const EFFECTS: Record<PersonnelKind, (percent: number) => string> = {
  scout: (percent) => `${formatNumber(percent)}% chance that a raid brings double loot.`,
  treasure_hunter: (percent) => `+${formatNumber(percent)}% trinket drop chance.`,
  quartermaster_1: (percent) => `Plot and portal upgrades cost ${formatNumber(percent)}% less.`,
  dungeon_keeper: (percent) => `+${formatNumber(percent)}% dungeoneering tokens.`,
  labyrinth_keeper: (percent) => `+${formatNumber(percent)}% experience in the labyrinth.`,
};

function personView(kind: PersonnelKind, { level, rarity }: PersonStanding): Personnel {
  return {
    id: kind,
    name: PERSONNEL[kind].name,
    rarity,
    level,
    stage: PERSONNEL_BONUS_TIER_LEVELS.filter((tierLevel) => level >= tierLevel).length,
    description: EFFECTS[kind](personnelEffectPercent(kind, level, rarity)),
    tiers: [...PERSONNEL[kind].bonusPercentByTier],
    upgLevelCost: level >= PERSONNEL_MAX_LEVEL ? null : personnelLevelCost(level + 1),
    upgRarityCost: rarity >= PERSONNEL_MAX_RARITY ? null : personnelRarityCost(rarity + 1),
  };
}

export async function loadPersonnel(
  game: GameContext,
  userId: number,
): Promise<LoadPersonnelAnswer> {
  if ((await landLevelOf(game.db, userId)) === 0) throw new GameError(NO_PLOT_TEXT);
  const people = await personnelOf(game.db, userId);
  return { personnel: PERSONNEL_KINDS.map((kind) => personView(kind, people[kind])) };
}

export async function upgradePersonnel(
  game: GameContext,
  userId: number,
  input: z.infer<typeof LandSchemas.UpgradePersonnelRequest>,
): Promise<UpgradePersonnelAnswer> {
  const kind: PersonnelKind = input.personnel;
  return playerTransaction(game.db, [userId], async (trx) => {
    if ((await landLevelOf(trx, userId)) === 0) throw new GameError(NO_PLOT_TEXT);
    const person = (await personnelOf(trx, userId))[kind];
    const raised = { ...person };
    let itemsToRemove;
    if (input.type === 'level') {
      if (person.level >= PERSONNEL_MAX_LEVEL) throw new GameError(MAX_PERSONNEL_LEVEL_TEXT);
      raised.level += 1;
      itemsToRemove = [{ id: 'gold', amount: personnelLevelCost(raised.level) }];
    } else {
      if (person.rarity >= PERSONNEL_MAX_RARITY) throw new GameError(MAX_PERSONNEL_RARITY_TEXT);
      raised.rarity += 1;
      itemsToRemove = [{ id: 'credits', amount: personnelRarityCost(raised.rarity) }];
    }
    await removeItems(trx, userId, itemsToRemove, notEnoughText, 'destroyed');
    await savePerson(trx, { user_id: userId, kind, level: raised.level, rarity: raised.rarity });
    return { personnelData: personView(kind, raised), itemsToRemove };
  });
}
