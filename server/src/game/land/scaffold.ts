/** SCAFFOLD: removed once land, trinkets and the labyrinth are built (this session). */
export const NOT_READY_TEXT = 'This part of the game is not available yet.';
