/**
 * Reading a gathering event (spec 000 section 3) from the initial data or a socket `event`
 * message (GAME-FACTS.md "The live socket"): pure readers that copy the known fields, or give
 * null when the data has the wrong shape (it is then ignored).
 */
import type { GatheringEvent, GatheringEventMessage } from '@idle/contracts';
import { GATHERING_SKILL_IDS } from '@idle/game-rules';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function isGatheringSkill(value: unknown): value is GatheringEvent['type'] {
  return GATHERING_SKILL_IDS.some((skill) => skill === value);
}

/**
 * A running gathering event: `{id, type (mining, woodcutting or quarrying), rarity,
 * timeRemaining (seconds), bonusPercent}`, other fields (e.g. `stage`) left out; null for
 * anything else, an end message included.
 */
export function readGatheringEvent(data: unknown): GatheringEvent | null {
  if (!isRecord(data) || data['stage'] === 'end') return null;
  const { id, type, rarity, timeRemaining, bonusPercent } = data;
  if (!isId(id) || !isGatheringSkill(type)) return null;
  if (!isId(rarity) || rarity < 0 || !isCount(timeRemaining) || !isCount(bonusPercent)) {
    return null;
  }
  return { id, type, rarity, timeRemaining, bonusPercent };
}

/**
 * `event`: the running event (started or updated), or `{stage: 'end', id}` when event `id`
 * ended; null for anything else.
 */
export function readEventMessage(data: unknown): GatheringEventMessage | null {
  if (isRecord(data) && data['stage'] === 'end') {
    return isId(data['id']) ? { stage: 'end', id: data['id'] } : null;
  }
  return readGatheringEvent(data);
}
