/**
 * /land/portals (spec 002 §2, §3, §7, §9): the player's gold, metal, wood and stone, then one
 * block per portal with its level, saved battles and effects, and five upgrade buttons (uType 1
 * to 5), each with its cost from `portalUpgradeCost`, green when the inventory pays, red
 * otherwise. Every figure of a portal is the server's: the load's, then the portal each upgrade
 * answers (its level, battles saved, cap and next cost).
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { Portal, PortalDataAnswer } from '@idle/contracts';
import {
  formatCount,
  formatNumber,
  LAND_COST_ITEMS,
  PORTAL_BATTLES_PER_UPGRADE,
  PORTAL_UPGRADE_TYPE_IDS,
  PORTAL_UPGRADE_TYPES,
  portalEffects,
  portalUpgradeCost,
  type PortalUpgradeType,
} from '@idle/game-rules';
import { $items, notify } from '@idle/state';
import {
  Button,
  EmptyState,
  itemNameText,
  LoadError,
  LoadingState,
  Muted,
  Page,
  Inline,
  Stack,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { upgradePortal, usePortals, type WithPlot } from '../api';
import { CostList, useItemNames } from '../land/parts';
import { NoPlotNotice } from '../land/plot-gate';
import styles from './PortalsPage.module.css';

export const PORTALS_LOADING_TEXT = 'Loading the portals...';
export const PORTALS_LOAD_FAILED_TEXT = 'The portals could not be loaded.';
export const NO_PORTALS_TEXT = 'Your land has no portals yet.';
export const PORTALS_NEED_PLOT_TEXT = 'Portals are built on your plot.';

export const portalUpgradedText = (name: string) => `The ${name} has been upgraded.`;

function Resources() {
  const owned = useStore($items);
  const items = useItemNames();
  return (
    <dl className={styles.resources} aria-label="Your resources">
      {LAND_COST_ITEMS.map((id) => (
        <div key={id} className={styles.resource}>
          <dt>{itemNameText(id, items)}</dt>
          <dd>{formatNumber(owned[id] ?? 0)}</dd>
        </div>
      ))}
    </dl>
  );
}

function PortalBlock({
  portal,
  busy,
  onUpgrade,
}: {
  portal: Portal;
  busy: boolean;
  onUpgrade: (portal: Portal, uType: PortalUpgradeType) => void;
}) {
  const effects = portalEffects(portal.level);
  return (
    <li aria-label={portal.name} className={styles.portal}>
      <h3>{portal.name}</h3>
      <p>
        Level {formatNumber(portal.level)}, {formatCount(portal.remaining, 'battle')} saved
      </p>
      <Muted>
        +{formatCount(effects.dailyBattles, 'battle')} a day, holds up to {formatNumber(portal.cap)}
        ; each upgrade gives {formatCount(PORTAL_BATTLES_PER_UPGRADE, 'battle')} at once.
      </Muted>
      <Stack as="ul" gap={2}>
        {PORTAL_UPGRADE_TYPE_IDS.map((uType) => {
          const costs = portalUpgradeCost(portal.cost, uType).map(({ itemId, amount }) => ({
            id: itemId,
            amount,
          }));
          const name = PORTAL_UPGRADE_TYPES[uType].name;
          return (
            <Inline as="li" key={uType} align="center" justify="between" gap={2} wrap={false}>
              <CostList costs={costs} label={`${portal.name} upgrade cost with ${name}`} />
              <Button
                size="sm"
                variant="primary"
                aria-label={`Upgrade the ${portal.name} with ${name}`}
                disabled={busy}
                onClick={() => onUpgrade(portal, uType)}
              >
                Upgrade
              </Button>
            </Inline>
          );
        })}
      </Stack>
    </li>
  );
}

function PortalsContent({ answer }: { answer: PortalDataAnswer }) {
  const { portals } = answer;
  const call = useServerCall();
  const upgrade = (portal: Portal, uType: PortalUpgradeType) =>
    void call.run(
      `${String(portal.id)}:${String(uType)}`,
      () => upgradePortal(portal, uType),
      () => {
        notify('success', portalUpgradedText(portal.name));
      },
    );
  return (
    <>
      <Resources />
      {portals.length === 0 ? (
        <EmptyState message={NO_PORTALS_TEXT} />
      ) : (
        <ul className={styles.portals}>
          {portals.map((portal) => (
            <PortalBlock
              key={portal.id}
              portal={portal}
              busy={call.pending !== null}
              onUpgrade={upgrade}
            />
          ))}
        </ul>
      )}
    </>
  );
}

export interface PortalsViewProps {
  /** The state of `land.php?mod=getPortalData`, null without a plot. */
  state: LoadState<WithPlot<PortalDataAnswer>>;
  onRetry: () => void;
}

/** The portals screen for a given state of `getPortalData` (stories render it directly). */
export function PortalsView({ state, onRetry }: PortalsViewProps) {
  let content;
  if (state.status === 'loading') content = <LoadingState label={PORTALS_LOADING_TEXT} />;
  else if (state.status === 'error') {
    content = <LoadError message={PORTALS_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  } else if (state.data === null) content = <NoPlotNotice needs={PORTALS_NEED_PLOT_TEXT} />;
  else content = <PortalsContent answer={state.data} />;
  return (
    <Page title="Portals" titleId="portals-title">
      {content}
    </Page>
  );
}

export function PortalsPage() {
  const portals = usePortals();
  return <PortalsView state={portals.state} onRetry={portals.reload} />;
}
