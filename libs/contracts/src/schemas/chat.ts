/** Chat requests (spec 002 §5 and §7): the socket's send frame and the chat settings calls. */
import { z } from 'zod';
import { CHAT_SEND_CHANNELS } from '../api/chat';
import { FormId, PlayerName, lineText, modOnly, screenNumber } from './common';

/** The longest chat message (spec 000 §9), repeated from game-rules to keep contracts standalone. */
const CHAT_TEXT_MAX = 900;

/** A frame the browser sends on the chat socket; anything else is refused. */
export const ChatSendFrame = z.object({
  type: z.literal('chat'),
  channel: z.enum(CHAT_SEND_CHANNELS),
  text: lineText('message', 'Type a message first.')
    .trim()
    .min(1, 'Type a message first.')
    .max(CHAT_TEXT_MAX, `Messages are at most ${screenNumber(CHAT_TEXT_MAX)} characters.`),
});

export const GetChatSettingsQuery = modOnly('getChatSettings');
export const AddIgnoreRequest = z.object({ mod: z.literal('addIgnore'), username: PlayerName });
export const RemoveIgnoreRequest = z.object({ mod: z.literal('removeIgnore'), id: FormId });
export const SetProfanityFilterRequest = z.object({
  mod: z.literal('setProfanityFilter'),
  enabled: z.enum(['0', '1'], { error: 'Turn the filter on or off.' }),
});
