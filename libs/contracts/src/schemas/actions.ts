/** Requests of the action loop: the captcha solution. */
import { z } from 'zod';

/** `misc.php mod=captcha`: the solved ALTCHA payload, answered "success" or an error. */
export const CaptchaRequest = z.object({
  mod: z.literal('captcha'),
  r: z.string({ error: 'captcha solution missing' }).min(1).max(4096),
});
