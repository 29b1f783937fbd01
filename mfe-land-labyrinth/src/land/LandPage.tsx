/**
 * /land (spec 002 §2, §3, §9): without a plot, the plot's cost and Purchase Plot; with one, the
 * level's name and bonuses, links to Personnel, Raids and Portals, and an upgrade popup listing
 * the next level's bonuses and costs (green when the inventory pays, red otherwise). Buying and
 * upgrading (src/api/land.ts) take the costs from the inventory and update the Land panel
 * (`$land`) and every screen showing the plot; a new plot starts without a raid.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { LandBonus, LandData, LoadLandAnswer } from '@idle/contracts';
import { PLOT_COST } from '@idle/game-rules';
import { notify } from '@idle/state';
import { Button, LoadError, LoadingState, Modal, Muted, Page } from '@idle/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { buyPlot, upgradePlot, useLand } from '../api';
import { CostList } from './parts';
import { NO_PLOT_TEXT } from './plot-gate';
import styles from './LandPage.module.css';

export const LAND_LOADING_TEXT = 'Loading your land...';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const LAND_LOAD_FAILED_TEXT = 'Your land could not be loaded.';
export const PLOT_PURCHASED_TEXT = 'You have purchased a plot of land.';
export const LAND_UPGRADED_TEXT = 'Your land has been upgraded.';
export const TOP_LEVEL_TEXT = 'Your land is at the highest level.';

const PLOT_COST_LINES = PLOT_COST.map(({ itemId, amount }) => ({ id: itemId, amount }));

function Bonuses({ bonuses, label }: { bonuses: readonly LandBonus[]; label: string }) {
  return (
    <dl className={styles.bonuses} aria-label={label}>
      {bonuses.map(([name, value]) => (
        <div key={name} className={styles.bonus}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function NoPlot() {
  const call = useServerCall();
  const buy = () =>
    call.run('buy', buyPlot, () => {
      notify('success', PLOT_PURCHASED_TEXT);
    });
  return (
    <>
      <p>{NO_PLOT_TEXT}</p>
      <h3>Plot cost</h3>
      <CostList costs={PLOT_COST_LINES} label="Plot cost" />
      <div>
        <Button variant="primary" disabled={call.pending !== null} onClick={() => void buy()}>
          Purchase Plot
        </Button>
      </div>
    </>
  );
}

function Plot({ landData, upgradeOpen }: { landData: LandData; upgradeOpen: boolean }) {
  const [open, setOpen] = useState(upgradeOpen);
  const call = useServerCall();
  const upgrade = () =>
    call.run('upgrade', upgradePlot, () => {
      setOpen(false);
      notify('success', LAND_UPGRADED_TEXT);
    });
  const next = landData.nextLevelData;
  return (
    <>
      <p>
        Level {landData.level}: <strong>{landData.levelData.name}</strong>
      </p>
      <Bonuses bonuses={landData.bonuses} label="Land bonuses" />
      <nav aria-label="Land">
        <ul className={styles.links}>
          <li>
            <Link to="/land/personnel">Personnel</Link>
          </li>
          <li>
            <Link to="/land/raids">Raids</Link>
          </li>
          <li>
            <Link to="/land/portals">Portals</Link>
          </li>
        </ul>
      </nav>
      {next === null ? (
        <Muted>{TOP_LEVEL_TEXT}</Muted>
      ) : (
        <div>
          <Button variant="primary" onClick={() => setOpen(true)}>
            Upgrade Land
          </Button>
        </div>
      )}
      {next !== null && (
        <Modal
          open={open}
          onClose={() => setOpen(false)}
          title={`Upgrade to ${next.name}`}
          footer={
            <>
              <Button onClick={() => setOpen(false)}>Cancel</Button>
              <Button
                variant="primary"
                disabled={call.pending !== null}
                onClick={() => void upgrade()}
              >
                Upgrade
              </Button>
            </>
          }
        >
          <h4>Bonuses</h4>
          <Bonuses bonuses={landData.nextBonuses ?? []} label="Next level bonuses" />
          <h4>Cost</h4>
          <CostList costs={landData.nextLevelUpgradeCosts ?? []} label="Upgrade cost" />
        </Modal>
      )}
    </>
  );
}

function LandContent({ answer, upgradeOpen }: { answer: LoadLandAnswer; upgradeOpen: boolean }) {
  return answer.landData === null ? (
    <NoPlot />
  ) : (
    <Plot landData={answer.landData} upgradeOpen={upgradeOpen} />
  );
}

export interface LandViewProps {
  /** The state of `land.php?mod=load`. */
  state: LoadState<LoadLandAnswer>;
  onRetry: () => void;
  /** Whether the upgrade popup shows at first (stories). */
  upgradeOpen?: boolean;
}

/** The land screen for a given state of `load` (stories render it directly). */
export function LandView({ state, onRetry, upgradeOpen = false }: LandViewProps) {
  let content;
  if (state.status === 'loading') content = <LoadingState label={LAND_LOADING_TEXT} />;
  else if (state.status === 'error') {
    content = <LoadError message={LAND_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  } else content = <LandContent answer={state.data} upgradeOpen={upgradeOpen} />;
  return (
    <Page title="Land" titleId="land-title" className={styles.land}>
      {content}
    </Page>
  );
}

export function LandPage() {
  const land = useLand();
  return <LandView state={land.state} onRetry={land.reload} />;
}
