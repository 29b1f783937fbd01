/**
 * The combat simulator's read call (areas.php loadFightFigures): the caller's own fight figures
 * and what feeds them, read through the same loaders and computed by the same functions as a
 * fight tick (`loadFighter`, `fighterFigures`, `fightRewardPercents`), so the client's
 * simulation starts exactly where the server's fights stand. Also the opponents the client has
 * no figures of: dungeon rooms and world bosses.
 */
import type { FightFiguresAnswer, SimulatedAction } from '@idle/contracts';
import { personalBonusPercents } from '@idle/game-rules';
import { BOSSES, bossHp } from '../content/bosses';
import { DUNGEONS } from '../content/dungeons';
import type { GameContext } from '../context';
import { loadUser } from '../players/players';
import { loadBoosts } from '../premium/running-boosts';
import { worldBonusFor } from '../world/world-bonus';
import { fighterFigures, fightRewardPercents, loadFighter } from './fighting';

export async function loadFightFigures(
  game: GameContext,
  userId: number,
  action: SimulatedAction,
): Promise<FightFiguresAnswer> {
  const now = game.clock.now();
  const user = await loadUser(game.db, userId);
  const fighter = await loadFighter(game.db, user);
  const figures = fighterFigures(fighter, user.username);
  const personal = personalBonusPercents(
    await loadBoosts(game.db, userId, now),
    user.nobility_rank,
    now,
  );
  return {
    action,
    fighter: { ...figures, equipped: fighter.equipment, equipment: fighter.equipmentBonus },
    rewards: fightRewardPercents(fighter, figures, personal, worldBonusFor(game.world, action)),
    actionDelayMs: game.actionDelayMs,
    dungeons: DUNGEONS.map((dungeon) => ({
      id: dungeon.id,
      name: dungeon.name,
      rooms: dungeon.roomMobs.map(
        ({ name, level, health, attack, defence, accuracy, dodge, exp }) => ({
          name,
          level,
          health,
          attack,
          defence,
          accuracy,
          dodge,
          exp,
        }),
      ),
    })),
    bosses: BOSSES.map((boss) => ({
      id: boss.id,
      name: boss.name,
      level: boss.level,
      health: bossHp(boss.level),
      attack: boss.attack,
      defence: boss.defence,
      accuracy: boss.accuracy,
      dodge: boss.dodge,
      exp: boss.exp,
    })),
  };
}
