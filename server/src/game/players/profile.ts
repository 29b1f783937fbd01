/** profile.php: a player's public profile (spec 001: profile, ranks per statistic). */
import {
  SKILL_IDS,
  type ProfileAnswer,
  type ProfileStatistic,
  type SkillId,
} from '@idle/contracts';
import { GameError } from '../errors';
import { banInForce } from '../admin/bans';
import { findUser } from '../accounts/users.repository';
import { clanSummaryOf } from '../clan/core';
import type { GameContext } from '../context';
import { skillRanks, statisticRanks } from '../leaderboards/leaderboards';
import { loadSkills } from './players';
import { loadStatistics } from './statistics';

export const UNKNOWN_PROFILE_TEXT = 'There is no player with that id.';

const DAY_MS = 24 * 3600 * 1000;

export async function playerProfile(game: GameContext, userId: number): Promise<ProfileAnswer> {
  const now = game.clock.now();
  const user = await findUser(game.db, userId, [
    'id',
    'username',
    'created_at',
    'nobility_rank',
    'account_status',
    'banned',
  ]);
  if (!user) throw new GameError(UNKNOWN_PROFILE_TEXT);
  // A ban that has ended lifts itself here (admin/bans.ts): the profile shows again.
  if (user.banned !== 0 && (await banInForce(game.db, userId, now))) return { banned: true };
  const [skills, statistics, clan] = await Promise.all([
    loadSkills(game.db, userId),
    loadStatistics(game.db, userId, now),
    clanSummaryOf(game.db, userId),
  ]);
  const values = Object.fromEntries(
    Object.entries(statistics).filter(([key]) => key !== 'totalDeaths'),
  ) as Record<ProfileStatistic, number>;
  const levels = Object.fromEntries(SKILL_IDS.map((id) => [id, skills[id].level])) as Record<
    SkillId,
    number
  >;
  return {
    banned: false,
    userid: user.id,
    username: user.username,
    age: Math.floor((now - user.created_at) / DAY_MS),
    nobilityRank: user.nobility_rank,
    accountStatus: user.account_status,
    clanid: clan?.clanid ?? null,
    clanName: clan?.name ?? null,
    skills: levels,
    ...values,
    ranks: await statisticRanks(game.db, userId, values, now),
    skillRanks: await skillRanks(game.db, userId, now),
  };
}
