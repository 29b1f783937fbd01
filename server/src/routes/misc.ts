/** misc.php: the shell's small calls (spec 000 §7), with the info and skill screens' own. */
import { userIdByName } from '../game/accounts';
import { solveCaptcha } from '../game/autos';
import { stopCurrentAction } from '../game/battle';
import { loadHeroic, useHeroicPotion, useHeroicShards, useUpgradeStones } from '../game/heroic';
import { markActive, playersOnline } from '../game/online';
import { setActiveAttribute, setActiveMastery } from '../game/preferences';
import type { Handlers } from '../http/endpoints';
import { craftingMiscHandlers } from './crafting';
import { gatheringMiscHandlers } from './gathering';
import { infoMiscHandlers } from './info';
import * as labyrinth from '../game/labyrinth/labyrinth';
import * as premium from '../game/premium/premium';
import { WORLD_BOSSES } from '../game/battle/bosses.schedule';

export { UNKNOWN_MASTERY_TEXT } from '../game/preferences';

export const miscHandlers = {
  async ping(_input, { game, userId }) {
    await markActive(game, userId);
    return true;
  },
  playersOnline: (_input, { game }) => playersOnline(game),
  async logout(_input, { game, request, reply }) {
    await game.sessions.end(request, reply);
    return true;
  },
  async stopAction(_input, { game, userId }) {
    await stopCurrentAction(game, userId);
    return true;
  },
  async changeActiveMastery(input, { game, userId }) {
    await setActiveMastery(game, userId, input.id);
    return true;
  },
  async changeActiveAttribute(input, { game, userId }) {
    await setActiveAttribute(game, userId, input.id);
    return true;
  },
  captchaChallenge: (_input, { game }) => game.captcha.challenge(),
  getUserid: (input, { game }) => userIdByName(game.db, input.username),
  captcha: (input, { game, userId }) => solveCaptcha(game, userId, input.r),
  loadBosses: (_input, { game }) => Promise.resolve(game.world.view(WORLD_BOSSES)),
  loadHeroic: (_input, { game }) => Promise.resolve(loadHeroic(game)),
  useHeroicPotion: (_input, { game, userId }) => useHeroicPotion(game, userId),
  useHeroicShards: (_input, { game, userId }) => useHeroicShards(game, userId),
  useUpgradeStones: (input, { game, userId }) => useUpgradeStones(game, userId, input.type),
  ...infoMiscHandlers,
  ...craftingMiscHandlers,
  ...gatheringMiscHandlers,
  loadLabyrinth: (_input, { game, userId }) => labyrinth.loadLabyrinth(game, userId),
  getLabyrinthRewards: (_input, { game, userId }) => labyrinth.openLabyrinthChest(game, userId),
  upgradeArtisanTotem: (_input, { game, userId }) => labyrinth.upgradeArtisanTotem(game, userId),
  loadPremium: (_input, { game, userId }) => premium.loadPremium(game, userId),
  useHonorTokens: (input, { game, userId }) => premium.useHonorTokens(game, userId, input),
  purchaseAutos: (input, { game, userId }) => premium.purchaseAutos(game, userId, input),
} satisfies Handlers<'misc'>;
