/**
 * Small pieces of English for the game's sentences: "a" or "an" before a name, and a count with
 * its noun in the singular or plural, the count formatted like the screen's numbers.
 */
import { formatNumber } from './number-format';

/** "a" or "an" before a name, by its first letter: "an Emerald", "a Ruby". */
export function indefiniteArticle(name: string): 'a' | 'an' {
  return /^[aeiou]/i.test(name) ? 'an' : 'a';
}

/** The name with its indefinite article: "an Eye Rune", "a Stone Rune". */
export function withIndefiniteArticle(name: string): string {
  return `${indefiniteArticle(name)} ${name}`;
}

/** A count and its noun: "1 gem fragment", "1,250 gem fragments". */
export function countedNoun(count: number, singular: string, plural: string): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}
