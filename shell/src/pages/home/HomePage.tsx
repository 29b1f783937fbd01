/**
 * Home (`/`, spec 000 §2): the player's statistics, tools, rune belt, upgradeable items and
 * equipped jewels. Loading until the initial data has filled the stores.
 */
import { $misc, $player, $tools } from '@idle/state';
import { LoadingState } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { JewelsSection } from './JewelsSection';
import { RuneBeltSection } from './RuneBeltSection';
import { StatisticsSection } from './StatisticsSection';
import { ToolsSection } from './ToolsSection';
import { UpgradesSection } from './UpgradesSection';
import styles from './HomePage.module.css';
import pageStyles from '../page.module.css';

export function HomePage() {
  const misc = useStore($misc);
  const player = useStore($player);
  const tools = useStore($tools);
  if (!misc || !player || !tools) return <LoadingState />;
  return (
    <section className={styles.page} aria-labelledby="home-title">
      <h2 id="home-title" className={pageStyles.plainTitle}>
        Welcome, {player.username}
      </h2>
      <StatisticsSection statistics={misc.statistics} player={player} />
      <ToolsSection tools={tools} />
      <RuneBeltSection />
      <UpgradesSection />
      <JewelsSection />
    </section>
  );
}
