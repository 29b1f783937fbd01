/**
 * The shell's requests: a hook for what each screen or panel reads (on the shared query cache of
 * @idle/api-client) and a function for each change, which applies what its answer changed.
 */
export {
  fetchAutos,
  fetchCurrentAction,
  ping,
  refreshAutos,
  solveCaptcha,
  stopActionOnServer,
  tickAction,
} from './action-loop';
export { useAnnouncements } from './announcements';
export { useLeaderboards } from './leaderboards';
export { useLog } from './log';
export { askForMarketValuesOnHover } from './market-values';
export { enterBattleArea, usePlayersOnline } from './players';
export { changePassword, changeUsername, usePreferences } from './preferences';
export { usePlayerProfile } from './profile';
export { useReferrals } from './referrals';
export { loadInitialData, logIn, logOut, register } from './session';
export { useStaticPage } from './static-pages';
