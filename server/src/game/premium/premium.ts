/** SCAFFOLD (replaced this session): premium calls. */
import type {
  CreateCheckoutAnswer,
  FinalizeCheckoutAnswer,
  LoadPremiumAnswer,
  PurchaseAutosAnswer,
  UseHonorTokensAnswer,
} from '@idle/contracts';
import type { PremiumSchemas } from '@idle/contracts/schemas';
import type { z } from 'zod';
import { GameError } from '../../http/errors';
import type { GameContext } from '../context';

const NOT_READY_TEXT = 'The premium store is not available yet.';

export async function loadPremium(_game: GameContext, _userId: number): Promise<LoadPremiumAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function useHonorTokens(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof PremiumSchemas.UseHonorTokensRequest>,
): Promise<UseHonorTokensAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function purchaseAutos(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof PremiumSchemas.PurchaseAutosRequest>,
): Promise<PurchaseAutosAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function createCheckout(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof PremiumSchemas.CreateCheckoutRequest>,
): Promise<CreateCheckoutAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function finalizeCheckout(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof PremiumSchemas.FinalizeCheckoutRequest>,
): Promise<FinalizeCheckoutAnswer> {
  throw new GameError(NOT_READY_TEXT);
}
