import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noServerFromWeb = {
  group: ['**/server/**'],
  message: 'The web client talks to the server only through src/contract.',
};
const noWebFromServer = {
  group: ['**/web/**', '@web/**'],
  message: 'The server does not import the web client.',
};
// One import style for the contract (docs/decisions/0020-domain-floor-under-feature-modules.md).
const contractByAlias = {
  regex: '^(\\.\\./)+(src/)?contract/',
  message: 'Import the contract as @contract/..., never by a relative path.',
};

const noFocusedTests = {
  selector: "CallExpression[callee.property.name='only']",
  message: 'No focused tests.',
};

// API paths are spelled once, in the contract's endpoint table (docs/decisions/0022-one-endpoint-table.md).
const apiPathMessage =
  'Take API paths from the endpoint rows (ENDPOINTS in src/contract/endpoints.ts).';
const apiPathRules = [
  { selector: 'Literal[value=/^\\x2Fapi\\b/]', message: apiPathMessage },
  { selector: 'TemplateElement[value.raw=/^\\x2Fapi\\b/]', message: apiPathMessage },
];

// Page paths are spelled once too, in the web's page table; the rule reads the paths from it.
const PAGE_TABLE = 'src/web/lib/pages.ts';
const pagePaths = [
  ...readFileSync(new URL(PAGE_TABLE, import.meta.url), 'utf8').matchAll(/'\/([a-z-]+)'/g),
].map(([, name]) => name);
const pagePath = `/^\\x2F(${pagePaths.join('|')})(?![\\w-])/`;
const pagePathMessage = `Take page paths from PAGES in ${PAGE_TABLE}.`;
const pagePathRules = [
  { selector: `Literal[value=${pagePath}]`, message: pagePathMessage },
  { selector: `TemplateElement[value.raw=${pagePath}]`, message: pagePathMessage },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'migrations', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', noFocusedTests],
      'no-restricted-imports': ['error', { patterns: [contractByAlias] }],
    },
  },
  {
    // The server registers, the web client and the bench call through the tables; tests may
    // still spell URLs when they test the HTTP layer or what a user types in the address bar.
    files: ['src/server/**/*.ts', 'src/web/**/*.{ts,tsx}', 'bench/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', noFocusedTests, ...apiPathRules],
    },
  },
  {
    // The web client and the bench (the server's route prefixes are API paths, not pages).
    files: ['src/web/**/*.{ts,tsx}', 'bench/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', PAGE_TABLE],
    rules: {
      'no-restricted-syntax': ['error', noFocusedTests, ...apiPathRules, ...pagePathRules],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServerFromWeb, contractByAlias] }],
    },
  },
  {
    // Features are siblings: they compose only at the route level in src/web/app
    // (docs/decisions/0020-domain-floor-under-feature-modules.md).
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServerFromWeb,
            contractByAlias,
            {
              group: ['@web/features/**', '@web/app/**'],
              message:
                'A feature never imports another feature or src/web/app; move the shared piece to src/web/components or src/web/lib, or compose in app/.',
            },
            {
              regex: '^(\\.\\./){2,}',
              message: 'Leave your feature folder through @web/..., never a relative path.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**', '@web/**'],
              message: 'The contract imports nothing from server or web.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noWebFromServer, contractByAlias] }],
    },
  },
  {
    // A feature module reads and writes what others share through src/server/domain, never
    // through a sibling module (docs/decisions/0020-domain-floor-under-feature-modules.md).
    files: ['src/server/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noWebFromServer,
            contractByAlias,
            {
              regex: '^\\.\\./(?!\\.\\./)|(^|/)modules/',
              message:
                'A server module never imports a sibling module; move what both need to src/server/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // The floor under the modules (plugins, domain, lib, db, app.ts) never reaches up into one.
    files: ['src/server/{plugins,domain,lib,db}/**/*.ts', 'src/server/app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noWebFromServer,
            contractByAlias,
            {
              group: ['**/modules/**'],
              message:
                'Plugins, domain, lib and db never import a feature module; move the shared piece to src/server/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web floor (components, hooks, lib) is beneath the features and the app shell.
    files: ['src/web/{components,hooks,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServerFromWeb,
            contractByAlias,
            {
              group: ['@web/features/**', '@web/app/**'],
              message: 'Components, hooks and lib never import a feature or src/web/app.',
            },
            {
              regex: '^(\\.\\./)+(features|app)/',
              message: 'Components, hooks and lib never import a feature or src/web/app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Files stay small enough to read at once; the tables that are long by nature are exempt
    // (docs/decisions/0026-file-size-limit.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/db/schema.ts', 'src/web/lib/i18n/{en,ar}*.ts'],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
);
