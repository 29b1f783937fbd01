/** Test and story helpers of the chat dock and its settings. Never imported by production code. */
import {
  $chatHistorySize,
  $chatSize,
  CHAT_HISTORY_SIZE_DEFAULT,
  CHAT_SIZE_DEFAULT,
} from './device-settings';

/** The sizes back to their defaults: the atoms outlive a cleared localStorage. */
export function resetChatDeviceSettings(): void {
  $chatSize.set(CHAT_SIZE_DEFAULT);
  $chatHistorySize.set(CHAT_HISTORY_SIZE_DEFAULT);
}
