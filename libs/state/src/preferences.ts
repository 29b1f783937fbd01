/** The per-device preferences the shell keeps: collapsed panels, default action, trackers. */
import { DEFAULT_ACTION_TYPES } from '@idle/contracts';
import { decodeBooleanRecord, devicePreference } from './persistence';

/** Collapsed state per panel id (`true` = collapsed), under `idle:panels`. */
export const $panels = devicePreference<Record<string, boolean>>(
  'panels',
  {},
  { decode: decodeBooleanRecord },
);

export function isPanelCollapsed(panelId: string): boolean {
  return $panels.get()[panelId] === true;
}

export function setPanelCollapsed(panelId: string, collapsed: boolean): void {
  if (isPanelCollapsed(panelId) === collapsed) return;
  $panels.set({ ...$panels.get(), [panelId]: collapsed });
}

export function togglePanel(panelId: string): void {
  setPanelCollapsed(panelId, !isPanelCollapsed(panelId));
}

/** Actions the device remembers as its default (battling, mining, woodcutting, quarrying). */
export type DefaultActionType = (typeof DEFAULT_ACTION_TYPES)[number];

export interface DefaultAction {
  type: DefaultActionType;
  body: Record<string, unknown> | null;
}

export function isDefaultActionType(type: unknown): type is DefaultActionType {
  return (DEFAULT_ACTION_TYPES as readonly unknown[]).includes(type);
}

function decodeDefaultAction(stored: unknown): DefaultAction | null | undefined {
  if (stored === null) return null;
  if (typeof stored !== 'object' || Array.isArray(stored)) return undefined;
  const { type, body } = stored as Record<string, unknown>;
  if (!isDefaultActionType(type)) return undefined;
  if (body === null || body === undefined) return { type, body: null };
  if (typeof body !== 'object' || Array.isArray(body)) return undefined;
  return { type, body: body as Record<string, unknown> };
}

/** The default action of this device (spec 000 section 4), under `idle:defaultAction`. */
export const $defaultAction = devicePreference<DefaultAction | null>('defaultAction', null, {
  decode: decodeDefaultAction,
});

/**
 * Which action trackers this device shows (`true` = shown), by tracker id (an action type), under
 * `idle:trackers`. The tracker figures themselves come from the server (`tracker` in a tick).
 */
export const $trackers = devicePreference<Record<string, boolean>>(
  'trackers',
  {},
  { decode: decodeBooleanRecord },
);
