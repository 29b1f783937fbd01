/**
 * @idle/test-fixtures: realistic sample data built from the contracts' types, a fake fetch, and
 * helpers that fill and empty the shared stores, for the component tests and the stories of the
 * shell and the remotes. Never imported by production code.
 */
export { SAMPLE_USERNAME, sampleInitialData, sampleStatistics } from './initial-data';
export { sampleBattleResult, sampleTracker } from './battle';
export { sampleBoss, sampleBosses } from './bosses';
export { sampleEvent } from './events';
export { ADMIN_STATUS, MOD_STATUS, sampleOnlinePlayers } from './players';
export { answerNever, fakeFetch, sampleApiAnswers, useFakeApi } from './fake-fetch';
export type { FakeAnswers, FakeFetch, FakeHandler, FakeRequest } from './fake-fetch';
export { loadState, resetAll } from './stores';
