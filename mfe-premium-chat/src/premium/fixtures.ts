/**
 * Test and story data of the premium store: a player with credits and honor tokens, a Knight's
 * nobility, 150 Autos owned, and a server that answers at the game-rules prices. Never imported
 * by production code.
 */
import type {
  ActiveBoost,
  BoostKind,
  InitialData,
  LoadPremiumAnswer,
  Nobility,
} from '@idle/contracts';
import {
  autosPurchaseCost,
  boostPriceCredits,
  extendedBoostEnd,
  HONOR_TOKENS_PER_HONOR,
} from '@idle/game-rules';
import { $items } from '@idle/state';
import { sampleApiAnswers, sampleInitialData, type FakeRequest } from '@idle/test-fixtures';

/** The sample player with 1,000 credits and 25 honor tokens. */
export function premiumInitialData(items: Record<string, number> = {}): InitialData {
  const base = sampleInitialData();
  return { ...base, items: { ...base.items, credits: 1_000, honor_tokens: 25, ...items } };
}

/** A Knight (rank 3, +2%) with 12 honor, 20 needed for the next rank. */
export function sampleNobility(overrides: Partial<Nobility> = {}): Nobility {
  return { rank: 3, name: 'Knight', bonusPercent: 2, honor: 12, nextRankHonor: 20, ...overrides };
}

export function samplePremium(overrides: Partial<LoadPremiumAnswer> = {}): LoadPremiumAnswer {
  return { nobility: sampleNobility(), autosOwned: 150, boosts: [], ...overrides };
}

const HOUR = 3600 * 1000;

/** A boost of `kind` running `hours` more from now. */
export function sampleBoost(kind: BoostKind, hours: number, now = Date.now()): ActiveBoost {
  return { kind, percent: 10, endsAt: now + hours * HOUR };
}

export const SAMPLE_CHECKOUT_URL = 'https://checkout.example/session/cs_test_1';

/** A server that sells at the prices of `premium`; finalize says paid with 500 credits. */
export function premiumApiAnswers(
  premium: LoadPremiumAnswer = samplePremium(),
): Record<string, unknown> {
  return {
    ...sampleApiAnswers(),
    'misc.php?mod=loadPremium': premium,
    // As the server reads it: `honor` counts points of honor, ten tokens each.
    'misc.php?mod=useHonorTokens': (request: FakeRequest) => {
      const honor = Number(request.params.honor);
      const owned = $items.get().honor_tokens ?? 0;
      if (owned < honor * HONOR_TOKENS_PER_HONOR) {
        return { error: 'You do not have enough honor tokens.' };
      }
      return {
        nobility: { ...premium.nobility, honor: premium.nobility.honor + honor },
        itemsToRemove: [{ id: 'honor_tokens', amount: honor * HONOR_TOKENS_PER_HONOR }],
      };
    },
    'misc.php?mod=purchaseAutos': (request: FakeRequest) => {
      const autos = Number(request.params.autos);
      return {
        itemsToRemove: [{ id: 'credits', amount: autosPurchaseCost(premium.autosOwned, autos) }],
        maxAutos: premium.autosOwned + autos,
        autosOwned: premium.autosOwned + autos,
      };
    },
    'premium.php?mod=buyBoost': (request: FakeRequest) => {
      // Extends the boost as the server does, from the loaded boosts; refuses beyond the cap.
      const hours = Number(request.params.hours);
      const kind = request.params.kind as BoostKind;
      const now = Date.now();
      const current = premium.boosts.find((boost) => boost.kind === kind && boost.endsAt > now);
      const endsAt = extendedBoostEnd(current?.endsAt ?? null, now, hours);
      if (endsAt === null) return { error: 'A boost can run at most 30 days ahead.' };
      return {
        itemsToRemove: [{ id: 'credits', amount: boostPriceCredits(hours) }],
        boosts: [
          ...premium.boosts.filter((boost) => boost.kind !== kind),
          { kind, percent: 10, endsAt },
        ],
      };
    },
    'premium.php?mod=createCheckout': { checkoutUrl: SAMPLE_CHECKOUT_URL, sessionId: 'cs_test_1' },
    'premium.php?mod=finalizeCheckout': { status: 'paid', credited: 500, credits: 1_500 },
  };
}
