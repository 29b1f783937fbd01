import { isCompatibleContractsVersion, routesOwnedBy } from '@idle/contracts';
import { describe, expect, it } from 'vitest';
import remote, { routes } from './routes';

describe('the routes module the shell loads', () => {
  it('is built against contracts the shell accepts', () => {
    expect(isCompatibleContractsVersion(remote.contractsVersion)).toBe(true);
    expect(remote.routes).toBe(routes);
  });

  it('serves every route mfe-gathering-crafting owns, and only those, each with a screen', () => {
    const owned = routesOwnedBy('mfe-gathering-crafting').map((route) => route.path);
    expect(owned).toContain('/inventory');
    expect(Object.keys(routes).sort()).toEqual([...owned].sort());
    for (const screen of Object.values(routes)) expect(screen).toBeTruthy();
  });
});
