/**
 * /land (spec 002 §2, §3, §9): without a plot, the plot's cost and Purchase Plot; with one, the
 * level's name and bonuses, links to Personnel, Raids and Portals, and an upgrade popup listing
 * the next level's bonuses and costs (green when the inventory pays, red otherwise). Buying and
 * upgrading take the costs from the inventory and update the Land panel (`$land`); a new plot
 * starts without a raid.
 */
import { api, type LoadState, useServerCall, useServerData } from '@idle/api-client';
import { ENDPOINTS, type LandBonus, type LandData, type LoadLandAnswer } from '@idle/contracts';
import { PLOT_COST } from '@idle/game-rules';
import { $land, applyItemChanges, notify } from '@idle/state';
import { Button, LoadError, LoadingState, Modal } from '@idle/ui';
import { useState } from 'react';
import { Link } from 'react-router';
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

/** The Land panel shows the new level; a new plot has no raid. */
function showInPanel(landData: LandData, newPlot: boolean): void {
  const current = $land.get();
  $land.set({
    levelName: landData.levelData.name,
    raid: newPlot || !current ? null : current.raid,
  });
}

function NoPlot({ onBought }: { onBought: (landData: LandData) => void }) {
  const call = useServerCall();
  const buy = () =>
    call.run(
      'buy',
      () => api.call(ENDPOINTS.land.buyPlot),
      (answer) => {
        applyItemChanges([], answer.itemsToRemove);
        showInPanel(answer.landData, true);
        onBought(answer.landData);
        notify('success', PLOT_PURCHASED_TEXT);
      },
    );
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

function Plot({
  landData,
  onUpgraded,
  upgradeOpen,
}: {
  landData: LandData;
  onUpgraded: (next: LandData) => void;
  upgradeOpen: boolean;
}) {
  const [open, setOpen] = useState(upgradeOpen);
  const call = useServerCall();
  const upgrade = () =>
    call.run(
      'upgrade',
      () => api.call(ENDPOINTS.land.upgradePlot),
      (answer) => {
        applyItemChanges([], answer.itemsToRemove);
        showInPanel(answer.landData, false);
        onUpgraded(answer.landData);
        setOpen(false);
        notify('success', LAND_UPGRADED_TEXT);
      },
    );
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
        <p className={styles.muted}>{TOP_LEVEL_TEXT}</p>
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
  // The plot as the last answer left it: the load, then each purchase or upgrade.
  const [landData, setLandData] = useState(answer.landData);
  return landData === null ? (
    <NoPlot onBought={setLandData} />
  ) : (
    <Plot landData={landData} onUpgraded={setLandData} upgradeOpen={upgradeOpen} />
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
    <section aria-labelledby="land-title" className={styles.page}>
      <h2 id="land-title">Land</h2>
      {content}
    </section>
  );
}

export function LandPage() {
  const land = useServerData(() => api.call(ENDPOINTS.land.load));
  return <LandView state={land.state} onRetry={land.reload} />;
}
