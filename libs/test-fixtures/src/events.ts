/** Gathering event samples (spec 000 §3; socket `event` messages, GAME-FACTS.md). */
import type { GatheringEvent } from '@idle/contracts';

/** A running Epic mining event: +50% resources, 15 minutes left. */
export function sampleEvent(overrides: Partial<GatheringEvent> = {}): GatheringEvent {
  return {
    id: 301,
    type: 'mining',
    rarity: 4,
    timeRemaining: 900,
    bonusPercent: 50,
    ...overrides,
  };
}
