/**
 * A clan member's action tick: the clan's experience, the member's clanmanship, and the tax on
 * the tick's taxable gains (clan-tick.ts), taken off what the player receives and shown in the
 * answer's data.
 */
import type { ItemAmount } from '@idle/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ModifierOutcome, ModifierTick } from '../actions/modifier';
import type { GameContext, GameTickModifier } from '../context';
import { type ClanTickPart, clanTickWrites, isClanMember } from './clan-tick';

const NOTHING_TAXABLE: readonly ItemAmount[] = [];

/** Read with the state: only players in a clan then run the clan's writes. */
export const clanTickModifier: GameTickModifier<boolean> = {
  key: 'clan tax and experience',
  load: (game, user) => isClanMember(game.db, user.id),
  writeBeforeGains(trx, tick, inClan) {
    if (!tick.isAction || !inClan) return null;
    return clanWrites(trx, tick);
  },
};

async function clanWrites(
  trx: Transaction<Database>,
  tick: ModifierTick<GameContext>,
): Promise<ModifierOutcome | null> {
  const part = await clanTickWrites(
    tick.game.db,
    trx,
    tick.userId,
    tick.taxable?.items ?? NOTHING_TAXABLE,
  );
  if (!part) return null;
  const shown = shownPart(part, tick.taxable?.shown);
  return shown ? { taken: part.taxed, shown } : { taken: part.taxed };
}

/**
 * The clan's part in the answer's data: a battle result carries the gold taxed and the clan's
 * experience, a gathering result the resource taxed (when any was).
 */
function shownPart(
  part: ClanTickPart,
  shown: 'battle' | 'gathering' | undefined,
): Record<string, number | string> | null {
  if (shown === 'battle') {
    return {
      goldTaxed: part.taxed.find((item) => item.id === 'gold')?.amount ?? 0,
      clanExp: part.clanExp,
    };
  }
  const taxed = part.taxed[0];
  if (shown === 'gathering' && taxed) return { resTaxed: taxed.amount, taxedRes: taxed.id };
  return null;
}
