/** account.php: register and log in (DESIGN, "Accounts"). */
import { AccountRequest } from '@idle/contracts/schemas';
import { LOGIN_FAILED_TEXT, TOO_MANY_ATTEMPTS_TEXT, USERNAME_TAKEN_TEXT } from '@idle/contracts';
import type { FastifyInstance } from 'fastify';
import { checkPassword, createAccount, hashPassword, usernameKey } from '../game/accounts';
import { nextCaptchaTime } from '../game/autos';
import type { GameContext } from '../game/context';
import { GameError } from '../http/errors';
import { mod, registerEndpoint } from '../http/endpoints';

export const BANNED_TEXT = 'This account is banned.';
/** Login and registration attempts per address per minute. */
export const ACCOUNT_ATTEMPTS_PER_MINUTE = 10;

export { TOO_MANY_ATTEMPTS_TEXT };

export function accountRoutes(app: FastifyInstance, game: GameContext): void {
  const handle = mod({
    method: 'POST',
    schema: AccountRequest,
    public: true,
    async handle(input, { reply }) {
      const now = game.clock.now();
      const secure = game.config.production;
      if (input.mod === 'register') {
        const taken = await game.db
          .selectFrom('users')
          .select('id')
          .where('username_key', '=', usernameKey(input.username))
          .executeTakeFirst();
        if (taken) throw new GameError(USERNAME_TAKEN_TEXT);
        const passwordHash = await hashPassword(input.password);
        const userId = await createAccount(game.db, {
          username: input.username,
          passwordHash,
          email: input.email ?? null,
          now,
          nextCaptchaAt: nextCaptchaTime(game, now),
          referrerId: input.ref ?? null,
        }).catch((error: unknown) => {
          // Two registrations of one name at once: the unique index decides.
          if (String(error).includes('UNIQUE')) throw new GameError(USERNAME_TAKEN_TEXT);
          throw error;
        });
        await game.sessions.create(reply, userId, now, secure);
        return { success: true };
      }
      const user = await game.db
        .selectFrom('users')
        .select(['id', 'password_hash', 'banned'])
        .where('username_key', '=', usernameKey(input.username))
        .executeTakeFirst();
      const ok = await checkPassword(user?.password_hash ?? null, input.password);
      if (!user || !ok) throw new GameError(LOGIN_FAILED_TEXT);
      if (user.banned !== 0) throw new GameError(BANNED_TEXT);
      await game.sessions.create(reply, user.id, now, secure);
      return { success: true };
    },
  });
  registerEndpoint(
    app,
    game,
    'account.php',
    { register: handle, login: handle },
    { rateLimit: { max: ACCOUNT_ATTEMPTS_PER_MINUTE, timeWindow: 60_000 } },
  );
}
