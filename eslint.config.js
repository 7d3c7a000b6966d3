// Flat config. The import rules are the architecture's boundaries (ARCHITECTURE.md "Import rules"):
// a violation is a lint error, so a boundary cannot erode quietly.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import regexp from 'eslint-plugin-regexp';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

// ui gets data and callbacks as props: no fetching, no router, no atoms.
const uiBoundaries = [
  { group: ['@peiyin/api-client', '@peiyin/api-client/*'], message: 'ui never imports api-client: pass data and callbacks as props.' },
  { group: ['jotai', 'jotai/*'], message: 'ui never imports jotai: state lives in apps/web.' },
  { group: ['react-router-dom', 'react-router', 'react-router/*'], message: 'ui never imports the router: pass hrefs/callbacks as props.' },
  { group: ['@peiyin/web', '@peiyin/server'], message: 'ui never imports apps.' },
];

// `../<Sibling>/<file>` from a component folder: a deep import into another component's folder.
const siblingFiles = {
  regex: String.raw`^\.\./(?!\.)[^/]+/`,
  message: "import a sibling component through its index ('../Sibling'); a piece several components share belongs in packages/ui/src/private/.",
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', 'data/**', '**/.tmp/**', 'coverage/**', 'tests/lint/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycles anywhere (ARCHITECTURE.md "Import rules"): a cycle makes load order decide what is
    // undefined at start-up. Type-only imports are erased at run time and are not counted.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'], espree: ['.js', '.mjs'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // ui gets data and callbacks as props: no fetching, no router, no atoms.
    files: ['packages/ui/**'],
    rules: restrict(uiBoundaries),
  },
  {
    // A component uses a sibling through the sibling's index (its public face), never a file inside its folder:
    // pieces several components share live in packages/ui/src/private/ (ARCHITECTURE.md "Import rules").
    // `../TaskList/` is left to the TaskList/DraftList fold, which moves its formatters and table styles there.
    files: ['packages/ui/src/components/**'],
    rules: restrict([...uiBoundaries, siblingFiles]),
  },
  {
    // ssml is pure: the model, the state and small pure libs; never a view or the DOM.
    files: ['packages/ssml/**'],
    ignores: ['packages/ssml/**/*.test.ts'],
    rules: {
      ...restrict([
        { group: ['prosemirror-view', 'prosemirror-view/*'], message: 'ssml never imports prosemirror-view.' },
        { group: ['react', 'react-dom', 'react/*', '@peiyin/*'], message: 'ssml is a pure library.' },
      ]),
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage'],
    },
  },
  {
    // the player core is a pure reducer; only the adapter touches howler.
    files: ['packages/player/**'],
    ignores: ['packages/player/src/howlerAdapter.ts', 'packages/player/**/*.test.ts'],
    rules: restrict([{ group: ['howler'], message: 'only howlerAdapter.ts imports howler.' }]),
  },
  {
    files: ['apps/server/**'],
    rules: restrict([
      { group: ['@peiyin/ui', '@peiyin/player', '@peiyin/web', 'react', 'react-dom'], message: 'the server never imports ui, player, web or react.' },
    ]),
  },
  {
    files: ['packages/api-client/**'],
    rules: restrict([{ group: ['@peiyin/ui', '@peiyin/web', '@peiyin/server', 'react'], message: 'api-client is framework-free.' }]),
  },
  {
    // No regular expression whose time grows faster than its input (issue 14: one quadratic pattern over a
    // draft froze every request for 15 s). Where user text flows: the server, the markup library, the
    // contract, and the web app that runs the same validation. Static analysis of backtracking (scslre);
    // the adversarial timing tests (apps/server/src/http/adversarial.test.ts) check the paths end to end.
    files: ['apps/server/src/**/*.{ts,mjs}', 'packages/ssml/src/**/*.ts', 'packages/api-client/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    // Test doubles (providers' `testing/` servers) read only what our own code sends them.
    ignores: ['**/*.test.ts', '**/*.stories.tsx', '**/testing/**'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': ['error', { report: 'certain', ignorePartial: false }],
    },
  },
);
