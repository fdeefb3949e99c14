import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** An organization role or a team role: the console compares and lists neither. */
const ROLE = '/^(owner|admin|member|manager|worker)$/';
const NO_ROLE_TABLE = "The console keeps no role table: read the session's capabilities (useCan), its assignable_roles, or the resource's can_* answer";
/** What a copy of the server's role rules looks like: a role compared with, or a list of roles. */
export const CONSOLE_ROLE_TABLE = [
  { selector: `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=${ROLE}]`, message: NO_ROLE_TABLE },
  { selector: `SwitchCase > Literal[value=${ROLE}]`, message: NO_ROLE_TABLE },
  { selector: `ArrayExpression > Literal[value=${ROLE}]`, message: NO_ROLE_TABLE },
  { selector: `CallExpression[callee.property.name='includes'] > Literal[value=${ROLE}]`, message: NO_ROLE_TABLE },
  { selector: 'ObjectExpression > Property[key.name=/^(owner|admin)$/]', message: NO_ROLE_TABLE },
];

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
  // Routers meet HTTP only through their context (trpc/context.ts: the session cookie, public
  // links, the raw body), so that a route is a procedure on the domain and nothing more.
  {
    files: ['server/src/routers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/http/**'], message: 'Routers know nothing of http/: the session cookie, public links and the raw body reach them through ctx (trpc/context.ts).' }] },
      ],
    },
  },
  // The configuration is read before anything else is built and depends on nothing of the
  // application: what it parses with lives beside it (server/src/config/).
  ...[
    { files: ['server/src/config.ts'], regex: '^\\.\\.?/(?!config/)' },
    { files: ['server/src/config/**/*.ts'], regex: '^\\.\\./(?!config(\\.js$|/))' },
  ].map(({ files, regex }) => ({
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex, message: 'config.ts imports nothing of the application: what it parses with lives in server/src/config/.' }] }],
    },
  })),
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
      // The console asks the server what a person may do (the session's capabilities and
      // assignable_roles, a resource's can_edit, can_manage, can_decide, can_allocate) and keeps no
      // role table of its own: no organization or team role is compared with or listed
      // (server/test/console/role-table.test.ts).
      'no-restricted-syntax': ['error', ...CONSOLE_ROLE_TABLE],
    },
  },
  // A stored object's bytes go to its signed upload URL, not to the API: the one request the console
  // sends without the SDK, in this one file.
  {
    files: ['console/src/lib/upload.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  // A page group imports no other group: what two share lives in components/ or lib/ (console/README.md).
  {
    files: ['console/src/pages/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!\\.\\./)[^/]+/', message: 'Another page group: move what groups share into src/components/ or src/lib/.' }] }],
    },
  },
);
