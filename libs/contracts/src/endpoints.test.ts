import { describe, expect, expectTypeOf, it } from 'vitest';
import { ACTION_ENDPOINTS } from './api/actions';
import { ACTION_TYPES } from './api/game';
import type { UpgradeLevelAnswer } from './api/inventory';
import { ENDPOINTS, listEndpoints, type AnswerOf, type RequestOf } from './endpoints';
import { ENDPOINT_SCHEMAS } from './schemas/endpoints';

describe('the endpoint table', () => {
  const all = listEndpoints();

  it('lists every endpoint once by file, method and mod', () => {
    const keys = all.map(({ endpoint }) => `${endpoint.method} ${endpoint.file} ${endpoint.mod}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(all.length).toBeGreaterThan(60);
  });

  it('has a tick endpoint for every action type, at the file ACTION_ENDPOINTS names', () => {
    for (const action of ACTION_TYPES) {
      const tick = ENDPOINTS.actions[action];
      expect(tick).toMatchObject({ action, method: 'POST', mod: null });
      expect(tick.file).toBe(`actions/${ACTION_ENDPOINTS[action]}`);
    }
    const ticks = all.filter(({ endpoint }) => endpoint.action !== null);
    expect(ticks).toHaveLength(ACTION_TYPES.length);
  });

  it('has a schema for every endpoint and none for an endpoint it lacks', () => {
    const schemaKeys = Object.entries(ENDPOINT_SCHEMAS).flatMap(([group, schemas]) =>
      Object.keys(schemas).map((name) => `${group}.${name}`),
    );
    expect(schemaKeys.sort()).toEqual(all.map(({ group, name }) => `${group}.${name}`).sort());
  });

  it("gives each mod's schema that mod: a request naming another mod is refused", () => {
    for (const { group, name, endpoint } of all) {
      if (endpoint.mod === null) continue;
      const schema = (ENDPOINT_SCHEMAS as Record<string, Record<string, { shape?: object }>>)[
        group
      ]?.[name];
      const shape = schema?.shape as { mod?: { safeParse(value: unknown): { success: boolean } } };
      expect(shape.mod?.safeParse(endpoint.mod).success, `${group}.${name}`).toBe(true);
      expect(shape.mod?.safeParse(`${endpoint.mod}x`).success, `${group}.${name}`).toBe(false);
    }
  });

  it('only registration, login and the static pages work without a session', () => {
    const open = all
      .filter(({ endpoint }) => endpoint.public)
      .map(({ group, name }) => `${group}.${name}`);
    expect(open.sort()).toEqual([
      'account.login',
      'account.register',
      'pages.beginners_guide',
      'pages.privacy',
      'pages.rules',
    ]);
  });

  it('types a request from its schema (without mod) and an answer from the table', () => {
    expectTypeOf<RequestOf<typeof ENDPOINTS.equipment.upgradeLevel>>().toEqualTypeOf<{
      id: number;
    }>();
    expectTypeOf<
      AnswerOf<typeof ENDPOINTS.equipment.upgradeLevel>
    >().toEqualTypeOf<UpgradeLevelAnswer>();
    expectTypeOf<RequestOf<typeof ENDPOINTS.inventory.destroyItems>['data']>().toEqualTypeOf<
      { id: string; amount: number }[]
    >();
  });
});
