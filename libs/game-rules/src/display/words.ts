/**
 * Small pieces of English for the game's sentences: "a" or "an" before a name. A count with its
 * noun is `formatCount` of number-format.
 */

/** "a" or "an" before a name, by its first letter: "an Emerald", "a Ruby". */
export function indefiniteArticle(name: string): 'a' | 'an' {
  return /^[aeiou]/i.test(name) ? 'an' : 'a';
}

/** The name with its indefinite article: "an Eye Rune", "a Stone Rune". */
export function withIndefiniteArticle(name: string): string {
  return `${indefiniteArticle(name)} ${name}`;
}
