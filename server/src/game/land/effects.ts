/**
 * What land and personnel do elsewhere in the game: the plot's level bonuses and the personnel's
 * percents, read by the Autos, battles, gathering, trinket drops, dungeons and the labyrinth.
 */
import {
  type LandCostLine,
  landLevelBonuses,
  type LandLevelBonuses,
  PERSONNEL_KINDS,
  type PersonnelKind,
  personnelEffectPercent,
  quartermasterPrice,
} from '@idle/game-rules';
import type { ItemAmount } from '@idle/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { findItem } from '../content/items';
import { landLevel } from './land.repository';
import { findPerson, listPersonnel } from './personnel.repository';
import { listPortalLevels } from './portals.repository';

export type Executor = Db | Transaction<Database>;

/** The player's land level; 0 without a plot. */
export async function landLevelOf(db: Executor, userId: number): Promise<number> {
  return landLevel(db, userId);
}

/** The plot's bonuses (all 0 without a plot): Autos, mob gold, resources, trinket chance. */
export async function landBonusesOf(db: Executor, userId: number): Promise<LandLevelBonuses> {
  return landLevelBonuses(await landLevelOf(db, userId));
}

/** A person as stored; one never upgraded is level 1, rarity 1. */
export interface PersonStanding {
  level: number;
  rarity: number;
}

export const NEW_PERSON: PersonStanding = { level: 1, rarity: 1 };

export async function personnelOf(
  db: Executor,
  userId: number,
): Promise<Record<PersonnelKind, PersonStanding>> {
  const rows = await listPersonnel(db, userId);
  return Object.fromEntries(
    PERSONNEL_KINDS.map((kind) => {
      const row = rows.find((candidate) => candidate.kind === kind);
      return [kind, row ? { level: row.level, rarity: row.rarity } : NEW_PERSON];
    }),
  ) as Record<PersonnelKind, PersonStanding>;
}

/** The bonus of one person of the player, in percent (0 below level 50). */
export async function personnelPercent(
  db: Executor,
  userId: number,
  kind: PersonnelKind,
): Promise<number> {
  const row = await findPerson(db, userId, kind);
  const { level, rarity } = row ?? NEW_PERSON;
  return personnelEffectPercent(kind, level, rarity);
}

/**
 * The player's extra trinket drop chance, in percent of the base chance: the land's 2% a level
 * plus the treasure hunter's bonus (for the trinket drops: chance x (1 + this / 100)).
 */
export async function landTrinketChancePercent(db: Executor, userId: number): Promise<number> {
  const [bonuses, hunter] = await Promise.all([
    landBonusesOf(db, userId),
    personnelPercent(db, userId, 'treasure_hunter'),
  ]);
  return bonuses.trinketChancePercent + hunter;
}

/** The dungeon keeper's extra dungeoneering tokens, in percent. */
export function dungeonKeeperTokenPercent(db: Executor, userId: number): Promise<number> {
  return personnelPercent(db, userId, 'dungeon_keeper');
}

/** The labyrinth keeper's extra labyrinth experience, in percent. */
export function labyrinthKeeperExpPercent(db: Executor, userId: number): Promise<number> {
  return personnelPercent(db, userId, 'labyrinth_keeper');
}

/** A land cost (plot upgrade, portal) as paid: the quartermaster's discount applied. */
export function discountedCost(lines: readonly LandCostLine[], percent: number): ItemAmount[] {
  return lines.map((line) => ({
    id: line.itemId,
    amount: quartermasterPrice(line.amount, percent),
  }));
}

/** Every land answer says this when the player has no plot. */
export const NO_PLOT_TEXT = 'You do not own a plot of land.';

/** "You do not have enough Gold." */
export function notEnoughText(itemId: string): string {
  return `You do not have enough ${findItem(itemId)?.name ?? itemId}.`;
}

/** The player's portal levels by special area id (a portal never upgraded is absent: level 0). */
export async function portalLevelsOf(
  db: Executor,
  userId: number,
): Promise<ReadonlyMap<number, number>> {
  const rows = await listPortalLevels(db, userId);
  return new Map(rows.map((row) => [row.portal_id, row.level]));
}
