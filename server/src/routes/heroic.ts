/** Heroic battling and its upgrade stones (misc.php). */
import {
  loadHeroic,
  useHeroicPotion,
  useHeroicShards,
  useUpgradeStones,
} from '../game/heroic/heroic';
import { routeModule } from '../http/endpoints';

export const heroicRoutes = routeModule('heroic', {
  loadHeroic: (_input, { game }) => Promise.resolve(loadHeroic(game)),
  useHeroicPotion: (_input, { game, userId }) => useHeroicPotion(game, userId),
  useHeroicShards: (_input, { game, userId }) => useHeroicShards(game, userId),
  useUpgradeStones: (input, { game, userId }) => useUpgradeStones(game, userId, input.type),
});
