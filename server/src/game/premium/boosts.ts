/** Boosts: timed bonuses bought with credits (issue 17; the rules in server/README.md). */
import type { BuyBoostAnswer } from '@idle/contracts';
import { GameError } from '../../http/errors';

/** Until boosts are on sale, buying one refuses with a clear text. */
export const buyBoost: (...args: unknown[]) => Promise<BuyBoostAnswer> = () =>
  Promise.reject(new GameError('Boosts are not on sale yet.'));
