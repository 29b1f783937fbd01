/** Which mastery and attribute the player trains (misc.php). */
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
