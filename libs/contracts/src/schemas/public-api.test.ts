import { describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, PUBLIC_API_BASE } from '../api/api-keys';
import { CreateApiKeyRequest } from './api-keys';
import { PUBLIC_API_ROUTES } from './public-api';

describe('PUBLIC_API_ROUTES', () => {
  it('lists each path once, under the public base, its parameters named in the path', () => {
    const paths = PUBLIC_API_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of PUBLIC_API_ROUTES) {
      expect(route.path.startsWith(PUBLIC_API_BASE)).toBe(true);
      const named = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(named).toEqual(Object.keys(route.params?.shape ?? {}));
    }
  });

  it('has a route for every scope a key can be given', () => {
    expect(new Set(PUBLIC_API_ROUTES.map((route) => route.scope))).toEqual(new Set(API_KEY_SCOPES));
  });
});

describe('CreateApiKeyRequest', () => {
  it('reads the scopes as a JSON list and trims the name', () => {
    expect(
      CreateApiKeyRequest.parse({
        mod: 'createApiKey',
        name: '  Sheet ',
        scopes: '["market","inventory"]',
      }),
    ).toEqual({ mod: 'createApiKey', name: 'Sheet', scopes: ['market', 'inventory'] });
  });
});
