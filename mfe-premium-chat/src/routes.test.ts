import { isCompatibleContractsVersion, REMOTE_SLOTS, routesOwnedBy } from '@idle/contracts';
import { describe, expect, it } from 'vitest';
import { ChatDock } from './chat/ChatDock';
import { ChatSettingsPage } from './chat-settings/ChatSettingsPage';
import { PremiumPage } from './premium/PremiumPage';
import remote, { routes } from './routes';

describe('the routes module the shell loads', () => {
  it('is built against contracts the shell accepts', () => {
    expect(isCompatibleContractsVersion(remote.contractsVersion)).toBe(true);
    expect(remote.routes).toBe(routes);
  });

  it('serves only routes that mfe-premium-chat owns, each with a screen', () => {
    const owned = routesOwnedBy('mfe-premium-chat').map((route) => route.path);
    expect(owned.length).toBeGreaterThan(0);
    for (const [path, screen] of Object.entries(routes)) {
      expect(owned).toContain(path);
      expect(screen).toBeTruthy();
    }
  });

  it('serves the premium store and the chat settings', () => {
    expect(routes).toEqual({ '/premium': PremiumPage, '/chat_settings': ChatSettingsPage });
  });

  it('fills the chat dock slot, which the contracts give to this remote', () => {
    expect(REMOTE_SLOTS.chatDock).toBe('mfe-premium-chat');
    expect(remote.slots).toEqual({ chatDock: ChatDock });
  });
});
