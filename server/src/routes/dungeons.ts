/** Dungeons (areas.php); the dungeon tick is an action. */
import {
  enterDungeon,
  leaveDungeon,
  loadDungeons,
  setDungeonStopAfter,
} from '../game/battle/dungeons';
import { routeModule } from '../http/endpoints';

export const dungeonsRoutes = routeModule('dungeons', {
  loadDungeons: (_input, { game, userId }) => loadDungeons(game.db, userId),
  enterDungeon: (input, { game, userId }) => enterDungeon(game, userId, input.id),
  leaveDungeon: (_input, { game, userId }) => leaveDungeon(game, userId),
  dungeonStopAfter: (input, { game, userId }) =>
    setDungeonStopAfter(game, userId, input.value as 0 | 1),
});
