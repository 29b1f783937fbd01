/** dev.php: test support, only with GAME_DEV_TOOLS=1 (DESIGN, "Test support"). */
import { z } from 'zod';
import { SKILL_IDS } from '../api/game';
import { ItemId, formInt, jsonField } from './common';

const Target = z.string().trim().min(1).max(64);

export const DevRequest = z.discriminatedUnion('mod', [
  z.object({
    mod: z.literal('grantItems'),
    username: Target,
    items: jsonField(
      'items',
      z
        .array(z.object({ id: ItemId, amount: z.number().int().positive().max(1e12) }))
        .min(1)
        .max(100),
    ),
  }),
  z.object({
    mod: z.literal('setAutos'),
    username: Target,
    autos: formInt('autos', 0, 1e6),
  }),
  z.object({
    mod: z.literal('setLevel'),
    username: Target,
    skill: z.enum(SKILL_IDS),
    level: formInt('level', 1, 200),
  }),
  z.object({
    mod: z.literal('advanceClock'),
    ms: formInt('ms', 0, 365 * 24 * 3600 * 1000),
  }),
]);
export type DevRequest = z.infer<typeof DevRequest>;
