import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'playground/dist/**',
      'node_modules/**',
      'coverage/**',
      'reports/**',
      '.stryker-tmp*/**',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // Files that no tsconfig.json includes (test/tsconfig.json covers the tests).
          allowDefaultProject: ['jest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    // Jest's asymmetric matchers (expect.objectContaining, expect.any) are typed `any`.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    // The loops and parses over a caller's input call string methods as
    // String.prototype.charCodeAt.call(text, i) ("Reading a caller's string",
    // grammar/engine/code-points.ts): a method looked up on strings of five representations is a
    // megamorphic lookup at each use, and `isValid` took 3.5 times as long.
    files: [
      'grammar/engine/automaton.ts',
      'grammar/engine/code-points.ts',
      'src/components.ts',
      'src/extract.ts',
      'src/percent.ts',
      'src/reference-syntax.ts',
      'src/validate.ts',
      'src/policy/accept.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='text'][callee.property.name=/^(charCodeAt|codePointAt|indexOf|slice|includes)$/]",
          message:
            'Call String.prototype.method.call(text, ...) ("Reading a caller\'s string", grammar/engine/code-points.ts): text.method() looks the method up on the string, megamorphic once the code has met five string representations.',
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS modules loaded by jest's config (test/support/fast-first-sequencer.cjs).
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
