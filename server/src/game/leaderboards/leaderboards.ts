/**
 * Leaderboards (spec 001): a board per statistic and per skill, the top 100 with ties ordered by
 * user id, banned players left out. A board is computed at most once a minute per server and
 * kept, so profiles (a rank per statistic) cost no table scans of their own.
 */
import { levelForExp } from '@idle/game-rules';
import type {
  LeaderboardRow,
  LeaderboardsAnswer,
  ProfileStatistic,
  SkillId,
} from '@idle/contracts';
import type { Db } from '../../db/database';
import { GameError } from '../errors';
import {
  LEADERBOARD_SIZE,
  LEADERBOARDS,
  type LeaderboardDefinition,
} from '../content/leaderboards';
import { periodKeys } from '../players/statistics';
import { skillRanking } from '../players/skills.repository';
import { statisticRanking } from '../players/statistics.repository';

export const UNKNOWN_LEADERBOARD_TEXT = 'There is no such leaderboard.';
/** How long a computed board is shown before it is computed again. */
export const LEADERBOARD_REFRESH_MS = 60_000;

interface Ranked {
  userid: number;
  name: string;
  nobilityRank: number;
  accountStatus: number;
  value: number;
}

interface Board {
  computedAt: number;
  rows: Ranked[];
  rankOf: Map<number, number>;
}

const boards = new WeakMap<Db, Map<number, Board>>();

async function rankedPlayers(db: Db, board: LeaderboardDefinition, now: number): Promise<Ranked[]> {
  const source = board.source;
  if (source.kind === 'skill') {
    // As on the statistics' boards: a player without experience in the skill is unranked.
    const rows = await skillRanking(db, source.skill);
    return rows.map(({ exp, ...row }) => ({ ...row, value: levelForExp(exp) }));
  }
  const { day, month } = periodKeys(now);
  // Daily and monthly counts of a past period are 0 now, whatever the row still holds.
  return statisticRanking(db, source.stat, {
    ...(source.stat === 'totalActionsDaily' ? { day } : {}),
    ...(source.stat === 'totalActionsMonthly' ? { month } : {}),
  });
}

async function loadBoard(db: Db, board: LeaderboardDefinition, now: number): Promise<Board> {
  let cache = boards.get(db);
  if (!cache) boards.set(db, (cache = new Map<number, Board>()));
  const kept = cache.get(board.id);
  if (kept && now >= kept.computedAt && now - kept.computedAt < LEADERBOARD_REFRESH_MS) return kept;
  const rows = await rankedPlayers(db, board, now);
  const computed: Board = {
    computedAt: now,
    rows,
    rankOf: new Map(rows.map((row, index) => [row.userid, index + 1])),
  };
  cache.set(board.id, computed);
  return computed;
}

/** Forgets every computed board (dev tools and tests that change rankings). */
export function forgetLeaderboards(db: Db): void {
  boards.delete(db);
}

export async function leaderboards(
  db: Db,
  id: number | undefined,
  now: number,
): Promise<LeaderboardsAnswer> {
  const categories = LEADERBOARDS.map(({ id: boardId, name }) => ({ id: boardId, name }));
  if (id === undefined || id === 0) return { categories, board: null };
  const definition = LEADERBOARDS.find((board) => board.id === id);
  if (!definition) throw new GameError(UNKNOWN_LEADERBOARD_TEXT);
  const board = await loadBoard(db, definition, now);
  const rows: LeaderboardRow[] = board.rows
    .slice(0, LEADERBOARD_SIZE)
    .map((row, index) => [
      index + 1,
      row.userid,
      row.name,
      row.nobilityRank,
      row.accountStatus,
      row.value,
    ]);
  return { categories, board: { id: definition.id, name: definition.name, rows } };
}

/** The player's rank on each statistic's board; null ("Unranked") where the value is 0. */
export async function statisticRanks(
  db: Db,
  userId: number,
  values: Record<ProfileStatistic, number>,
  now: number,
): Promise<Partial<Record<ProfileStatistic, number | null>>> {
  const ranks: Partial<Record<ProfileStatistic, number | null>> = {};
  for (const definition of LEADERBOARDS) {
    if (definition.source.kind !== 'statistic') continue;
    const stat = definition.source.stat;
    if (values[stat] <= 0) {
      ranks[stat] = null;
      continue;
    }
    const board = await loadBoard(db, definition, now);
    ranks[stat] = board.rankOf.get(userId) ?? null;
  }
  return ranks;
}

/** The player's rank on each skill's board; null ("Unranked") without experience in it. */
export async function skillRanks(
  db: Db,
  userId: number,
  now: number,
): Promise<Partial<Record<SkillId, number | null>>> {
  const ranks: Partial<Record<SkillId, number | null>> = {};
  for (const definition of LEADERBOARDS) {
    if (definition.source.kind !== 'skill') continue;
    const board = await loadBoard(db, definition, now);
    ranks[definition.source.skill] = board.rankOf.get(userId) ?? null;
  }
  return ranks;
}
