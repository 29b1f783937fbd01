/** SCAFFOLD: removed once every clan call is built (this session). */
export const CLANS_NOT_READY_TEXT = 'Clans are not available yet.';
