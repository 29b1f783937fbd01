/** The crafting screens' calls (misc.php); the crafting ticks are actions. */
import { loadCrafting, setRuneFlags } from '../game/crafting/runecrafting';
import { routeModule } from '../http/endpoints';

export const craftingRoutes = routeModule('crafting', {
  loadCrafting: (_input, { game, userId }) => loadCrafting(game.db, userId),
  runecraftingFlags: (input, { game, userId }) =>
    setRuneFlags(game.db, userId, {
      stopAfterCraft: input.stopAfterCraft === 1,
      stopAfterFail: input.stopAfterFail === 1,
    }),
});
