/**
 * Test and story data of the portals screen: two portals and a land.php that upgrades them at
 * `portalUpgradeCost`, the next cost 20% dearer (ours for the samples). Never imported by
 * production code.
 */
import type { Portal, PortalDataAnswer } from '@idle/contracts';
import { portalUpgradeCost } from '@idle/game-rules';
import { sampleApiAnswers, type FakeRequest } from '@idle/test-fixtures';

export const SAMPLE_PORTALS: Portal[] = [
  { id: 1, name: 'Frozen Portal', level: 2, remaining: 40, cost: 10_000 },
  { id: 2, name: 'Molten Portal', level: 0, remaining: 0, cost: 50_000 },
];

export function samplePortals(portals: Portal[] = SAMPLE_PORTALS): PortalDataAnswer {
  return { portals };
}

export function portalsApiAnswers(answer = samplePortals()): Record<string, unknown> {
  return {
    ...sampleApiAnswers(),
    'land.php?mod=getPortalData': answer,
    'land.php?mod=upgradePortal': (request: FakeRequest) => {
      const portal = answer.portals.find((other) => other.id === Number(request.params.id));
      if (!portal) return { error: 'There is no such portal.' };
      return {
        itemsToRemove: portalUpgradeCost(portal.cost, Number(request.params.uType)).map(
          ({ itemId, amount }) => ({ id: itemId, amount }),
        ),
        newCost: Math.round(portal.cost * 1.2),
      };
    },
  };
}
