/** The session, the presence ping and the captcha (misc.php). */
import { z } from 'zod';
import { lineText, modOnly } from './common';

export const PingQuery = modOnly('ping');
export const LogoutQuery = modOnly('logout');
export const CaptchaChallengeQuery = modOnly('captchaChallenge');
/** `misc.php mod=captcha`: the solved ALTCHA payload, answered "success" or an error. */
export const CaptchaRequest = z.object({
  mod: z.literal('captcha'),
  r: lineText('captcha solution', 'Solve the captcha first.')
    .min(1, 'Solve the captcha first.')
    .max(4096, 'That captcha solution is not valid.'),
});
