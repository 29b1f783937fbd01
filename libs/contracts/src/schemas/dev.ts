/** dev.php: test support, only with GAME_DEV_TOOLS=1 (DESIGN, "Test support"). */
import { z } from 'zod';
import { SKILL_IDS } from '../api/game';
import { ItemId, jsonField } from './common';

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
    autos: z.coerce.number().int().min(0).max(1e6),
  }),
  z.object({
    mod: z.literal('setLevel'),
    username: Target,
    skill: z.enum(SKILL_IDS),
    level: z.coerce.number().int().min(1).max(200),
  }),
  z.object({
    mod: z.literal('advanceClock'),
    ms: z.coerce
      .number()
      .int()
      .min(0)
      .max(365 * 24 * 3600 * 1000),
  }),
]);
export type DevRequest = z.infer<typeof DevRequest>;
