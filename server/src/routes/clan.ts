/** clan.php: registry, membership, ranks, storage, buildings, battlegrounds (spec 001). */
import * as battlegrounds from '../game/clan/battlegrounds';
import * as buildings from '../game/clan/buildings';
import * as home from '../game/clan/home';
import * as members from '../game/clan/members';
import * as ranks from '../game/clan/ranks';
import * as registry from '../game/clan/registry';
import * as storage from '../game/clan/storage';
import { routeModule } from '../http/endpoints';

export const clanRoutes = routeModule('clan', {
  createClan: (input, { game, userId }) => registry.createClan(game, userId, input),
  getList: (_input, { game }) => registry.clanList(game),
  loadClanInvites: (_input, { game, userId }) => registry.receivedInvites(game, userId),
  handleInvite: (input, { game, userId }) => registry.handleInvite(game, userId, input),
  profile: (input, { game, userId }) => registry.clanProfile(game, userId, input),
  loadMembers: (_input, { game, userId }) => members.loadMembers(game, userId),
  kickMember: (input, { game, userId }) => members.kickMember(game, userId, input),
  changeRank: (input, { game, userId }) => members.changeRank(game, userId, input),
  leave: (_input, { game, userId }) => members.leaveClan(game, userId),
  sendInvite: (input, { game, userId }) => members.sendInvite(game, userId, input),
  cancelInvite: (input, { game, userId }) => members.cancelInvite(game, userId, input),
  loadInvites: (_input, { game, userId }) => members.sentInvites(game, userId),
  loadClanHome: (_input, { game, userId }) => home.loadClanHome(game, userId),
  loadLog: (_input, { game, userId }) => home.loadClanLog(game, userId),
  editAnnouncement: (input, { game, userId }) => home.editAnnouncement(game, userId, input),
  loadDetails: (_input, { game, userId }) => home.loadDetails(game, userId),
  loadSettings: (_input, { game, userId }) => home.loadSettings(game, userId),
  editTaxes: (input, { game, userId }) => home.editTaxes(game, userId, input),
  editPersonalTaxes: (input, { game, userId }) => home.editPersonalTaxes(game, userId, input),
  ranks: (_input, { game, userId }) => ranks.loadRanks(game, userId),
  changePermission: (input, { game, userId }) => ranks.changePermission(game, userId, input),
  changeRankName: (input, { game, userId }) => ranks.changeRankName(game, userId, input),
  loadStorage: (_input, { game, userId }) => storage.loadStorage(game, userId),
  donateItems: (input, { game, userId }) => storage.donateItems(game, userId, input),
  sendItemsToMember: (input, { game, userId }) => storage.sendItemsToMember(game, userId, input),
  convertItems: (input, { game, userId }) => storage.convertItems(game, userId, input),
  loadBuildings: (_input, { game, userId }) => buildings.loadBuildings(game, userId),
  upgradeBuilding: (input, { game, userId }) => buildings.upgradeBuilding(game, userId, input),
  loadBattlegrounds: (_input, { game, userId }) => battlegrounds.loadBattlegrounds(game, userId),
});
