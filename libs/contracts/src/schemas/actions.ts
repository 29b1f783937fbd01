/** Requests of the action loop's calls (each tick's request is in its domain's file). */
import { modOnly } from './common';

export const StopActionQuery = modOnly('stopAction');
