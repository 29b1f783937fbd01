/** networth.php requests (issue 29): the caller's own net worth; it names no player. */
import { modOnly } from './common';

export const LoadNetWorthQuery = modOnly('loadNetWorth');
