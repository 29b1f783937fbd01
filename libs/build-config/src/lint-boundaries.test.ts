/**
 * The workspace's lint config (eslint.config.js at the root) keeps the import boundaries: each
 * case lints a few lines as if they were written in a real file of the workspace, with the
 * real config, and checks which boundary rules report. Nothing is written to disk.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const BOUNDARY_RULES = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-relative-packages',
  'no-restricted-imports',
]);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** Every problem reported for `text` written in the workspace file `file`. */
async function lint(file: string, text: string): Promise<ESLint.LintResult['messages']> {
  const [result] = await eslint.lintText(text, { filePath: join(root, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  return result.messages;
}

/** The boundary rules reported for `text` in `file`, each once, sorted. */
async function boundaryRules(file: string, text: string): Promise<string[]> {
  const messages = await lint(file, text);
  const ids = messages.flatMap(({ ruleId }) =>
    ruleId && BOUNDARY_RULES.has(ruleId) ? [ruleId] : [],
  );
  return [...new Set(ids)].sort();
}

describe('import boundaries enforced by lint', () => {
  it('passes a remote that imports libraries through their entry points', async () => {
    const text = [
      "import { ROUTES } from '@idle/contracts';",
      "import { Username } from '@idle/contracts/schemas';",
      '',
      'export const checks = [ROUTES.length, Username.maxLength];',
      '',
    ].join('\n');
    expect(await lint('mfe-battle/src/routes.tsx', text)).toEqual([]);
  });

  it('reports a remote importing another remote', async () => {
    const byPath = "export { routes } from '../../mfe-gathering-crafting/src/routes';\n";
    expect(await boundaryRules('mfe-battle/src/routes.tsx', byPath)).toEqual([
      'import-x/no-relative-packages',
      'import-x/no-restricted-paths',
    ]);
    const byName = "export { routes } from '@idle/mfe-gathering-crafting';\n";
    expect(await boundaryRules('mfe-battle/src/routes.tsx', byName)).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('reports a remote importing the shell and the shell importing a remote', async () => {
    const shellFromRemote = "export { App } from '../../shell/src/App';\n";
    expect(await boundaryRules('mfe-battle/src/routes.tsx', shellFromRemote)).toContain(
      'import-x/no-restricted-paths',
    );
    const remoteFromShell = "export { routes } from '../../mfe-battle/src/routes';\n";
    expect(await boundaryRules('shell/src/App.tsx', remoteFromShell)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('reports a library, the server or the browser tests importing an app', async () => {
    const app = "export { App } from '../../../shell/src/App';\n";
    expect(await boundaryRules('libs/ui/src/index.ts', app)).toContain(
      'import-x/no-restricted-paths',
    );
    const client = "export { App } from '../../shell/src/App';\n";
    expect(await boundaryRules('server/src/main.ts', client)).toContain(
      'import-x/no-restricted-paths',
    );
    const server = "export { main } from '../../server/src/main';\n";
    expect(await boundaryRules('e2e/support/fixtures.ts', server)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('reports deep imports into a package, by name or by relative path', async () => {
    const byName = "export { ROUTES } from '@idle/contracts/src/routes';\n";
    expect(await boundaryRules('shell/src/App.tsx', byName)).toEqual(['no-restricted-imports']);
    const byPath = "export { ROUTES } from '../../contracts/src/routes';\n";
    expect(await boundaryRules('libs/ui/src/index.ts', byPath)).toEqual([
      'import-x/no-relative-packages',
    ]);
  });
});

describe('requests declared once', () => {
  it('reports a screen that names a server file instead of calling the endpoint table', async () => {
    const inline = "export const load = () => fetch('/php/misc.php?mod=loadHeroic');\n";
    const messages = await lint('mfe-battle/src/heroic/HeroicUpgradesPage.tsx', inline);
    expect(messages.map(({ ruleId }) => ruleId)).toContain('no-restricted-syntax');
  });

  it('lets tests and fixtures name server files', async () => {
    const fake = "export const url = '/php/misc.php';\n";
    const messages = await lint('mfe-battle/src/fixtures.ts', fake);
    expect(messages.map(({ ruleId }) => ruleId)).not.toContain('no-restricted-syntax');
  });
});
