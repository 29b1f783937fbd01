/**
 * The boosts and the nobility rank in every action tick: what they add now (game-rules
 * `personalBonusPercents`) is set on the state before the handler's step, which reads it as
 * `state.personal`.
 */
import type { ActiveBoost } from '@idle/contracts';
import { personalBonusPercents } from '@idle/game-rules';
import type { GameTickModifier } from '../context';
import { loadBoosts } from './running-boosts';

/**
 * The boosts that ran when the state was read (buying one forgets the state) and the stored
 * nobility rank (1 is none): read once, compared with the clock at each tick.
 */
interface PersonalBonusSources {
  boosts: ActiveBoost[];
  nobilityRank: number;
}

export const personalBonusModifier: GameTickModifier<PersonalBonusSources> = {
  key: 'personal bonuses',
  async load(game, user, now) {
    return { boosts: await loadBoosts(game.db, user.id, now), nobilityRank: user.nobility_rank };
  },
  beforeStep(state, { boosts, nobilityRank }, now) {
    state.personal = personalBonusPercents(boosts, nobilityRank, now);
  },
};
