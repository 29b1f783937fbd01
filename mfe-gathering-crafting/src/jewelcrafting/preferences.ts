/** The auto-deconstruct floor of jewelcrafting, kept on the device (spec 001 §4). */
import { AUTO_DECONSTRUCT_FLOOR_IDS, type AutoDeconstructFloor } from '@idle/game-rules';
import { devicePreference } from '@idle/state';

export const AUTO_DECONSTRUCT_PREFERENCE_KEY = 'autoDeconstructFloor';

function decodeFloor(stored: unknown): AutoDeconstructFloor | undefined {
  return AUTO_DECONSTRUCT_FLOOR_IDS.find((floor) => floor === stored);
}

/** 0 (None) to 4 (Epic): finished jewels at or below this rarity are deconstructed at once. */
export const $autoDeconstructFloor = devicePreference<AutoDeconstructFloor>(
  AUTO_DECONSTRUCT_PREFERENCE_KEY,
  0,
  { decode: decodeFloor },
);
