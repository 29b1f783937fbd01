/** _load_initial_data.php: everything the shell needs to draw the game (spec 000 §7). */
import { initialData } from '../game/initial-data';
import type { Handlers } from '../http/endpoints';

export const initialDataHandlers = {
  load: (_input, { game, userId }) => initialData(game, userId),
} satisfies Handlers<'initialData'>;
