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

/** `text` with every profane word replaced by asterisks of its length. */
export function maskProfanity(text: string): string {
  const matches = matcher.getAllMatches(text, true);
  return matches.length === 0 ? text : censor.applyTo(text, matches);
}
