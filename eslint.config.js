// Lint rules for every workspace package: typed TypeScript rules, the workspace's import
// boundaries (eslint-plugin-import-x and ESLint's no-restricted-imports), with formatting left
// to Prettier.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import formatNumbersInSentences from './eslint-rules/format-numbers-in-sentences.js';

const root = import.meta.dirname;

/** The workspace packages (the root package.json's `workspaces`), read when lint starts so a
 * remote created by `npm run new-remote` is covered without editing this file. */
function workspacePackages() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const folders = workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('*')) return [pattern];
    const slash = pattern.lastIndexOf('/');
    const parent = slash < 0 ? '' : pattern.slice(0, slash + 1);
    const prefix = pattern.slice(slash + 1, -1);
    return readdirSync(join(root, parent || '.'))
      .filter((name) => name.startsWith(prefix))
      .map((name) => parent + name);
  });
  return folders
    .filter((folder) => existsSync(join(root, folder, 'package.json')))
    .map((folder) => ({
      folder,
      pkg: JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')),
    }));
}

const packages = workspacePackages();
const folders = packages.map(({ folder }) => folder);
const remotes = folders.filter((folder) => folder.startsWith('mfe-'));
const clientApps = ['shell', ...remotes];
const apps = [...clientApps, 'server'];
const tools = ['e2e', 'bench', 'storybook'];
const nonLibs = [...apps, ...tools];
const others = (folder, list) => list.filter((other) => other !== folder);

/** Who may import whom, by the files an import resolves to (relative or package imports). */
const layerZones = [
  { target: 'libs', from: nonLibs, message: 'Libraries never import apps or tools.' },
  {
    target: 'shell',
    from: [...remotes, 'server', ...tools],
    message: 'The shell imports libraries only: never a remote, the server or a tool.',
  },
  ...remotes.map((remote) => ({
    target: remote,
    from: [...others(remote, remotes), 'shell', 'server', ...tools],
    message: 'A remote imports libraries only: never another remote or the shell.',
  })),
  {
    target: 'server',
    from: [...clientApps, ...tools],
    message: 'The server never imports client apps or tools.',
  },
  ...['e2e', 'bench'].map((tool) => ({
    target: tool,
    from: [...apps, ...others(tool, tools)],
    message: 'Browser tests and benchmarks import libraries only.',
  })),
  {
    target: 'storybook',
    from: ['server', 'e2e', 'bench'],
    message: 'Stories never import the server or tools.',
  },
];

/** The specifiers a package declares in its `exports` ("." is the package name itself). */
const entryPoints = packages.flatMap(({ pkg }) =>
  Object.keys(pkg.exports ?? {}).map((key) => (key === '.' ? pkg.name : pkg.name + key.slice(1))),
);

const APP_SOURCES = ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'];
const NOT_APP_CODE = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/fixtures.ts',
  '**/test-*.ts',
];
const serverFileSelectors = [
  {
    selector: String.raw`Literal[value=/\.php(\?|$)/]`,
    message: 'Call the server through api.call(ENDPOINTS...) from @idle/contracts.',
  },
  {
    selector: String.raw`TemplateElement[value.raw=/\.php(\?|$)/]`,
    message: 'Call the server through api.call(ENDPOINTS...) from @idle/contracts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-types/**',
      '**/dist-second/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/.nx/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    // Import boundaries between the workspace packages.
    plugins: { 'import-x': importX },
    settings: {
      // Resolve TypeScript files too (the default resolves JavaScript only).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Third-party code is not followed (other workspace packages resolve to their folders).
      'import-x/ignore': ['[\\\\/]node_modules[\\\\/]'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: join(root, 'tsconfig.json') }),
      ],
    },
    rules: {
      // Import cycles are found by scripts/import-cycles.mjs (in `npm run lint` and `npm test`),
      // which sees type-only imports too; import-x/no-cycle saw fewer and cost 8% of the lint.
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      // Another package is imported by its name, never by a relative path into its folder. The
      // root's shared Vitest settings are the one file every package reaches by path.
      'import-x/no-relative-packages': ['error', { ignore: ['/vitest\\.shared(\\.ts)?$'] }],
      // A workspace package is imported only through its declared `exports`; apps have none.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@idle/*', '@idle/*/**', ...entryPoints.map((entry) => `!${entry}`)],
              message: "Import a workspace package through its package.json 'exports' only.",
            },
          ],
        },
      ],
    },
  },
  {
    // Requests are declared once, in the endpoint table of @idle/contracts, and made from each
    // app's `src/api/` (issue 26): a screen reads through its app's hooks on the shared query cache
    // and changes through its functions; it never calls the server or names a server file itself.
    files: APP_SOURCES,
    ignores: [...NOT_APP_CODE, '*/src/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...serverFileSelectors,
        {
          selector: "CallExpression[callee.object.name='api'][callee.property.name='call']",
          message: "Call the server from this app's src/api/ (a query hook or a change).",
        },
      ],
    },
  },
  {
    // Every number a player reads is formatted like the screen (issue 24): the game's code, not
    // its tests, tools or logs.
    files: [
      'libs/*/src/**/*.{ts,tsx}',
      'shell/src/**/*.{ts,tsx}',
      'mfe-*/src/**/*.{ts,tsx}',
      'server/src/game/**/*.ts',
      'server/src/chat/**/*.ts',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.{ts,tsx}',
      '**/fixtures.ts',
      '**/test-*.ts',
      'libs/test-fixtures/**',
    ],
    plugins: { idle: { rules: { 'format-numbers-in-sentences': formatNumbersInSentences } } },
    rules: { 'idle/format-numbers-in-sentences': 'error' },
  },
  {
    // Config files sit outside every tsconfig project: lint them without type information.
    files: ['**/*.js', '**/*.mjs', '**/*.config.ts', 'vitest.shared.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Scripts the shell serves as they are (the offline page's): they run in the browser.
    files: ['shell/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
);
