/**
 * The statements every tick runs, compiled once per database (see db/prepared.ts) by the
 * repositories of their tables: the Auto spent, items, experience and statistics as increments
 * (the action row's are in action-state.repository.ts).
 */
import type { Db } from '../../db/database';
import { compiledPerDatabase } from '../../db/prepared';
import { userStatements } from '../accounts/users.repository';
import { economyCounterStatements } from '../economy/economy-counters.repository';
import { itemStatements } from '../inventory/items.repository';
import { skillStatements } from '../players/skills.repository';
import { statisticStatements } from '../players/statistics.repository';

export type TickWrites = ReturnType<typeof tickWrites>;

export const tickWrites = compiledPerDatabase((db: Db) => ({
  spendAuto: userStatements(db).spendAuto,
  spendItems: itemStatements(db).spend,
  items: itemStatements(db).add,
  economy: economyCounterStatements(db).add,
  skills: skillStatements(db).add,
  statistics: statisticStatements(db).add,
}));
