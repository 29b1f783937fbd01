import { describe, expect, it } from 'vitest';
import * as rules from '../index';
import { playerTextProblems } from './player-text';

describe('playerTextProblems', () => {
  it.each([
    'You only have 51,456.',
    'The amount can be at most 3,000.',
    'Sold for 3.1415 gold each.',
    'player1234 sent you 5 x [item:gold].',
    'You need level 100.',
    'Buy 0.0001 more.',
    'This account is banned until 2026-12-01 18:00 UTC.',
  ])('lets %j through', (text) => {
    expect(playerTextProblems(text)).toEqual([]);
  });

  it.each([
    ['You only have 51456.', 'the number 51456 is not formatted like the screen'],
    ['The amount can be at most 3000.', 'the number 3000 is not formatted like the screen'],
    ['Costs 1234.5 gold.', 'the number 1234 is not formatted like the screen'],
    ['Costs 2026-12 gold.', 'the number 2026 is not formatted like the screen'],
    ['name: A clan name has at least 3 characters.', 'it starts with a field name ("name:")'],
    ['items.0.amount: Invalid amount.', 'it starts with a field name ("items.0.amount:")'],
    ['Gold: You only have 250,100.', 'it starts with a field name ("Gold:")'],
  ])('finds what is wrong in %j', (text, problem) => {
    expect(playerTextProblems(text)).toContain(problem);
  });
});

describe('every text constant of the rules', () => {
  const texts = Object.entries(rules).filter(
    (entry): entry is [string, string] =>
      entry[0].endsWith('_TEXT') && typeof entry[1] === 'string',
  );

  it('there are texts to check', () => {
    expect(texts.length).toBeGreaterThan(20);
  });

  it.each(texts)('%s is a sentence a player can read', (_name, text) => {
    expect(playerTextProblems(text)).toEqual([]);
  });
});
