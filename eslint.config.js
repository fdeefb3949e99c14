import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/src/generated/', '.proctor/', '**/.venv/', 'sdk-python/', 'openapi/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  // The layering of server/src (docs/architecture.md): providers know nothing of the domain
  // (their contract is providers/contract.ts), and the domain knows nothing of HTTP.
  {
    files: ['server/src/providers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/domain/**', '**/http/**', '**/trpc/**', '**/routers/**'], message: 'Providers import nothing from the domain or the HTTP layers; their contract is providers/contract.ts.' }] },
      ],
    },
  },
  {
    files: ['server/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/http/**', '**/trpc/**', '**/routers/**'], message: 'The domain knows nothing of HTTP: return plain data and raise DomainError.' }] },
      ],
    },
  },
  // The console talks to the server through the official SDK only (console/src/lib/api.ts), so it
  // can use nothing the public API and the SDKs do not also offer.
  {
    files: ['console/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'EventSource', 'WebSocket'].map((name) => ({ name, message: 'The console calls the API through the SDK client in src/lib/api.ts.' })),
      ],
    },
  },
);
