/**
 * The account and info pages' calls (spec 001 §7): the personal log, announcements, referrals
 * and leaderboards (misc.php), profile.php, preferences.php and loadhtml.php.
 */
import { USERNAME_TAKEN_TEXT, type Referral } from '@idle/contracts';
import {
  ChangePasswordRequest,
  ChangeUsernameRequest,
  GetLogRequest,
  LeaderboardsRequest,
  LoadHtmlQuery,
  ProfileRequest,
} from '@idle/contracts/schemas';
import { USERNAME_CHANGE_COST_CREDITS } from '@idle/game-rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkPassword, hashPassword, usernameKey } from '../game/accounts';
import { readAnnouncements } from '../game/announcements';
import { STATIC_PAGE_HTML } from '../game/content/pages';
import type { GameContext } from '../game/context';
import { removeItems } from '../game/items';
import { leaderboards } from '../game/leaderboards';
import { addLogEntry, logPage } from '../game/log';
import { loadUser } from '../game/players';
import { playerProfile } from '../game/profile';
import { GameError } from '../http/errors';
import { mod, registerEndpoint, type ModDefinition } from '../http/endpoints';

export const WRONG_PASSWORD_TEXT = 'Your password is not correct.';
export const WRONG_OLD_PASSWORD_TEXT = 'Your current password is not correct.';
export const SAME_USERNAME_TEXT = 'That is already your username.';
export const USERNAME_CREDITS_TEXT = `You need ${USERNAME_CHANGE_COST_CREDITS} credits to change your username.`;
/** Preference calls (password checks included) per address per minute. */
export const PREFERENCES_CALLS_PER_MINUTE = 30;

const query = <Mod extends string>(name: Mod) => z.object({ mod: z.literal(name) });

/** misc.php mods of the info pages; misc.ts registers them with the shell's own. */
export function infoMiscMods(game: GameContext): Record<string, ModDefinition> {
  return {
    getLog: mod({
      method: 'POST',
      schema: GetLogRequest,
      handle: (input, { userId }) => logPage(game.db, userId, input.page),
    }),
    getAnnouncements: mod({
      method: 'GET',
      schema: query('getAnnouncements'),
      handle: (_input, { userId }) => readAnnouncements(game.db, userId),
    }),
    getReferrals: mod({
      method: 'GET',
      schema: query('getReferrals'),
      async handle(_input, { userId }): Promise<Referral[]> {
        const rows = await game.db
          .selectFrom('users')
          .select(['id', 'username'])
          .where('referrer_id', '=', userId)
          .orderBy('id')
          .execute();
        return rows.map((row) => ({ userid: row.id, username: row.username }));
      },
    }),
    leaderboards: mod({
      method: 'POST',
      schema: LeaderboardsRequest,
      handle: (input) => leaderboards(game.db, input.id, game.clock.now()),
    }),
  };
}

async function changeUsername(
  game: GameContext,
  userId: number,
  newUsername: string,
  password: string,
): Promise<{ username: string }> {
  const user = await loadUser(game.db, userId);
  if (!(await checkPassword(user.password_hash, password))) {
    throw new GameError(WRONG_PASSWORD_TEXT);
  }
  if (newUsername === user.username) throw new GameError(SAME_USERNAME_TEXT);
  const key = usernameKey(newUsername);
  const now = game.clock.now();
  await game.db
    .transaction()
    .execute(async (trx) => {
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('username_key', '=', key)
        .where('id', '!=', userId)
        .executeTakeFirst();
      if (taken) throw new GameError(USERNAME_TAKEN_TEXT);
      await removeItems(
        trx,
        userId,
        [{ id: 'credits', amount: USERNAME_CHANGE_COST_CREDITS }],
        () => USERNAME_CREDITS_TEXT,
      );
      await trx
        .updateTable('users')
        .set({ username: newUsername, username_key: key })
        .where('id', '=', userId)
        .execute();
      await addLogEntry(
        trx,
        userId,
        'msg',
        `You changed your username from ${user.username} to ${newUsername}.`,
        now,
      );
    })
    .catch((error: unknown) => {
      // Two players taking one name at once: the unique index decides.
      if (!(error instanceof GameError) && String(error).includes('UNIQUE')) {
        throw new GameError(USERNAME_TAKEN_TEXT);
      }
      throw error;
    });
  return { username: newUsername };
}

export function infoRoutes(app: FastifyInstance, game: GameContext): void {
  registerEndpoint(app, game, 'profile.php', {
    '': mod({
      method: 'POST',
      schema: ProfileRequest,
      handle: (input) => playerProfile(game, input.id),
    }),
  });

  registerEndpoint(
    app,
    game,
    'preferences.php',
    {
      getPreferences: mod({
        method: 'GET',
        schema: query('getPreferences'),
        async handle(_input, { userId }) {
          const user = await loadUser(game.db, userId);
          return { email: user.email };
        },
      }),
      changeUsername: mod({
        method: 'POST',
        schema: ChangeUsernameRequest,
        handle: (input, { userId }) =>
          changeUsername(game, userId, input.newUsername, input.password),
      }),
      changePassword: mod({
        method: 'POST',
        schema: ChangePasswordRequest,
        async handle(input, { userId, reply }) {
          const user = await loadUser(game.db, userId);
          if (!(await checkPassword(user.password_hash, input.oldPassword))) {
            throw new GameError(WRONG_OLD_PASSWORD_TEXT);
          }
          const passwordHash = await hashPassword(input.newPassword1);
          await game.db
            .updateTable('users')
            .set({ password_hash: passwordHash })
            .where('id', '=', userId)
            .execute();
          // Every other session ends; this browser gets a fresh one and stays logged in.
          const now = game.clock.now();
          await game.sessions.endAll(userId);
          await game.sessions.create(reply, userId, now, game.config.production);
          return true;
        },
      }),
    },
    { rateLimit: { max: PREFERENCES_CALLS_PER_MINUTE, timeWindow: 60_000 } },
  );

  const page = mod({
    method: 'GET',
    schema: LoadHtmlQuery,
    public: true,
    handle: (input) => Promise.resolve(STATIC_PAGE_HTML[input.mod]),
  });
  registerEndpoint(app, game, 'loadhtml.php', { rules: page, privacy: page });
}
