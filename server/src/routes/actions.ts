/** The action loop's endpoints: refresh and areas.php (mobs, dungeons); the ticks are ticks.ts. */
import { currentAction } from '../game/actions/resume';
import { refreshAutos } from '../game/autos';
import { enterArea } from '../game/battle';
import { enterDungeon, leaveDungeon, loadDungeons, setDungeonStopAfter } from '../game/dungeons';
import { specialBattlesRemaining } from '../game/special-areas';
import type { Handlers } from '../http/endpoints';

/** actions/refresh.php (Autos, a captcha demand or "-") and actions/current.php. */
export const actionHandlers = {
  refresh: (_input, { game, userId }) => refreshAutos(game, userId),
  current: (_input, { game, userId }) => currentAction(game, userId),
} satisfies Handlers<'actions'>;

export const areaHandlers = {
  enterArea: (input, { game, userId }) =>
    enterArea(game, userId, input.area, input.mob, input.power),
  loadSpecialBattlesRemaining: (_input, { game, userId }) =>
    specialBattlesRemaining(game.db, userId, game.clock.now()),
  loadDungeons: (_input, { game, userId }) => loadDungeons(game.db, userId),
  enterDungeon: (input, { game, userId }) => enterDungeon(game, userId, input.id),
  leaveDungeon: (_input, { game, userId }) => leaveDungeon(game, userId),
  dungeonStopAfter: (input, { game, userId }) =>
    setDungeonStopAfter(game, userId, input.value as 0 | 1),
} satisfies Handlers<'areas'>;
