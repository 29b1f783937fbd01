/** One side of the panel grid: each panel shown by its rule, collapsible, remembered per device. */
import { $event, $labyrinthRewards, $land, $misc, $panels, setPanelCollapsed } from '@idle/state';
import { Panel, useRunningBoosts } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { type ComponentType, useMemo } from 'react';
import { ErrorBoundary } from '../ErrorBoundary';
import { PANEL_CONTENTS } from './contents';
import { eventRunning, PANELS, visiblePanels } from './panel-rules';
import styles from './PanelColumn.module.css';

export function PanelColumn({ side }: { side: 'left' | 'right' }) {
  const misc = useStore($misc);
  const event = useStore($event);
  const collapsed = useStore($panels);
  const labyrinthRewards = useStore($labyrinthRewards);
  const hasLand = useStore($land) !== null;
  const hasEvent = eventRunning(event);
  const boostRunning = useRunningBoosts().length > 0;
  const visible = useMemo(
    () => visiblePanels({ misc, hasEvent, hasLand, labyrinthRewards, boostRunning }),
    [misc, hasEvent, hasLand, labyrinthRewards, boostRunning],
  );
  return (
    <aside className={styles.column} aria-label={`${side === 'left' ? 'Left' : 'Right'} panels`}>
      {PANELS.filter((panel) => panel.side === side && visible.has(panel.id)).map((panel) => {
        const Content: ComponentType = PANEL_CONTENTS[panel.id];
        return (
          <Panel
            key={panel.id}
            title={panel.title}
            collapsible
            collapsed={collapsed[panel.id] === true}
            onToggle={(next) => {
              setPanelCollapsed(panel.id, next);
            }}
          >
            <ErrorBoundary fallback={() => <p role="alert">This panel could not be shown.</p>}>
              <Content />
            </ErrorBoundary>
          </Panel>
        );
      })}
    </aside>
  );
}
