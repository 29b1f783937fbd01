import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useControllableState } from '../../internal/useControllableState';
import styles from './Tabs.module.css';

export interface TabItem {
  /** Stable id of the tab, reported by `onSelect`. */
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selected tab id; leave undefined to let the tabs keep their own. */
  selectedId?: string;
  /** Initially selected tab id when uncontrolled; default the first enabled tab. */
  defaultSelectedId?: string;
  /** Called with the id of the tab chosen. */
  onSelect?: (id: string) => void;
  /**
   * Whether the panel itself is a tab stop, for panels that start with text. Turn it off when
   * the panel's content starts with something focusable, or Tab stops twice on it. Default true.
   */
  panelTabStop?: boolean;
  className?: string;
}

/**
 * WAI-ARIA tabs: one tab stop for the list; Left, Right, Home and End move and select.
 * Only the selected panel is rendered.
 */
export function Tabs({
  tabs,
  label,
  selectedId: selectedIdProp,
  defaultSelectedId,
  onSelect,
  panelTabStop = true,
  className,
}: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const firstEnabled = tabs.find((tab) => tab.disabled !== true)?.id ?? '';
  const [selectedId, setSelectedId] = useControllableState(
    selectedIdProp,
    defaultSelectedId ?? firstEnabled,
    onSelect,
  );
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selectedId),
  );
  const selected = tabs[selectedIndex];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const enabled = tabs
      .map((tab, index) => ({ tab, index }))
      .filter(({ tab }) => tab.disabled !== true);
    const position = enabled.findIndex(({ index }) => index === selectedIndex);
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = (position + 1) % enabled.length;
        break;
      case 'ArrowLeft':
        next = (position - 1 + enabled.length) % enabled.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = enabled.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const target = enabled[next];
    if (target === undefined) return;
    setSelectedId(target.tab.id);
    tabRefs.current[target.index]?.focus();
  }

  return (
    <div className={cx(styles.tabs, className)}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={tab.id}
              ref={(button) => {
                tabRefs.current[index] = button;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${baseId}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className={cx(styles.tab, isSelected && styles.selected)}
              onClick={() => {
                setSelectedId(tab.id);
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {selected !== undefined && (
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${selectedIndex}`}
          tabIndex={panelTabStop ? 0 : undefined}
          className={styles.panel}
        >
          {selected.content}
        </div>
      )}
    </div>
  );
}
