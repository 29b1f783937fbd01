/** land.php: the plot, raids, personnel and portals (spec 002). */
import * as personnel from '../game/land/personnel';
import * as plot from '../game/land/plot';
import * as portals from '../game/land/portals';
import * as raids from '../game/land/raids';
import { routeModule } from '../http/endpoints';

export const landRoutes = routeModule('land', {
  load: (_input, { game, userId }) => plot.loadLand(game, userId),
  buyPlot: (_input, { game, userId }) => plot.buyPlot(game, userId),
  upgradePlot: (_input, { game, userId }) => plot.upgradePlot(game, userId),
  loadRaids: (_input, { game, userId }) => raids.loadRaids(game, userId),
  startRaid: (input, { game, userId }) => raids.startRaid(game, userId, input),
  endRaid: (_input, { game, userId }) => raids.endRaid(game, userId),
  cancelRaid: (_input, { game, userId }) => raids.cancelRaid(game, userId),
  loadPersonnel: (_input, { game, userId }) => personnel.loadPersonnel(game, userId),
  upgradePersonnel: (input, { game, userId }) => personnel.upgradePersonnel(game, userId, input),
  getPortalData: (_input, { game, userId }) => portals.portalData(game, userId),
  upgradePortal: (input, { game, userId }) => portals.upgradePortal(game, userId, input),
});
