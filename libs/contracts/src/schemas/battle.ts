/** Requests of the battling areas and special areas (areas.php). */
import { z } from 'zod';
import { decimalFormValue, formInt } from './common';

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

/** The fighting actions the combat simulator asks the player's figures for. */
export const SIMULATED_ACTIONS = [
  'battling',
  'specialBattling',
  'dungeoneering',
  'bossBattle',
] as const;

/**
 * `areas.php?mod=loadFightFigures`: the caller's own fight figures and what feeds them, with the
 * world's bonuses of the fighting action named (battling, special battling, a dungeon or a boss).
 */
export const LoadFightFiguresQuery = z.object({
  mod: z.literal('loadFightFigures'),
  action: z.enum(SIMULATED_ACTIONS, {
    error: 'Choose battling, a special area, a dungeon or a boss.',
  }),
});
