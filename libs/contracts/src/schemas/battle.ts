/** Requests of the battle domain: areas.php dungeon calls, boss ticks and heroic upgrades. */
import { z } from 'zod';
import { FormId, decimalFormValue, formInt } from './common';

/** Highest power level the area 14 entry accepts. */
export const AREA_14_MAX_POWER = 1e15;

/** `areas.php mod=enterArea`: choose the mob to battle; area 14 also takes a power level. */
export const EnterAreaRequest = z.object({
  mod: z.literal('enterArea'),
  area: formInt('area', 1, 1_000_000),
  mob: formInt('mob', 1, 1_000_000),
  power: z
    .preprocess(
      decimalFormValue,
      z
        .number({ error: 'The power must be a number.' })
        .int('The power must be a whole number.')
        .min(1, 'The power must be at least 1.')
        .max(AREA_14_MAX_POWER, 'That power is too large.'),
    )
    .optional(),
});

export const LoadSpecialBattlesQuery = z.object({ mod: z.literal('loadSpecialBattlesRemaining') });
export const LoadDungeonsQuery = z.object({ mod: z.literal('loadDungeons') });
export const EnterDungeonRequest = z.object({ mod: z.literal('enterDungeon'), id: FormId });
export const LeaveDungeonRequest = z.object({ mod: z.literal('leaveDungeon') });
export const DungeonStopAfterRequest = z.object({
  mod: z.literal('dungeonStopAfter'),
  value: formInt('value', 0, 1),
});

/** `actions/bossbattle.php`: the boss to fight. */
export const BossTickRequest = z.object({ id: FormId });

export const LoadBossesQuery = z.object({ mod: z.literal('loadBosses') });
export const LoadHeroicQuery = z.object({ mod: z.literal('loadHeroic') });
export const UseHeroicPotionRequest = z.object({ mod: z.literal('useHeroicPotion') });
export const UseHeroicShardsRequest = z.object({ mod: z.literal('useHeroicShards') });
export const UseUpgradeStonesRequest = z.object({
  mod: z.literal('useUpgradeStones'),
  type: z.enum(['health', 'damage'], { error: 'Choose health or damage.' }),
});
