/** Pushes to the installed game (issue 30). */
import type { Generated } from 'kysely';

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** The push service's address for this device: unique, a device belongs to one player. */
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The push rules this device receives, comma separated. */
  rules: string;
  created_at: number;
}

export interface PushVisibleTabsTable {
  user_id: number;
  /** A random id each page load of the game picks. */
  tab: string;
  visible_until: number;
}

export interface PushKeysTable {
  /** Always 1: one key pair for the whole game. */
  id: number;
  public_key: string;
  private_key: string;
}

export interface PushTables {
  push_subscriptions: PushSubscriptionsTable;
  push_visible_tabs: PushVisibleTabsTable;
  push_keys: PushKeysTable;
}
