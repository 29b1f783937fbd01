/**
 * Home (`/`, spec 000 §2): the player's statistics, then the tools, rune belt, upgradeable items
 * and equipped jewels, which the gathering and crafting remote renders in the `homeItems` slot;
 * the net worth between them, from the market remote (`netWorthSection`).
 * Loading until the initial data has filled the stores.
 */
import { $misc, $player, $tools } from '@idle/state';
import { LoadingState } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { RemoteSlot } from '../../federation/RemoteSlot';
import { StatisticsSection } from './StatisticsSection';
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
      <RemoteSlot slot="netWorthSection" />
      <RemoteSlot slot="homeItems" />
    </section>
  );
}
