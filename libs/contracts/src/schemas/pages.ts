/** loadhtml.php: the static pages. */
import { z } from 'zod';
import { STATIC_PAGES } from '../api/pages';

export const LoadHtmlQuery = z.object({
  mod: z.enum(STATIC_PAGES, { error: 'That page does not exist.' }),
});
