// Lint: ESLint's and typescript-eslint's recommended rules; generated and bundled code is not ours to lint.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'generated/', 'node_modules/', 'fixtures/', 'coverage/', '**/.work/', '.tmp/', 'tools/node24/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Input can hold a million benchmarks or samples: spreading an array into a call's arguments puts
    // every element on the stack and throws "Maximum call stack size exceeded" past ~125,000 of them.
    // Loop or use src/core/extent.ts instead.
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Math'] > SpreadElement",
          message: 'No spread into Math.max/min and friends: input-sized arrays overflow the stack. Use maxOf/minOf (src/core/extent.ts).',
        },
        {
          selector: "CallExpression[callee.property.name=/^(push|unshift|splice|concat|fromCharCode|fromCodePoint|apply)$/] > SpreadElement",
          message: 'No spread into push/unshift/splice/concat/fromCharCode: input-sized arrays overflow the stack. Use appendAll (src/core/extent.ts) or a loop.',
        },
      ],
    },
  },
);
