/**
 * Every text the clan server builds with numbers in it (refusals, clan log lines, personal log
 * lines) shows them as the screen does (formatNumber: 1,250) and is a sentence, never a
 * "Field: ..." prefix.
 */
import { buildingUpgradedText } from '@idle/game-rules';
import { describe, expect, it } from 'vitest';
import { clanBossRewardText } from './clan-boss-battle.handler';
import { personalTaxesTooLowText, taxesChangedText } from './home';
import { CREATION_CREDITS_TEXT } from './registry';
import {
  convertedText,
  donatedText,
  EXCHANGE_LEVEL_TEXT,
  receivedFromClanText,
  sentToMemberText,
} from './storage';

/** A run of 4 or more digits not grouped by commas, or a sentence opening with "word:". */
const UNFORMATTED_NUMBER = /\d{4,}/;
const FIELD_PREFIX = /^\w+:/;

const big = [
  { id: 'gold', amount: 250_100 },
  { id: 'metal', amount: 1_000 },
];

const texts: [string, string][] = [
  ['boss reward', clanBossRewardText('12.5', [{ id: 'boss_tokens', amount: 1_250 }])],
  ['donation', donatedText('Ayla', big)],
  ['sent to member', sentToMemberText('Ayla', 'Bren', big)],
  ['received from clan', receivedFromClanText('Ayla', big)],
  [
    'converted',
    convertedText('Ayla', { id: 'metal', amount: 10_000 }, { id: 'gold', amount: 15_000 }),
  ],
  ['building upgraded', buildingUpgradedText('Headquarters', 1_000)],
  ['personal taxes too low', personalTaxesTooLowText({ goldTax: 100, resTax: 100 })],
  ['taxes changed', taxesChangedText('Ayla', { goldTax: 100, resTax: 100 })],
  ['creation credits', CREATION_CREDITS_TEXT],
  ['exchange level', EXCHANGE_LEVEL_TEXT],
];

describe('clan texts', () => {
  it.each(texts)('%s: numbers formatted, a sentence', (_name, text) => {
    expect(text).not.toMatch(UNFORMATTED_NUMBER);
    expect(text).not.toMatch(FIELD_PREFIX);
  });

  it('groups thousands as the screen does', () => {
    expect(clanBossRewardText('12.5', [{ id: 'boss_tokens', amount: 1_250 }])).toBe(
      'Mordrek the Hollow King was slain. You dealt 12.5% of its damage and earned 1,250 x [item:boss_tokens].',
    );
    expect(donatedText('Ayla', big)).toBe('Ayla donated 250,100 Gold, 1,000 Metal.');
    expect(buildingUpgradedText('Headquarters', 1_000)).toBe(
      'The Headquarters was upgraded to level 1,000.',
    );
  });
});
