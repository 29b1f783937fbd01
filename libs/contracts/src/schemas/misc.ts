/** misc.php requests. */
import { z } from 'zod';
import { PlayerName, formInt, modOnly } from './common';

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
  username: PlayerName,
});

/** misc.php loads and commands that take only their `mod`. */
export const PingQuery = modOnly('ping');
export const PlayersOnlineQuery = modOnly('playersOnline');
export const LogoutQuery = modOnly('logout');
export const StopActionQuery = modOnly('stopAction');
export const CaptchaChallengeQuery = modOnly('captchaChallenge');
