/** dev.php: lets tests set up states. Registered only with GAME_DEV_TOOLS=1, never in production. */
import { DevRequest } from '@idle/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { usernameKey } from '../game/accounts';
import { EXP_TABLE } from '../game/content/progression';
import type { GameContext } from '../game/context';
import { addItems } from '../game/items';
import { GameError } from '../http/errors';
import { mod, registerEndpoint } from '../http/endpoints';

export function devRoutes(app: FastifyInstance, game: GameContext): void {
  const userIdOf = async (username: string) => {
    const row = await game.db
      .selectFrom('users')
      .select('id')
      .where('username_key', '=', usernameKey(username))
      .executeTakeFirst();
    if (!row) throw new GameError('There is no player with that name.');
    // Whatever is set next, the player's running action must read it.
    game.actionCache.forget(row.id);
    return row.id;
  };
  const handle = mod({
    method: 'POST',
    schema: DevRequest,
    public: true,
    async handle(input) {
      switch (input.mod) {
        case 'grantItems': {
          const userId = await userIdOf(input.username);
          await game.db.transaction().execute((trx) => addItems(trx, userId, input.items));
          return true;
        }
        case 'setAutos': {
          const userId = await userIdOf(input.username);
          await game.db
            .updateTable('users')
            .set({ autos: input.autos, captcha_required: 0 })
            .where('id', '=', userId)
            .execute();
          return true;
        }
        case 'setLevel': {
          const userId = await userIdOf(input.username);
          await game.db
            .updateTable('skills')
            .set({ exp: EXP_TABLE[input.level] ?? 0 })
            .where('user_id', '=', userId)
            .where('skill', '=', input.skill)
            .execute();
          return true;
        }
        case 'advanceClock':
          game.clock.advance(input.ms);
          return game.clock.now();
      }
    },
  });
  registerEndpoint(app, game, 'dev.php', {
    grantItems: handle,
    setAutos: handle,
    setLevel: handle,
    advanceClock: handle,
  });
}
