/**
 * Renders what a remote exposes for one of the shell's fixed slots: the chat dock on every screen,
 * a domain's sections of the home page, a domain panel's content. The slot loads with the remote's
 * routes module (the chat dock) or slots module once the screen around it has been painted: a slot is never what a screen waits
 * for, and its remote's scripts are no part of the first load of `/`. While it loads it shows a
 * quiet status, and a remote that is down or a slot that throws shows "... is unavailable." with
 * Retry in the slot's own place, so the rest of the game stays playable. A remote the registry
 * does not list (or that fills no such slot) leaves the place empty.
 */
import {
  REMOTE_SLOTS,
  ROUTES_MODULE_SLOTS,
  type RemoteName,
  type RemoteSlot as SlotName,
} from '@idle/contracts';
import { LoadingState } from '@idle/ui';
import { Suspense } from 'react';
import { ErrorBoundary } from '../ErrorBoundary';
import { afterNextPaint } from './after-paint';
import {
  loadRemoteRoutes,
  loadRemoteSlots,
  type LoadedRoutes,
  type LoadedSlots,
  RemoteUnavailableError,
} from './registry';
import { RemoteUnavailable } from './RemoteUnavailable';
import { useRemoteModule } from './use-remote-module';
import styles from './RemoteSlot.module.css';

/** The name of each slot, as players and screen readers know it. */
export const SLOT_LABELS: Record<SlotName, string> = {
  chatDock: 'Chat',
  homeItems: 'Tools, runes and jewels',
  eventPanel: 'Event',
  effectsPanel: 'Effects',
  attributesPanel: 'Attributes',
  masteriesPanel: 'Masteries',
  equipmentPanel: 'Equipment',
  bossesPanel: 'Bosses',
  landPanel: 'Land',
  labyrinthChestPanel: 'Labyrinth Reward Chest',
  currentActionRates: 'Rates',
  apiKeysSection: 'API Keys',
  netWorthSection: 'Net worth',
};

/**
 * The slots that are a region of their own; the others sit in a panel or a page whose headings
 * already label them.
 */
const REGION_SLOTS: ReadonlySet<SlotName> = new Set(['chatDock']);

function isNotDeployed(error: Error): boolean {
  return error instanceof RemoteUnavailableError && error.reason === 'not-deployed';
}

/** The registry's routes module of `remote`, asked for once the page has been painted. */
export async function loadRoutesAfterPaint(remote: RemoteName): Promise<LoadedRoutes> {
  await afterNextPaint();
  return loadRemoteRoutes(remote);
}

/** The registry's slots module of `remote`, asked for once the page has been painted. */
export async function loadSlotsAfterPaint(remote: RemoteName): Promise<LoadedSlots> {
  await afterNextPaint();
  return loadRemoteSlots(remote);
}

/** A module holding pieces of slots: a remote's routes module or its slots module. */
type SlotModule = Pick<LoadedRoutes, 'buildId' | 'slots'>;

export interface RemoteSlotProps {
  slot: SlotName;
  className?: string;
  /**
   * Loads the module holding the slot's piece: by default the registry's, after the page's next
   * paint, routes module for ROUTES_MODULE_SLOTS and slots module for the others (stories give
   * their own).
   */
  loadSlotModule?: (remote: RemoteName) => Promise<SlotModule>;
}

export function RemoteSlot({
  slot,
  className,
  loadSlotModule = ROUTES_MODULE_SLOTS.has(slot) ? loadRoutesAfterPaint : loadSlotsAfterPaint,
}: RemoteSlotProps) {
  const remote = REMOTE_SLOTS[slot];
  const label = SLOT_LABELS[slot];
  const { load, attempt, retry } = useRemoteModule<SlotModule>(remote, loadSlotModule);

  if (load.status === 'failed' && isNotDeployed(load.error)) return null;
  const Piece = load.status === 'ready' ? load.module.slots?.[slot] : undefined;
  if (load.status === 'ready' && !Piece) return null;

  const unavailable = (error: Error) => (
    <RemoteUnavailable label={label} error={error} onRetry={retry} />
  );
  const loading = (
    <LoadingState label={`Loading ${label.toLowerCase()}...`} className={styles.loading ?? ''} />
  );

  const Place = REGION_SLOTS.has(slot) ? 'section' : 'div';
  return (
    <Place
      aria-label={Place === 'section' ? label : undefined}
      className={className === undefined ? styles.slot : `${styles.slot} ${className}`}
      data-slot={slot}
      data-remote={remote}
      data-build={load.status === 'ready' ? load.module.buildId : undefined}
    >
      {load.status === 'loading' && loading}
      {load.status === 'failed' && unavailable(load.error)}
      {Piece && (
        <ErrorBoundary key={`${slot}:${attempt}`} fallback={unavailable}>
          {/* A piece may be a lazy chunk of its remote. */}
          <Suspense fallback={loading}>
            <Piece />
          </Suspense>
        </ErrorBoundary>
      )}
    </Place>
  );
}
