/** dev.php: lets tests set up states. Registered only with GAME_DEV_TOOLS=1, never in production. */
import { ACTION_BONUS_KINDS, STATISTIC_KEYS } from '@idle/contracts';
import { DevRequest, formInt, jsonField } from '@idle/contracts/schemas';
import { LABYRINTH_MAX_TURNS, LABYRINTH_ROOMS_PER_DAY, LOG_ENTRY_TYPES } from '@idle/game-rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { postAnnouncement } from '../game/announcements/announcements';
import { devSpawnClanBoss, devSpawnClanMob } from '../game/clan/battleground-spawns';
import { setRarityUpgradeChance } from '../game/battle/equipment-rarity';
import { UPGRADEABLE_ITEMS } from '../game/content/upgradeables';
import type { GameContext } from '../game/context';
import { scriptedRandom } from '../game/random';
import {
  addLogEntries,
  grantItems,
  grantJewel,
  setAttributes,
  setAutos,
  setBanned,
  setBossHp,
  setEquipmentRarity,
  setSkillLevel,
  setSpecialBattles,
  setStatistic,
  setUpgradeableLevel,
} from '../game/dev-tools/dev-tools';
import { setLabyrinthRun } from '../game/labyrinth/dev';
import { SPECIAL_AREA_IDS } from '../game/battle/special-areas';
import { grantTrinket } from '../game/trinkets/dev';
import { registerTestSupport, testSupportTool as tool } from '../http/endpoints';
import { ACTION_BONUS } from '../game/world/action-bonus.schedule';
import { BONUS_TIME } from '../game/world/bonus-time.schedule';
import { WORLD_BOSSES } from '../game/battle/bosses.schedule';
import { GATHERING_EVENTS } from '../game/gathering/events.schedule';

const Target = z.string().trim().min(1).max(64);
const count = (name: string, max: number) => formInt(name, 0, max);

/** Dev mods beyond the contract's DevRequest: set-ups for the shell's own pages. */
export const PostAnnouncementDev = z.object({
  mod: z.literal('postAnnouncement'),
  title: z.string().trim().min(1).max(200),
  msg: z.string().trim().min(1).max(5000),
  type: formInt('type', 1, 10).default(1),
});
export const BanPlayerDev = z.object({
  mod: z.literal('banPlayer'),
  username: Target,
  banned: formInt('banned', 0, 1).default(1),
});
export const AddLogDev = z.object({
  mod: z.literal('addLog'),
  username: Target,
  type: z.enum(LOG_ENTRY_TYPES).default('msg'),
  data: z.string().min(1).max(1000),
  /** Entries to add, one ms apart, the last the newest: `{n}` in data is the entry's number. */
  count: formInt('count', 1, 1000).default(1),
});
export const GrantJewelDev = z.object({
  mod: z.literal('grantJewel'),
  username: Target,
  gemType: formInt('gemType', 1, 4),
  rarity: formInt('rarity', 1, 7).default(2),
  health: count('health', 1e6).default(10),
  attack: count('attack', 1e6).default(5),
  defence: count('defence', 1e6).default(5),
  accuracy: count('accuracy', 1e6).default(0),
  dodge: count('dodge', 1e6).default(0),
  equipped: formInt('equipped', 0, 1).default(0),
});
/** A trinket for a player; its mods ([[mod id, base], ...]) are rolled unless given. */
export const GrantTrinketDev = z.object({
  mod: z.literal('grantTrinket'),
  username: Target,
  type: formInt('type', 1, 2),
  rarity: formInt('rarity', 1, 7).default(4),
  tier: formInt('tier', 1, 15).default(1),
  mods: jsonField(
    'mods',
    z.array(z.tuple([z.number().int().min(1).max(18), z.number().int().min(0).max(1000)])).max(8),
  ).optional(),
});
export const SetStatisticDev = z.object({
  mod: z.literal('setStatistic'),
  username: Target,
  stat: z.enum(STATISTIC_KEYS),
  value: count('value', 1e15),
});
export const SetUpgradeableLevelDev = z.object({
  mod: z.literal('setUpgradeableLevel'),
  username: Target,
  id: z.string().refine((id) => id in UPGRADEABLE_ITEMS, 'id is not an upgradeable item'),
  level: count('level', 1000),
});

export const SetAttributesDev = z.object({
  mod: z.literal('setAttributes'),
  username: Target,
  health: count('health', 1e12).optional(),
  attack: count('attack', 1e12).optional(),
  defence: count('defence', 1e12).optional(),
  accuracy: count('accuracy', 1e12).optional(),
  dodge: count('dodge', 1e12).optional(),
});
export const SpawnBossDev = z.object({
  mod: z.literal('spawnBoss'),
  bossId: formInt('bossId', 1, Number.MAX_SAFE_INTEGER).optional(),
});
export const SetBossHpDev = z.object({
  mod: z.literal('setBossHp'),
  id: formInt('id', 1, Number.MAX_SAFE_INTEGER),
  hp: count('hp', 1e15),
});
export const StartBonusTimeDev = z.object({
  mod: z.literal('startBonusTime'),
  minutes: formInt('minutes', 1, 24 * 60).default(30),
  modifier: formInt('modifier', 0, 1000).default(0),
});
export const SetActionBonusDev = z.object({
  mod: z.literal('setActionBonus'),
  kind: z.enum(ACTION_BONUS_KINDS),
  current: count('current', 1e9),
  required: formInt('required', 1, 1e9),
});
export const SetSpecialBattlesDev = z.object({
  mod: z.literal('setSpecialBattles'),
  username: Target,
  area: formInt('area', 1, 1e6).refine((id) => SPECIAL_AREA_IDS.includes(id), 'not a special area'),
  remaining: count('remaining', 1e6),
});
/** Today's labyrinth run of a player: turns used, room (36 = every room passed), attempts. */
export const SetLabyrinthRunDev = z.object({
  mod: z.literal('setLabyrinthRun'),
  username: Target,
  turns: count('turns', LABYRINTH_MAX_TURNS).optional(),
  room: formInt('room', 1, LABYRINTH_ROOMS_PER_DAY + 1).optional(),
  attempts: count('attempts', 1e6).optional(),
});
export const WorldStepDev = z.object({ mod: z.literal('worldStep') });
export const SetEquipmentRarityDev = z.object({
  mod: z.literal('setEquipmentRarity'),
  username: Target,
  slot: formInt('slot', 1, 8),
  rarity: formInt('rarity', 1, 7),
});
/** The chance, in percent, that a fight raises an item's rarity; without `percent` the rule's. */
export const SetRarityUpgradeChanceDev = z.object({
  mod: z.literal('setRarityUpgradeChance'),
  percent: formInt('percent', 0, 100).optional(),
});
export const SpawnClanMobDev = z.object({
  mod: z.literal('spawnClanMob'),
  username: Target,
  mobId: formInt('mobId', 1, 1e6).default(1),
});
export const SpawnClanBossDev = z.object({
  mod: z.literal('spawnClanBoss'),
  username: Target,
  hp: formInt('hp', 1, 1e15).optional(),
});
export const StartEventDev = z.object({
  mod: z.literal('startEvent'),
  type: z.enum(['mining', 'woodcutting', 'quarrying']),
  rarity: formInt('rarity', 1, 7).default(3),
  minutes: formInt('minutes', 1, 24 * 60).default(15),
});
/**
 * The game's chance answers these values (each in [0, 1)) in turn, then draws as before: a
 * journey can make the next tick find its drops.
 */
export const ScriptRandomDev = z.object({
  mod: z.literal('scriptRandom'),
  values: jsonField('values', z.array(z.number().min(0).lt(1)).min(1).max(100)),
});

/** Test support, outside the product's endpoint table. */
const DEV_FILE = 'dev.php';

export function devRoutes(app: FastifyInstance, game: GameContext): void {
  const contractTool = tool(DevRequest, async (input) => {
    switch (input.mod) {
      case 'grantItems':
        await grantItems(game, input.username, input.items);
        return true;
      case 'setAutos':
        await setAutos(game, input.username, input.autos);
        return true;
      case 'setLevel':
        await setSkillLevel(game, input.username, input.skill, input.level);
        return true;
      case 'advanceClock':
        game.clock.advance(input.ms);
        return game.clock.now();
    }
  });
  registerTestSupport(app, game, DEV_FILE, {
    grantItems: contractTool,
    setAutos: contractTool,
    setLevel: contractTool,
    advanceClock: contractTool,
    postAnnouncement: tool(PostAnnouncementDev, (input) =>
      postAnnouncement(
        game.db,
        game.live,
        { ...input, postedBy: 'The Game Team', postedByUserid: 0 },
        game.clock.now(),
      ),
    ),
    banPlayer: tool(BanPlayerDev, async (input) => {
      await setBanned(game, input.username, input.banned);
      return true;
    }),
    addLog: tool(AddLogDev, async (input) => {
      await addLogEntries(game, input);
      return true;
    }),
    grantJewel: tool(GrantJewelDev, (input) => grantJewel(game, input)),
    grantTrinket: tool(GrantTrinketDev, (input) => grantTrinket(game, input)),
    setStatistic: tool(SetStatisticDev, async (input) => {
      await setStatistic(game, input.username, input.stat, input.value);
      return true;
    }),
    setAttributes: tool(SetAttributesDev, async (input) => {
      const { health, attack, defence, accuracy, dodge } = input;
      await setAttributes(game, input.username, { health, attack, defence, accuracy, dodge });
      return true;
    }),
    spawnBoss: tool(SpawnBossDev, (input) => game.world.get(WORLD_BOSSES).spawn(input.bossId)),
    setBossHp: tool(SetBossHpDev, async (input) => {
      await setBossHp(game, input.id, input.hp);
      return true;
    }),
    startBonusTime: tool(StartBonusTimeDev, async (input) => {
      await game.world.get(BONUS_TIME).start(input.minutes * 60_000, input.modifier);
      return game.world.view(BONUS_TIME);
    }),
    setActionBonus: tool(SetActionBonusDev, async (input) => {
      await game.world.get(ACTION_BONUS).set(input);
      return game.world.view(ACTION_BONUS);
    }),
    setSpecialBattles: tool(SetSpecialBattlesDev, async (input) => {
      await setSpecialBattles(game, input.username, input.area, input.remaining);
      return true;
    }),
    startEvent: tool(StartEventDev, (input) =>
      game.world.get(GATHERING_EVENTS).start(input.type, input.rarity, input.minutes * 60_000),
    ),
    spawnClanMob: tool(SpawnClanMobDev, (input) =>
      devSpawnClanMob(game, input.username, input.mobId),
    ),
    spawnClanBoss: tool(SpawnClanBossDev, (input) =>
      devSpawnClanBoss(game, input.username, input.hp),
    ),
    setLabyrinthRun: tool(SetLabyrinthRunDev, async (input) => {
      await setLabyrinthRun(game, input);
      return true;
    }),
    scriptRandom: tool(ScriptRandomDev, (input) => {
      game.random = scriptedRandom(input.values, game.random);
      return Promise.resolve(true);
    }),
    setEquipmentRarity: tool(SetEquipmentRarityDev, async (input) => {
      await setEquipmentRarity(game, input.username, input.slot, input.rarity);
      return true;
    }),
    setRarityUpgradeChance: tool(SetRarityUpgradeChanceDev, (input) => {
      setRarityUpgradeChance(game, input.percent ?? null);
      return Promise.resolve(true);
    }),
    worldStep: tool(WorldStepDev, async () => {
      await game.world.step();
      return true;
    }),
    setUpgradeableLevel: tool(SetUpgradeableLevelDev, async (input) => {
      await setUpgradeableLevel(game, input.username, input.id, input.level);
      return true;
    }),
  });
}
