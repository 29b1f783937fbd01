/**
 * The home page's sections of this remote (spec 000 §2), in the shell's `homeItems` slot under
 * the statistics: the gathering tools, the rune belt, the upgradeable items and the equipped
 * jewels. Nothing until the initial data has filled the tools (the shell's page waits for it).
 */
import { $tools } from '@idle/state';
import { useStore } from '@nanostores/react';
import { JewelsSection } from './JewelsSection';
import { RuneBeltSection } from './RuneBeltSection';
import { ToolsSection } from './ToolsSection';
import { UpgradesSection } from './UpgradesSection';
import styles from './HomeItems.module.css';

export function HomeItems() {
  const tools = useStore($tools);
  if (!tools) return null;
  return (
    <div className={styles.items}>
      <ToolsSection tools={tools} />
      <RuneBeltSection />
      <UpgradesSection />
      <JewelsSection />
    </div>
  );
}
