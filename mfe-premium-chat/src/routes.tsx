/**
 * The module the shell loads: this remote's screens by route, the chat dock and the API keys
 * section of /preferences for the shell's fixed slots, and what it was built against.
 */
import { CONTRACTS_VERSION, type RemoteRoutesModule } from '@idle/contracts';
import { type ComponentType, lazy } from 'react';
import { ChatDock } from './chat/ChatDock';

// The shell loads this module on every screen for the chat dock: the two pages come with their
// routes only (about 4 KB gzip less in every first load).
const PremiumPage = lazy(() =>
  import('./premium/PremiumPage').then((module) => ({ default: module.PremiumPage })),
);
const ApiKeysSection = lazy(() =>
  import('./api-keys/ApiKeysSection').then((module) => ({ default: module.ApiKeysSection })),
);
const ChatSettingsPage = lazy(() =>
  import('./chat-settings/ChatSettingsPage').then((module) => ({
    default: module.ChatSettingsPage,
  })),
);

/**
 * Route path (as in ROUTES of @idle/contracts) to its screen. A route of this remote that has
 * no screen here shows the shell's "coming soon" page.
 */
export const routes: RemoteRoutesModule<ComponentType>['routes'] = {
  '/premium': PremiumPage,
  '/chat_settings': ChatSettingsPage,
};

const remote: RemoteRoutesModule<ComponentType> = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: (import.meta.env.PUBLIC_BUILD_ID as string | undefined) ?? 'local',
  routes,
  slots: { chatDock: ChatDock, apiKeysSection: ApiKeysSection },
};
export default remote;
