/** The payment provider a game uses: chosen from its settings once, replaceable in tests. */
import type { GameContext } from '../context';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox';
import { stripeClient, stripeProvider } from './stripe';

const providers = new WeakMap<GameContext, PaymentProvider | null>();

function providerFromConfig({ config }: GameContext): PaymentProvider | null {
  switch (config.paymentProvider) {
    case 'sandbox':
      return sandboxProvider(config.sandboxWebhookSecret);
    case 'stripe':
      // configFromEnv refuses `stripe` without these.
      return stripeProvider(
        stripeClient(config.stripeSecretKey ?? ''),
        config.stripeWebhookSecret ?? '',
        config.publicOrigin ?? '',
      );
    case null:
      return null;
  }
}

/** The game's payment provider; null when none is configured (production without one). */
export function paymentProviderOf(game: GameContext): PaymentProvider | null {
  if (!providers.has(game)) providers.set(game, providerFromConfig(game));
  return providers.get(game) ?? null;
}

/** Replaces the game's provider (tests: a Stripe provider over a mocked client). */
export function usePaymentProvider(game: GameContext, provider: PaymentProvider): void {
  providers.set(game, provider);
}
