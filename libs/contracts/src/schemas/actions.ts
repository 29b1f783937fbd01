/** Requests of the action loop: the captcha solution and the mob chosen in areas.php. */
import { z } from 'zod';

/** `misc.php mod=captcha`: the solved ALTCHA payload, answered "success" or an error. */
export const CaptchaRequest = z.object({
  mod: z.literal('captcha'),
  r: z.string({ error: 'captcha solution missing' }).min(1).max(4096),
});

/** `areas.php mod=enterArea`: choose the mob to battle. */
export const EnterAreaRequest = z.object({
  mod: z.literal('enterArea'),
  area: z.coerce.number({ error: 'area must be a number' }).int().positive(),
  mob: z.coerce.number({ error: 'mob must be a number' }).int().positive(),
});
