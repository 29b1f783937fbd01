/** rates.php requests (issue 29): the rates per action and their reset. */
import { z } from 'zod';
import { modOnly } from './common';

export const LoadRatesQuery = modOnly('loadRates');
export const ResetRatesRequest = z.object({ mod: z.literal('resetRates') });
