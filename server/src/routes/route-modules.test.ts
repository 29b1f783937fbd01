/**
 * One route module per group of the endpoint table: `routes/<group>.ts` (kebab-case) declares its
 * group with `routeModule` and answers exactly that group's calls, importing no other module.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { listEndpoints } from '@idle/contracts';
import { describe, expect, it } from 'vitest';
import { handlersOf, routeModule } from '../http/endpoints';
import { ROUTE_MODULES } from './index';

/** The files of routes/ that are not a group's module: the assembly, the ticks, outside the table. */
const NOT_GROUP_MODULES = ['dev.ts', 'index.ts', 'payments.ts', 'ticks.ts'];

const ROUTES = import.meta.dirname;
const calls = listEndpoints();
const groups = [...new Set(calls.map(({ group }) => group))];

function moduleFile(group: string): string {
  return `${group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;
}

/** The group's calls that a route module answers (the ticks come from the action registry). */
function handledCalls(group: string): string[] {
  return calls
    .filter((call) => call.group === group && call.endpoint.action === null)
    .map(({ name }) => name)
    .sort();
}

function isRouteModule(value: unknown): value is { group: string; handlers: object } {
  return typeof value === 'object' && value !== null && 'group' in value && 'handlers' in value;
}

describe('route modules', () => {
  const files = readdirSync(ROUTES).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
  );

  it('are one file per group of the endpoint table, and nothing else', () => {
    const groupFiles = files.filter((name) => !NOT_GROUP_MODULES.includes(name));
    expect(groupFiles.sort()).toEqual(groups.map(moduleFile).sort());
  });

  it.each(groups)(
    '%s: its module declares the group and answers exactly its calls',
    async (group) => {
      const exported = (await import(`./${moduleFile(group)}`)) as Record<string, unknown>;
      const [module, ...others] = Object.values(exported).filter(isRouteModule);
      expect(others).toEqual([]);
      expect(module?.group).toBe(group);
      expect(Object.keys(module?.handlers ?? {}).sort()).toEqual(handledCalls(group));
    },
  );

  it.each(files.filter((name) => !NOT_GROUP_MODULES.includes(name)))(
    '%s imports no other route module',
    (name) => {
      expect(readFileSync(join(ROUTES, name), 'utf8')).not.toMatch(/from '\.\//);
    },
  );

  it('are all assembled, each group once', () => {
    expect(ROUTE_MODULES.map(({ group }) => group)).toEqual(groups);
  });

  it('leave the ticks to the action registry: every tick is in the actions group', () => {
    const tickGroups = calls.filter(({ endpoint }) => endpoint.action !== null).map((c) => c.group);
    expect(new Set(tickGroups)).toEqual(new Set(['actions']));
  });

  it('refuse two modules for one group', () => {
    const ping = () => Promise.resolve(true as const);
    const misc = routeModule('misc', {
      ping,
      logout: ping,
      captcha: () => Promise.resolve('success' as const),
      captchaChallenge: () => Promise.resolve(null),
    });
    expect(() => handlersOf([misc, misc])).toThrow('Two route modules answer misc.');
  });
});
