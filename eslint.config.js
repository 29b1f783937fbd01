// Lint rules for every workspace package: typed TypeScript rules, with formatting left to Prettier.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    // Config files sit outside every tsconfig project: lint them without type information.
    files: ['**/*.js', '**/*.mjs', '**/*.config.ts', 'vitest.shared.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
