/** The leaderboards' request (misc.php, spec 001 section 7). */
import { z } from 'zod';
import { formInt } from './common';

/** Without `id` (or 0), only the categories. */
export const LeaderboardsRequest = z.object({
  mod: z.literal('leaderboards'),
  id: formInt('id', 0, 1_000_000).optional(),
});
