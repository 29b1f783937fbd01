/** Premium requests (spec 002 §5 and §7). */
import { z } from 'zod';
import { BOOST_DURATIONS_HOURS, BOOST_KINDS, type BoostDurationHours } from '../api/premium';
import { formInt } from './common';

export const LoadPremiumQuery = z.object({ mod: z.literal('loadPremium') });
/**
 * Points of honor to make of honor tokens, ten tokens a point (`honor` counts points, not
 * tokens: 100 tokens are `honor=10`).
 */
export const UseHonorTokensRequest = z.object({
  mod: z.literal('useHonorTokens'),
  honor: formInt('honor', 1, 999_999_999),
});
/** Autos to buy: the amount box takes 3 characters; the cost is summed per Auto. */
export const PurchaseAutosRequest = z.object({
  mod: z.literal('purchaseAutos'),
  autos: formInt('autos', 1, 999),
});
/** Dollars to spend: 5 to 500 with an optional two-digit fraction ("Invalid amount." otherwise). */
export const CreateCheckoutRequest = z.object({
  mod: z.literal('createCheckout'),
  amount: z
    .string({ error: 'Invalid amount.' })
    .regex(/^\d{1,3}(\.\d{2})?$/, 'Invalid amount.')
    .refine((value) => Number(value) >= 5 && Number(value) <= 500, 'Invalid amount.'),
});
export const FinalizeCheckoutRequest = z.object({
  mod: z.literal('finalizeCheckout'),
  sessionId: z
    .string({ error: 'That payment does not exist.' })
    .min(1, 'That payment does not exist.')
    .max(200, 'That payment does not exist.')
    .regex(/^[\w-]+$/, 'That payment does not exist.'),
});
export const BuyBoostRequest = z.object({
  mod: z.literal('buyBoost'),
  kind: z.enum(BOOST_KINDS, { error: 'Unknown boost.' }),
  hours: z.enum(BOOST_DURATIONS_HOURS.map((hours) => String(hours)) as [`${BoostDurationHours}`], {
    error: 'Unknown boost length.',
  }),
});
