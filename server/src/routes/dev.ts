/** dev.php: lets tests set up states. Registered only with GAME_DEV_TOOLS=1, never in production. */
import { ACTION_BONUS_KINDS, STATISTIC_KEYS } from '@idle/contracts';
import { DevRequest } from '@idle/contracts/schemas';
import { LOG_ENTRY_TYPES } from '@idle/game-rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { usernameKey } from '../game/accounts';
import { postAnnouncement } from '../game/announcements';
import { EXP_TABLE } from '../game/content/progression';
import { UPGRADEABLE_ITEMS } from '../game/content/upgradeables';
import type { GameContext } from '../game/context';
import { addItems } from '../game/items';
import { forgetLeaderboards } from '../game/leaderboards';
import { SPECIAL_AREA_IDS } from '../game/special-areas';
import { periodKeys } from '../game/statistics';
import { GameError } from '../http/errors';
import { mod, registerEndpoint } from '../http/endpoints';

const Target = z.string().trim().min(1).max(64);
const count = (max: number) => z.coerce.number().int().min(0).max(max);

/** Dev mods beyond the contract's DevRequest: set-ups for the shell's own pages. */
export const PostAnnouncementDev = z.object({
  mod: z.literal('postAnnouncement'),
  title: z.string().trim().min(1).max(200),
  msg: z.string().trim().min(1).max(5000),
  type: z.coerce.number().int().min(1).max(10).default(1),
});
export const BanPlayerDev = z.object({
  mod: z.literal('banPlayer'),
  username: Target,
  banned: z.coerce.number().int().min(0).max(1).default(1),
});
export const AddLogDev = z.object({
  mod: z.literal('addLog'),
  username: Target,
  type: z.enum(LOG_ENTRY_TYPES).default('msg'),
  data: z.string().min(1).max(1000),
  /** Entries to add, one ms apart, the last the newest: `{n}` in data is the entry's number. */
  count: z.coerce.number().int().min(1).max(1000).default(1),
});
export const GrantJewelDev = z.object({
  mod: z.literal('grantJewel'),
  username: Target,
  gemType: z.coerce.number().int().min(1).max(4),
  rarity: z.coerce.number().int().min(1).max(7).default(2),
  health: count(1e6).default(10),
  attack: count(1e6).default(5),
  defence: count(1e6).default(5),
  accuracy: count(1e6).default(0),
  dodge: count(1e6).default(0),
  equipped: z.coerce.number().int().min(0).max(1).default(0),
});
export const SetStatisticDev = z.object({
  mod: z.literal('setStatistic'),
  username: Target,
  stat: z.enum(STATISTIC_KEYS),
  value: count(1e15),
});
export const SetUpgradeableLevelDev = z.object({
  mod: z.literal('setUpgradeableLevel'),
  username: Target,
  id: z.string().refine((id) => id in UPGRADEABLE_ITEMS, 'id is not an upgradeable item'),
  level: count(1000),
});

export const SetAttributesDev = z.object({
  mod: z.literal('setAttributes'),
  username: Target,
  health: count(1e12).optional(),
  attack: count(1e12).optional(),
  defence: count(1e12).optional(),
  accuracy: count(1e12).optional(),
  dodge: count(1e12).optional(),
});
export const SpawnBossDev = z.object({
  mod: z.literal('spawnBoss'),
  bossId: z.coerce.number().int().positive().optional(),
});
export const SetBossHpDev = z.object({
  mod: z.literal('setBossHp'),
  id: z.coerce.number().int().positive(),
  hp: count(1e15),
});
export const StartBonusTimeDev = z.object({
  mod: z.literal('startBonusTime'),
  minutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  modifier: z.coerce.number().int().min(0).max(1000).default(0),
});
export const SetActionBonusDev = z.object({
  mod: z.literal('setActionBonus'),
  kind: z.enum(ACTION_BONUS_KINDS),
  current: count(1e9),
  required: z.coerce.number().int().min(1).max(1e9),
});
export const SetSpecialBattlesDev = z.object({
  mod: z.literal('setSpecialBattles'),
  username: Target,
  area: z.coerce
    .number()
    .int()
    .refine((id) => SPECIAL_AREA_IDS.includes(id), 'not a special area'),
  remaining: count(1e6),
});
export const WorldStepDev = z.object({ mod: z.literal('worldStep') });
export const StartEventDev = z.object({
  mod: z.literal('startEvent'),
  type: z.enum(['mining', 'woodcutting', 'quarrying']),
  rarity: z.coerce.number().int().min(1).max(7).default(3),
  minutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
});

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
    postAnnouncement: mod({
      method: 'POST',
      schema: PostAnnouncementDev,
      public: true,
      handle: (input) =>
        postAnnouncement(
          game.db,
          { ...input, postedBy: 'The Game Team', postedByUserid: 0 },
          game.clock.now(),
        ),
    }),
    banPlayer: mod({
      method: 'POST',
      schema: BanPlayerDev,
      public: true,
      async handle(input) {
        const userId = await userIdOf(input.username);
        await game.db
          .updateTable('users')
          .set({ banned: input.banned })
          .where('id', '=', userId)
          .execute();
        if (input.banned) await game.sessions.endAll(userId);
        forgetLeaderboards(game.db);
        return true;
      },
    }),
    addLog: mod({
      method: 'POST',
      schema: AddLogDev,
      public: true,
      async handle(input) {
        const userId = await userIdOf(input.username);
        const now = game.clock.now();
        const rows = Array.from({ length: input.count }, (_entry, index) => ({
          user_id: userId,
          type: input.type,
          data: input.data.replaceAll('{n}', String(index + 1)),
          tstamp: now - (input.count - 1 - index),
        }));
        await game.db.insertInto('log').values(rows).execute();
        return true;
      },
    }),
    grantJewel: mod({
      method: 'POST',
      schema: GrantJewelDev,
      public: true,
      async handle(input) {
        const userId = await userIdOf(input.username);
        const owner = await game.db
          .selectFrom('users')
          .select('username')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        const row = await game.db
          .insertInto('jewels')
          .values({
            user_id: userId,
            type: 1,
            gem_type: input.gemType,
            rarity: input.rarity,
            health: input.health,
            attack: input.attack,
            defence: input.defence,
            accuracy: input.accuracy,
            dodge: input.dodge,
            equipped: input.equipped,
            market_price: null,
            crafted_by_user_id: userId,
            crafted_by_name: owner.username,
            created_at: game.clock.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },
    }),
    setStatistic: mod({
      method: 'POST',
      schema: SetStatisticDev,
      public: true,
      async handle(input) {
        const userId = await userIdOf(input.username);
        await game.db
          .insertInto('statistics')
          .values({ user_id: userId, stat: input.stat, value: input.value })
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'stat']).doUpdateSet({ value: input.value }),
          )
          .execute();
        forgetLeaderboards(game.db);
        return true;
      },
    }),
    setAttributes: mod({
      method: 'POST',
      schema: SetAttributesDev,
      public: true,
      async handle(input) {
        const userId = await userIdOf(input.username);
        const attributes = {
          health: input.health,
          attack: input.attack,
          defence: input.defence,
          accuracy: input.accuracy,
          dodge: input.dodge,
        };
        if (Object.values(attributes).every((value) => value === undefined)) return true;
        await game.db.updateTable('users').set(attributes).where('id', '=', userId).execute();
        return true;
      },
    }),
    spawnBoss: mod({
      method: 'POST',
      schema: SpawnBossDev,
      public: true,
      handle: (input) => game.world.spawnBoss(input.bossId),
    }),
    setBossHp: mod({
      method: 'POST',
      schema: SetBossHpDev,
      public: true,
      async handle(input) {
        const changed = await game.db
          .updateTable('world_bosses')
          .set({ hp_remaining: input.hp })
          .where('id', '=', input.id)
          .where('killed_at', 'is', null)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 0) throw new GameError('No such boss is alive.');
        await game.world.reloadBosses();
        return true;
      },
    }),
    startBonusTime: mod({
      method: 'POST',
      schema: StartBonusTimeDev,
      public: true,
      async handle(input) {
        await game.world.startBonusTime(input.minutes * 60_000, input.modifier);
        return game.world.bonusTimeView();
      },
    }),
    setActionBonus: mod({
      method: 'POST',
      schema: SetActionBonusDev,
      public: true,
      async handle(input) {
        await game.world.setActionBonus(input);
        return game.world.actionBonusView();
      },
    }),
    setSpecialBattles: mod({
      method: 'POST',
      schema: SetSpecialBattlesDev,
      public: true,
      async handle(input) {
        const userId = await userIdOf(input.username);
        const day = periodKeys(game.clock.now()).day;
        await game.db
          .insertInto('special_battles')
          .values({ user_id: userId, area_id: input.area, remaining: input.remaining, day })
          .onConflict((conflict) =>
            conflict
              .columns(['user_id', 'area_id'])
              .doUpdateSet({ remaining: input.remaining, day }),
          )
          .execute();
        return true;
      },
    }),
    startEvent: mod({
      method: 'POST',
      schema: StartEventDev,
      public: true,
      handle: (input) => game.world.startEvent(input.type, input.rarity, input.minutes * 60_000),
    }),
    worldStep: mod({
      method: 'POST',
      schema: WorldStepDev,
      public: true,
      async handle() {
        await game.world.step();
        return true;
      },
    }),
    setUpgradeableLevel: mod({
      method: 'POST',
      schema: SetUpgradeableLevelDev,
      public: true,
      async handle(input) {
        const userId = await userIdOf(input.username);
        await game.db
          .insertInto('upgradeable_items')
          .values({ user_id: userId, item_id: input.id, level: input.level })
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'item_id']).doUpdateSet({ level: input.level }),
          )
          .execute();
        return true;
      },
    }),
  });
}
