/** dev.php: test support, only with GAME_DEV_TOOLS=1 (DESIGN, "Test support"). */
import { z } from 'zod';
import { SKILL_IDS } from '../api/ids';
import { ItemId, PlayerName, formInt, jsonField } from './common';

export const DevRequest = z.discriminatedUnion('mod', [
  z.object({
    mod: z.literal('grantItems'),
    username: PlayerName,
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
    username: PlayerName,
    autos: formInt('autos', 0, 1e6),
  }),
  z.object({
    mod: z.literal('setLevel'),
    username: PlayerName,
    skill: z.enum(SKILL_IDS),
    level: formInt('level', 1, 200),
  }),
  z.object({
    mod: z.literal('advanceClock'),
    ms: formInt('ms', 0, 365 * 24 * 3600 * 1000),
  }),
]);
export type DevRequest = z.infer<typeof DevRequest>;
