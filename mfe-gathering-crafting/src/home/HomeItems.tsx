/**
 * The home page's sections of this remote (spec 000 §2), in the shell's `homeItems` slot under
 * the statistics: the gathering tools, the rune belt, the upgradeable items and the equipped
 * jewels. Loading until the initial data has filled the tools.
 */
import { $tools } from '@idle/state';
import { LoadingState } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { JewelsSection } from './JewelsSection';
import { RuneBeltSection } from './RuneBeltSection';
import { ToolsSection } from './ToolsSection';
import { UpgradesSection } from './UpgradesSection';
import styles from './HomeItems.module.css';

export function HomeItems() {
  const tools = useStore($tools);
  if (!tools) return <LoadingState />;
  return (
    <div className={styles.items}>
      <ToolsSection tools={tools} />
      <RuneBeltSection />
      <UpgradesSection />
      <JewelsSection />
    </div>
  );
}
