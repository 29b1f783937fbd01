/** The chat settings of `preferences.php`: the ignore list and the profanity filter (spec 002 §5). */
import type { ChatSettingsAnswer, IgnoredEntry, ProfanityFilterAnswer } from '@idle/contracts';
import { GameError } from '../../http/errors';

/** Until the chat domain lands, every settings call refuses with a clear text. */
function notYet<Answer>(): (...args: unknown[]) => Promise<Answer> {
  return () => Promise.reject(new GameError('Chat settings are not available yet.'));
}

export const getChatSettings = notYet<ChatSettingsAnswer>();
export const addIgnore = notYet<IgnoredEntry>();
export const removeIgnore = notYet<true>();
export const setProfanityFilter = notYet<ProfanityFilterAnswer>();
