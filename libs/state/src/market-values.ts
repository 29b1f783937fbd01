/**
 * Every traded item's 7-day average price (issue 29), as `marketValues` last answered it: the
 * item name's hover reads it here, so the UI library makes no server call and a page asks the
 * server once, whatever number of items it shows. Filled by the market remote's hook, or, when
 * a hover wants the values before any screen asked, by the loader the host registered.
 */
import type { MarketValuesAnswer } from '@idle/contracts';
import { atom, onMount } from 'nanostores';

export interface MarketValueLookup {
  days: number;
  /** Average price per item in hundredths of a gold, by item id. */
  cents: ReadonlyMap<string, number>;
}

export const $marketValues = atom<MarketValueLookup | null>(null);

export function setMarketValues(answer: MarketValuesAnswer): void {
  $marketValues.set({
    days: answer.days,
    cents: new Map(answer.values.map((value) => [value.itemid, value.averageCents])),
  });
}

let askForValues: (() => void) | null = null;

/**
 * How the values are asked for when a hover wants them and none are known yet: the host (which
 * makes server calls; this library makes none) registers it once.
 */
export function setMarketValuesLoader(load: (() => void) | null): void {
  askForValues = load;
}

// A popup subscribes only while open: the first one opened with no values asks for them.
onMount($marketValues, () => {
  if ($marketValues.get() === null) askForValues?.();
});
