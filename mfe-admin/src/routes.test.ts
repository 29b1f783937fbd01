import { isCompatibleContractsVersion, routesOwnedBy } from '@idle/contracts';
import { describe, expect, it } from 'vitest';
import remote, { routes } from './routes';

describe('the routes module the shell loads', () => {
  it('is built against contracts the shell accepts', () => {
    expect(isCompatibleContractsVersion(remote.contractsVersion)).toBe(true);
    expect(remote.routes).toBe(routes);
  });

  it('serves only routes that mfe-admin owns, each with a screen', () => {
    const owned = routesOwnedBy('mfe-admin').map((route) => route.path);
    expect(owned.length).toBeGreaterThan(0);
    for (const [path, screen] of Object.entries(routes)) {
      expect(owned).toContain(path);
      expect(screen).toBeTruthy();
    }
  });

  it('has a screen for every route it owns', () => {
    expect(Object.keys(routes).sort()).toEqual(
      routesOwnedBy('mfe-admin')
        .map((route) => route.path)
        .sort(),
    );
  });
});
