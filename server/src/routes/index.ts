/**
 * The handlers of every call of the endpoint table that is not a tick, and the files with a
 * rate limit of their own. `registerTable` (http/endpoints.ts) registers them from the table.
 */
import { ENDPOINTS } from '@idle/contracts';
import type { RateLimit, TableHandlers } from '../http/endpoints';
import { ACCOUNT_ATTEMPTS_PER_MINUTE, accountHandlers } from './account';
import { actionHandlers, areaHandlers } from './actions';
import {
  PREFERENCES_CALLS_PER_MINUTE,
  loadhtmlHandlers,
  preferencesHandlers,
  profileHandlers,
} from './info';
import { chatSettingsHandlers } from './chat';
import { clanHandlers } from './clan';
import { landHandlers } from './land';
import { premiumHandlers } from './premium';
import { initialDataHandlers } from './initial-data';
import { equipmentHandlers, itemHandlers } from './inventory';
import { marketHandlers } from './market';
import { miscHandlers } from './misc';
import { storeHandlers } from './store';

export const HANDLERS = {
  account: accountHandlers,
  initialData: initialDataHandlers,
  actions: actionHandlers,
  areas: areaHandlers,
  misc: miscHandlers,
  equipment: equipmentHandlers,
  items: itemHandlers,
  market: marketHandlers,
  store: storeHandlers,
  clan: clanHandlers,
  land: landHandlers,
  premium: premiumHandlers,
  profile: profileHandlers,
  preferences: { ...preferencesHandlers, ...chatSettingsHandlers },
  loadhtml: loadhtmlHandlers,
} satisfies TableHandlers;

export const RATE_LIMITS: Record<string, RateLimit> = {
  [ENDPOINTS.account.login.file]: { max: ACCOUNT_ATTEMPTS_PER_MINUTE, timeWindow: 60_000 },
  [ENDPOINTS.preferences.changePassword.file]: {
    max: PREFERENCES_CALLS_PER_MINUTE,
    timeWindow: 60_000,
  },
};
