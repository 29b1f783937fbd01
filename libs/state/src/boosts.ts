/**
 * The player's boosts (premium.php buyBoost): set from the initial data, the premium store's
 * load and each buyBoost answer. Each keeps its end; screens compare it with the clock, so an
 * ended boost needs no message to disappear.
 */
import type { ActiveBoost } from '@idle/contracts';
import { atom } from 'nanostores';

/** The boosts the server last said run, with their ends. */
export const $boosts = atom<readonly ActiveBoost[]>([]);

/** Replaces the boosts with the server's list (an answer always carries them all). */
export function setBoosts(boosts: readonly ActiveBoost[]): void {
  $boosts.set(boosts);
}

/** The boosts still running at `now` (ms since the epoch). */
export function runningBoosts(boosts: readonly ActiveBoost[], now: number): ActiveBoost[] {
  return boosts.filter((boost) => boost.endsAt > now);
}
