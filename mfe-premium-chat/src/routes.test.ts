import { isCompatibleContractsVersion, REMOTE_SLOTS, routesOwnedBy } from '@idle/contracts';
import { describe, expect, it } from 'vitest';
import { ChatDock } from './chat/ChatDock';
import remote, { routes } from './routes';

/** The component a React.lazy screen loads (its private loader, as React calls it). */
async function loadedScreen(screen: unknown): Promise<unknown> {
  const payload = (screen as { _payload: { _result: () => Promise<{ default: unknown }> } })
    ._payload;
  return (await payload._result()).default;
}

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

  it('serves the premium store and the chat settings, each loaded with its route', async () => {
    expect(Object.keys(routes)).toEqual(['/premium', '/chat_settings']);
    const premium = await import('./premium/PremiumPage');
    const settings = await import('./chat-settings/ChatSettingsPage');
    expect(await loadedScreen(routes['/premium'])).toBe(premium.PremiumPage);
    expect(await loadedScreen(routes['/chat_settings'])).toBe(settings.ChatSettingsPage);
  });

  it('fills the chat dock and the API keys section, the slots the contracts give to this remote', async () => {
    expect(REMOTE_SLOTS.chatDock).toBe('mfe-premium-chat');
    expect(REMOTE_SLOTS.apiKeysSection).toBe('mfe-premium-chat');
    expect(Object.keys(remote.slots ?? {})).toEqual(['chatDock', 'apiKeysSection']);
    expect(remote.slots?.chatDock).toBe(ChatDock);
    // The section is a chunk of its own, loaded only on /preferences.
    const section = await import('./api-keys/ApiKeysSection');
    expect(await loadedScreen(remote.slots?.apiKeysSection)).toBe(section.ApiKeysSection);
  });
});
