/**
 * Test and story data of the raids screen: the three standard raids, two scouted raids, and a
 * land.php that keeps one raid at a time (a started scouted raid leaves the list). Never imported
 * by production code.
 */
import type { CurrentRaid, LoadRaidsAnswer, Raid } from '@idle/contracts';
import { landLevelName, STANDARD_RAIDS } from '@idle/game-rules';
import { sampleLandData } from '../land/fixtures';
import { sampleApiAnswers, type FakeRequest } from '@idle/test-fixtures';

export const STANDARD: Raid[] = Object.values(STANDARD_RAIDS).map((raid) => ({
  id: raid.id,
  name: raid.name,
  rarity: 1,
  duration: raid.durationMinutes,
  levelReqName: landLevelName(raid.requiredLandLevel),
}));

export const SCOUTED: Raid[] = [
  { id: 101, name: 'Bandit Camp', rarity: 3, duration: 90, levelReqName: 'Camp' },
  { id: 102, name: 'Sunken Vault', rarity: 5, duration: 360, levelReqName: 'Village' },
];

export const RAID_REWARDS = [
  { id: 'gold', amount: 40_000 },
  { id: 'metal', amount: 1_200 },
];

/** A raid under way with `timer` seconds left, or returned with its rewards (no timer). */
export function sampleCurrentRaid(timer?: number, raid: Raid = STANDARD[0] as Raid): CurrentRaid {
  return timer === undefined ? { ...raid, rewards: RAID_REWARDS } : { ...raid, timer, rewards: [] };
}

export function sampleRaids(overrides: Partial<LoadRaidsAnswer> = {}): LoadRaidsAnswer {
  return { current: null, standard: STANDARD, scouted: SCOUTED, ...overrides };
}

/**
 * A land.php holding `initial`: startRaid refuses a stale index or a raid under way, starts the
 * raid for its whole duration and drops a scouted one from the list; endRaid gives the rewards of
 * a returned raid; cancelRaid clears it.
 */
export function raidsApiAnswers(initial: LoadRaidsAnswer = sampleRaids()): Record<string, unknown> {
  let raids = initial;
  return {
    ...sampleApiAnswers(),
    'land.php?mod=load': { landData: sampleLandData(3) },
    'land.php?mod=loadRaids': () => raids,
    'land.php?mod=startRaid': (request: FakeRequest) => {
      const id = Number(request.params.id);
      const index = Number(request.params.index);
      const list = id >= 101 ? raids.scouted : raids.standard;
      const raid = list[index];
      if (raid?.id !== id) return { error: 'That raid is no longer available.' };
      if (raids.current !== null) return { error: 'You are already on a raid.' };
      const current = { ...raid, timer: raid.duration * 60, rewards: [] };
      raids = {
        ...raids,
        current,
        scouted: raids.scouted.filter((other) => other.id !== id),
      };
      return { raid: current };
    },
    'land.php?mod=endRaid': () => {
      const current = raids.current;
      if (current?.timer !== undefined || current === null) {
        return { error: 'Your raid has not returned yet.' };
      }
      raids = { ...raids, current: null };
      return { itemsToAdd: current.rewards };
    },
    'land.php?mod=cancelRaid': () => {
      raids = { ...raids, current: null };
      return true;
    },
  };
}
