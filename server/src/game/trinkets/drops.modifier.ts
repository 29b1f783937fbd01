/** Trinket drops in every battling and gathering tick (drops.ts): drawn once, found in the writes. */
import type { GameTickModifier } from '../context';
import { dropTrinket, mayFindTrinket, trinketDraw } from './drops';

export const trinketDropModifier: GameTickModifier<undefined, number> = {
  key: 'trinket drops',
  decide: (tick) => (tick.isAction ? trinketDraw(tick.action) : 1),
  writeAfterHandler(trx, tick, _loaded, draw) {
    if (!mayFindTrinket(tick.action, draw)) return null;
    return dropTrinket(trx, tick.game, tick.userId, tick.action, draw, tick.now).then(() => null);
  },
};
