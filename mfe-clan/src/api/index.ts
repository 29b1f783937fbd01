/** The clan remote's requests: what its screens read (hooks on the shared cache) and change. */
export { useBattlegrounds } from './battlegrounds';
export { upgradeBuilding, useClanBuildings } from './buildings';
export { editPersonalTaxes, leaveClan, useClan, useClanDetails, type ClanSource } from './clan';
export { editAnnouncement, loadRecentLog, useClanHome } from './home';
export { cancelInvite, sendInvite, useSentInvites } from './invites';
export { changeMemberRank, kickMember, useClanMembers } from './members';
export { useClanProfile } from './profile';
export { changePermission, changeRankName, useClanRanks } from './ranks';
export { answerInvite, createClan, useClanList, useReceivedInvites } from './registry';
export { editTaxes, useClanTaxes } from './settings';
export {
  convertItems,
  donateItems,
  sendItemsToMember,
  useClanStorage,
  type StorageItems,
} from './storage';
