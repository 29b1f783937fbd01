/** What the labyrinth screens say (ours where the spec names no text), and the room display. */
import {
  artisanShrineEffects,
  difficultyStars,
  formatNumber,
  labyrinthSkillName,
} from '@idle/game-rules';

export const LABYRINTH_LOADING_TEXT = 'Loading the labyrinth...';
export const LABYRINTH_LOAD_FAILED_TEXT = 'The labyrinth could not be loaded.';
export const NO_LAYOUT_TEXT = 'There is no labyrinth today.';
export const NO_TURNS_LEFT_TEXT = 'You have used every labyrinth action today.';
export const CHEST_OBTAINED_TEXT = "You have opened today's chest.";
export const RUN_OVER_TEXT =
  'Your labyrinth run is over: open your chest in the Labyrinth Reward Chest panel.';
/** The screen's word on a stop; the reason was the shell's notification, shown once. */
export const LABYRINTH_STOPPED_TEXT = 'The labyrinth action has stopped.';

function readable(read: () => string, fallback: string): string {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** "Mining", or "Unknown" for a skill id outside 1 to 8. */
export function roomSkillText(skillId: number): string {
  return readable(() => labyrinthSkillName(skillId), 'Unknown');
}

/** "★★★☆☆" for difficulty 3; "?" for a difficulty outside 1 to 5. */
export function starsText(difficulty: number): string {
  return readable(() => difficultyStars(difficulty), '?');
}

/** "Difficulty 3 of 5": how the stars read to a screen reader. */
export function difficultyLabel(difficulty: number): string {
  return `Difficulty ${formatNumber(difficulty)} of 5`;
}

/** "+3% gold and resources, +6% exp, -0.03 s crafting time"; "No bonus yet." at level 0. */
export function shrineEffectsText(level: number): string {
  if (level <= 0) return 'No bonus yet.';
  const effects = artisanShrineEffects(level);
  return `+${formatNumber(effects.goldPercent)}% gold and resources, +${formatNumber(
    effects.expPercent,
  )}% exp, -${formatNumber(effects.craftingTimeReductionMs / 1000)} s crafting time`;
}

export function shrineUpgradeText(level: number, cost: number): string {
  return `Raise the artisan shrine to level ${formatNumber(level)} for ${formatNumber(cost)} artisan shards.`;
}

export function shrineUpgradedText(level: number): string {
  return `The artisan shrine is now level ${formatNumber(level)}.`;
}
