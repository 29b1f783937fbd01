/** How the console names an account's status and a player's ban and mute. */
import { accountStatusLabel } from '@idle/game-rules';
import { utcMinute } from './format';

/** "Admin" (100), "Mod" (50) as beside a name in the game, else "Player". */
export function accountStatusName(status: number): string {
  return accountStatusLabel(status) ?? 'Player';
}

/** A ban's end: "Permanent" or "until 2026-11-28 14:05 UTC". */
export function banEndText(until: number | null): string {
  return until === null ? 'Permanent' : `Until ${utcMinute(until)}`;
}
