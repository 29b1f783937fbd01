/**
 * One simulation as the worker runs it: the set-up (both sides' figures, the rewards and the
 * player's bonuses), fought in chunks so progress shows, then its report and breakpoints. Plain
 * data in and out, so it crosses to the Web Worker by `postMessage`; game-rules does the maths.
 */
import {
  addTallies,
  type Breakpoint,
  type CombatantStats,
  EMPTY_TALLY,
  nextBreakpoints,
  type OpponentRewards,
  type RewardBonuses,
  seededFightRandom,
  simulationReport,
  type SimulationReport,
  tallyFights,
} from '@idle/game-rules';

/** Fights a simulation runs: its 99% interval is then about 2.6 points wide either side at most. */
export const SIMULATED_FIGHTS = 10_000;
/** Fights of each value a win-rate breakpoint tries (one seed, so values compare fairly). */
export const BREAKPOINT_FIGHTS = 1_000;
/** The win rate the breakpoints aim for, in percent. */
export const TARGET_WIN_PERCENT = 99;
/** One seed for every simulation: the same set-up shows the same numbers. */
export const SIMULATION_SEED = 29;
/** Fights between two progress reports. */
const CHUNK = 1_000;

export interface SimulationSetUp {
  player: CombatantStats;
  opponent: CombatantStats;
  rewards: OpponentRewards;
  bonuses: RewardBonuses;
  actionDelayMs: number;
  /** A world boss: never won, exp every fight. */
  boss: boolean;
}

export interface SimulationResult {
  report: SimulationReport;
  breakpoints: Breakpoint[];
}

/** What the worker says: progress (fights done of all), then the result, or a failure. */
export type SimulatorMessage =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'result'; result: SimulationResult }
  | { kind: 'failed'; message: string };

/** Runs a simulation, reporting progress after each chunk of fights. */
export function runSimulation(
  setUp: SimulationSetUp,
  onProgress: (done: number, total: number) => void,
  fights = SIMULATED_FIGHTS,
): SimulationResult {
  const random = seededFightRandom(SIMULATION_SEED);
  let tally = EMPTY_TALLY;
  while (tally.fights < fights) {
    const chunk = Math.min(CHUNK, fights - tally.fights);
    tally = addTallies(tally, tallyFights(setUp.player, setUp.opponent, chunk, random));
    onProgress(tally.fights, fights);
  }
  const report = simulationReport(tally, setUp.rewards, setUp.bonuses, {
    actionDelayMs: setUp.actionDelayMs,
    boss: setUp.boss,
  });
  const breakpoints = nextBreakpoints(
    setUp.player,
    setUp.opponent,
    { fights: BREAKPOINT_FIGHTS, seed: SIMULATION_SEED, targetPercent: TARGET_WIN_PERCENT },
    { boss: setUp.boss },
  );
  return { report, breakpoints };
}
