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
    // vi.waitFor gives up after 1 s, a limit a busy machine reaches (docs/testing.md, "Time limits").
    files: ['tests/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'vi', property: 'waitFor', message: 'Use eventually() from tests/eventually.ts: it waits up to the hang guard.' }],
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
