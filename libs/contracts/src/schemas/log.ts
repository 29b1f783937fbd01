/** The personal log's request (misc.php, spec 001 section 7). */
import { z } from 'zod';
import { formInt } from './common';

export const GetLogRequest = z.object({
  mod: z.literal('getLog'),
  page: formInt('page', 1, 1_000_000),
});
