/**
 * Test and story data of the portals screen: two portals and a land.php that upgrades them at
 * `portalUpgradeCost` as the server does (a level, 25 battles at once up to the new cap), the
 * next cost 20% dearer (ours for the samples). Never imported by production code.
 */
import type { Portal, PortalDataAnswer } from '@idle/contracts';
import { PORTAL_BATTLES_PER_UPGRADE, portalEffects, portalUpgradeCost } from '@idle/game-rules';
import { sampleLandData } from '../land/fixtures';
import { sampleApiAnswers, type FakeRequest } from '@idle/test-fixtures';

export const SAMPLE_PORTALS: Portal[] = [
  { id: 1, name: 'Frozen Portal', level: 2, remaining: 40, cap: 300, cost: 10_000 },
  { id: 2, name: 'Molten Portal', level: 0, remaining: 0, cap: 100, cost: 50_000 },
];

export function samplePortals(portals: Portal[] = SAMPLE_PORTALS): PortalDataAnswer {
  return { portals };
}

export function portalsApiAnswers(answer = samplePortals()): Record<string, unknown> {
  return {
    ...sampleApiAnswers(),
    'land.php?mod=load': { landData: sampleLandData(3) },
    'land.php?mod=getPortalData': answer,
    'land.php?mod=upgradePortal': (request: FakeRequest) => {
      const portal = answer.portals.find((other) => other.id === Number(request.params.id));
      if (!portal) return { error: 'There is no such portal.' };
      const level = portal.level + 1;
      const cap = portalEffects(level).battleCap;
      const upgraded: Portal = {
        ...portal,
        level,
        remaining: Math.min(cap, portal.remaining + PORTAL_BATTLES_PER_UPGRADE),
        cap,
        cost: Math.round(portal.cost * 1.2),
      };
      return {
        itemsToRemove: portalUpgradeCost(portal.cost, Number(request.params.uType)).map(
          ({ itemId, amount }) => ({ id: itemId, amount }),
        ),
        newCost: upgraded.cost,
        portal: upgraded,
      };
    },
  };
}
