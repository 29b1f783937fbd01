/** misc.php: the shell's small calls (spec 000 §7). */
import {
  CaptchaRequest,
  ChangeActiveAttributeQuery,
  ChangeActiveMasteryQuery,
  GetUseridRequest,
  LoadBossesQuery,
  LoadHeroicQuery,
  UseHeroicPotionRequest,
  UseHeroicShardsRequest,
  UseUpgradeStonesRequest,
} from '@idle/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { stopCurrentAction } from '../game/battle';
import { solveCaptcha } from '../game/autos';
import { MASTERIES } from '../game/content/progression';
import type { GameContext } from '../game/context';
import { usernameKey } from '../game/accounts';
import { loadHeroic, useHeroicPotion, useHeroicShards, useUpgradeStones } from '../game/heroic';
import { playersOnline } from '../game/online';
import { UNKNOWN_PLAYER_TEXT } from '../game/players';
import { GameError } from '../http/errors';
import { mod, registerEndpoint } from '../http/endpoints';
import { craftingMiscMods } from './crafting';
import { gatheringMiscMods } from './gathering';
import { infoMiscMods } from './info';

export const UNKNOWN_MASTERY_TEXT = 'There is no such mastery.';

const query = <Mod extends string>(name: Mod) => z.object({ mod: z.literal(name) });

export function miscRoutes(app: FastifyInstance, game: GameContext): void {
  registerEndpoint(app, game, 'misc.php', {
    ping: mod({
      method: 'GET',
      schema: query('ping'),
      async handle(_input, { userId }) {
        await game.db
          .updateTable('users')
          .set({ last_active_at: game.clock.now() })
          .where('id', '=', userId)
          .execute();
        return true;
      },
    }),
    playersOnline: mod({
      method: 'GET',
      schema: query('playersOnline'),
      handle: () => playersOnline(game),
    }),
    logout: mod({
      method: 'GET',
      schema: query('logout'),
      async handle(_input, { request, reply }) {
        await game.sessions.end(request, reply);
        return true;
      },
    }),
    stopAction: mod({
      method: 'GET',
      schema: query('stopAction'),
      async handle(_input, { userId }) {
        await stopCurrentAction(game, userId);
        return true;
      },
    }),
    changeActiveMastery: mod({
      method: 'GET',
      schema: ChangeActiveMasteryQuery,
      async handle(input, { userId }) {
        if (input.id !== 0 && !(input.id in MASTERIES)) throw new GameError(UNKNOWN_MASTERY_TEXT);
        await game.db
          .updateTable('users')
          .set({ active_mastery: input.id })
          .where('id', '=', userId)
          .execute();
        return true;
      },
    }),
    changeActiveAttribute: mod({
      method: 'GET',
      schema: ChangeActiveAttributeQuery,
      async handle(input, { userId }) {
        await game.db
          .updateTable('users')
          .set({ active_attribute: input.id })
          .where('id', '=', userId)
          .execute();
        return true;
      },
    }),
    captchaChallenge: mod({
      method: 'GET',
      schema: query('captchaChallenge'),
      handle: () => game.captcha.challenge(),
    }),
    getUserid: mod({
      method: 'POST',
      schema: GetUseridRequest,
      async handle(input) {
        const row = await game.db
          .selectFrom('users')
          .select('id')
          .where('username_key', '=', usernameKey(input.username))
          .executeTakeFirst();
        if (!row) throw new GameError(UNKNOWN_PLAYER_TEXT);
        return row.id;
      },
    }),
    captcha: mod({
      method: 'POST',
      schema: CaptchaRequest,
      handle: (input, { userId }) => solveCaptcha(game, userId, input.r),
    }),
    loadBosses: mod({
      method: 'GET',
      schema: LoadBossesQuery,
      handle: () => Promise.resolve(game.world.bossList()),
    }),
    loadHeroic: mod({
      method: 'GET',
      schema: LoadHeroicQuery,
      handle: () => Promise.resolve(loadHeroic(game)),
    }),
    useHeroicPotion: mod({
      method: 'POST',
      schema: UseHeroicPotionRequest,
      handle: (_input, { userId }) => useHeroicPotion(game, userId),
    }),
    useHeroicShards: mod({
      method: 'POST',
      schema: UseHeroicShardsRequest,
      handle: (_input, { userId }) => useHeroicShards(game, userId),
    }),
    useUpgradeStones: mod({
      method: 'POST',
      schema: UseUpgradeStonesRequest,
      handle: (input, { userId }) => useUpgradeStones(game, userId, input.type),
    }),
    ...infoMiscMods(game),
    ...craftingMiscMods(game),
    ...gatheringMiscMods(game),
  });
}
