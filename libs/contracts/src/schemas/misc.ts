/** misc.php requests. */
import { z } from 'zod';
import { formInt } from './common';

export const ChangeActiveMasteryQuery = z.object({
  mod: z.literal('changeActiveMastery'),
  id: formInt('id', 0, 1_000_000),
});
export const ChangeActiveAttributeQuery = z.object({
  mod: z.literal('changeActiveAttribute'),
  id: formInt('id', 0, 5),
});
export const GetUseridRequest = z.object({
  mod: z.literal('getUserid'),
  username: z.string({ error: 'Enter a username.' }).trim().min(1, 'Enter a username.').max(64),
});
