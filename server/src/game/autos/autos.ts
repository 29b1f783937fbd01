/**
 * Autos and the captcha (DESIGN, "The game server"). refresh.php refills the stock to the
 * maximum, at most once a minute; it demands a captcha when the stock is exhausted and at random
 * intervals. While a captcha is pending the stock stays at 0, so no tick goes through until a
 * person solves it; a solved captcha refills the stock and works once.
 */
import type { RefreshAnswer } from '@idle/contracts';
import {
  AUTOS_REFRESH_COOLDOWN_MS,
  CAPTCHA_INTERVAL_MS,
  maxAutosWithTotem,
} from '@idle/game-rules';
import { GameError } from '../errors';
import { loadBonuses } from '../bonus-sources';
import type { BonusExecutor } from '../bonuses';
import type { GameContext } from '../context';
import { randomInt } from '../random';
import { playerTransaction } from '../../db/transactions';
import { markCaptchaUsed } from '../accounts/used-captchas.repository';
import { readUser, updateUser } from '../accounts/users.repository';

export const CAPTCHA_FAILED_TEXT = 'The captcha was not solved. Try again.';
export const CAPTCHA_USED_TEXT = 'That captcha was already used. Solve a new one.';
export const CAPTCHA_NOT_ASKED_TEXT = 'No captcha was asked for: your Autos were not refilled.';

/**
 * The player's maximum Autos: the stored maximum plus the land's 10 a level, then the clan's
 * Autos totem applied last.
 */
export async function effectiveMaxAutos(
  db: BonusExecutor,
  userId: number,
  storedMax: number,
): Promise<number> {
  const { clanTotems, land } = await loadBonuses(db, userId, ['clanTotems', 'land']);
  return maxAutosWithTotem(storedMax + land.maxAutos, clanTotems.autosLevel);
}

export function nextCaptchaTime(game: GameContext, now: number): number {
  return now + randomInt(game.random, CAPTCHA_INTERVAL_MS[0], CAPTCHA_INTERVAL_MS[1]);
}

export async function refreshAutos(game: GameContext, userId: number): Promise<RefreshAnswer> {
  const now = game.clock.now();
  return playerTransaction(game.db, [userId], async (trx) => {
    const user = await readUser(trx, userId, [
      'autos',
      'max_autos',
      'captcha_required',
      'next_captcha_at',
      'last_refresh_at',
    ]);
    if (user.captcha_required !== 0) return { autos: 0, captcha: true };
    if (user.autos <= 0 || now >= user.next_captcha_at) {
      await updateUser(trx, userId, { captcha_required: 1, autos: 0 });
      return { autos: 0, captcha: true };
    }
    if (now - user.last_refresh_at < AUTOS_REFRESH_COOLDOWN_MS) return '-';
    const maxAutos = await effectiveMaxAutos(trx, userId, user.max_autos);
    await updateUser(trx, userId, { autos: maxAutos, last_refresh_at: now });
    return { autos: maxAutos };
  });
}

export async function solveCaptcha(
  game: GameContext,
  userId: number,
  payload: string,
): Promise<'success'> {
  const verdict = await game.captcha.verify(payload);
  if (!verdict.ok) throw new GameError(CAPTCHA_FAILED_TEXT);
  const now = game.clock.now();
  await playerTransaction(game.db, [userId], async (trx) => {
    const user = await readUser(trx, userId, ['max_autos', 'captcha_required']);
    // Only a captcha the server asked for refills; the solution stays unused for that one.
    if (user.captcha_required === 0) throw new GameError(CAPTCHA_NOT_ASKED_TEXT);
    if (!(await markCaptchaUsed(trx, verdict.id, now))) throw new GameError(CAPTCHA_USED_TEXT);
    await updateUser(trx, userId, {
      captcha_required: 0,
      autos: await effectiveMaxAutos(trx, userId, user.max_autos),
      next_captcha_at: nextCaptchaTime(game, now),
      // The client refreshes right after a solved captcha to read the refilled count (spec 000
      // §4, "Autos are refreshed"): that refresh is answered even within the cool-down of a
      // refill before the captcha, or the page would show 0 Autos and stall for up to a minute.
      // It refills nothing more (the Autos are at their maximum) and starts the cool-down again.
      last_refresh_at: 0,
    });
  });
  return 'success';
}
