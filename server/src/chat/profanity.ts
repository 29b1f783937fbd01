/** The maintained English profanity list of `obscenity`, with its recommended transformers. */
import {
  RegExpMatcher,
  TextCensor,
  asteriskCensorStrategy,
  englishDataset,
  englishRecommendedTransformers,
} from 'obscenity';

const matcher = new RegExpMatcher({
  ...englishDataset.build(),
  ...englishRecommendedTransformers,
});
const censor = new TextCensor().setStrategy(asteriskCensorStrategy());

/** A letter in any script: a match without one is a number read as leetspeak ("455" as "ass"). */
const LETTER = /\p{L}/u;

/**
 * `text` with every profane word replaced by asterisks of its length. Digits alone are never
 * masked: the leetspeak reading that catches "a55" would also hide a price ("455 gold").
 */
export function maskProfanity(text: string): string {
  const matches = matcher
    .getAllMatches(text, true)
    .filter((match) => LETTER.test(text.slice(match.startIndex, match.endIndex + 1)));
  return matches.length === 0 ? text : censor.applyTo(text, matches);
}
