/** Sample API keys for the section's stories and tests. */
import type { ApiKeySummary, CreatedApiKey } from '@idle/contracts';

/** 2026-11-21 12:00 UTC, the sample clock of the other fixtures. */
const START = Date.UTC(2026, 10, 21, 12, 0, 0);

export function sampleApiKey(id: number, overrides: Partial<ApiKeySummary> = {}): ApiKeySummary {
  return {
    id,
    name: `Tool ${String(id)}`,
    prefix: `idk_a${String(id).padStart(5, '0')}`,
    scopes: ['inventory'],
    createdAt: START + id * 3_600_000,
    lastUsedAt: null,
    ...overrides,
  };
}

export const SAMPLE_API_KEYS: readonly ApiKeySummary[] = [
  sampleApiKey(1, {
    name: 'Net worth sheet',
    prefix: 'idk_Q3vX9a',
    scopes: ['inventory', 'market'],
    lastUsedAt: START + 86_400_000,
  }),
  sampleApiKey(2, { name: 'Clan bot', prefix: 'idk_7bLm2Z', scopes: ['profile', 'leaderboards'] }),
];

export const SAMPLE_CREATED_KEY: CreatedApiKey = {
  key: sampleApiKey(3, { name: 'Market watcher', prefix: 'idk_Hk4t0c', scopes: ['market'] }),
  token: 'idk_Hk4t0cN2yV8qRr1sW5uZpLx3eJd6fGa9bTm7oKiQhUc',
};
