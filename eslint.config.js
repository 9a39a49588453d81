import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import direction (architecture rule 9): views -> machines, api; machines -> types only; api -> neither.
const noViews = { group: ['**/views/**'], message: 'Only views import views.' };
const noMachines = { group: ['**/machines/**'], message: 'api/ must not depend on machines.' };
const noApiValues = {
  group: ['**/api/**', '!**/api/schemas/**', '!**/api/errors'],
  message: 'Machines are pure: import api types only (import type), effects come through provide().',
  allowTypeImports: true,
};
// Only src/api talks HTTP (architecture: the one place that parses every answer with zod); src/mocks is the demo
// backend itself.
const noHttp = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
  name,
  message: 'Only src/api talks HTTP: call the request layer (src/api/http.ts) instead.',
}));
// Machines are pure: time, randomness, storage and the page come in through provide() (architecture rule).
const impure = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'setTimeout', 'setInterval', 'queueMicrotask', 'crypto'].map(
  (name) => ({ name, message: 'Machines are pure: reach the browser through an actor or action given with provide().' }),
);
const impureCalls = [
  { object: 'Date', property: 'now', message: 'Machines are pure: take the time from an actor or the event.' },
  { object: 'Math', property: 'random', message: 'Machines are pure: take randomness from a provided actor or action.' },
];
// src/machines/setup.ts: XState's own `setup` brings every action creator into every page (npm run budget).
const noXstateSetup = {
  name: 'xstate',
  importNames: ['setup'],
  message: "Use setup from src/machines/setup.ts: XState's own puts every action creator into every page.",
  allowTypeImports: true,
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/api/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noViews, noMachines] }] },
  },
  {
    files: ['src/machines/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noViews, noApiValues], paths: [noXstateSetup] }],
      'no-restricted-globals': ['error', ...noHttp, ...impure],
      'no-restricted-properties': ['error', ...impureCalls],
      // Its type is XState's, which offers more than it has: anything but createMachine would be undefined at run time.
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='CallExpression'][object.callee.name='setup'][property.name!='createMachine']",
          message: 'setup (src/machines/setup.ts) offers only .createMachine: import assign, raise... from xstate.',
        },
      ],
    },
  },
  {
    files: ['src/i18n/**', 'src/reporting/**', 'src/mocks/**', 'src/config.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noViews, noMachines] }] },
  },
  {
    files: ['src/**'],
    ignores: ['src/api/**', 'src/mocks/**', 'src/machines/**'],
    rules: {
      'no-restricted-globals': ['error', ...noHttp],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: noHttp[0].message })),
        { object: 'navigator', property: 'sendBeacon', message: noHttp[0].message },
      ],
    },
  },
  {
    // vi.waitFor gives up after 1 s, a limit a busy machine reaches (docs/testing.md, "Time limits").
    // A committed .only would shrink the run and still pass wherever CI is not set (.ci/run does not set it).
    files: ['tests/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'waitFor', message: 'Use eventually() from tests/eventually.ts: it waits up to the hang guard.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='only']:matches([object.name=/^(it|test|describe)$/], [object.property.name='describe'])",
          message: 'A focused test (.only) skips the rest of the run.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
);
