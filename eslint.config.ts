import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";
import { architecture } from "./eslint.architecture.ts";

export default tseslint.config(
  // The licence clients of other vendors, vendored unchanged as test fixtures (issue #35), are not ours to lint.
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/", "tests/wordpress/fixtures/legacy-clients/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Browser code must build its schemas after app/zod.ts switched off zod's eval-based JIT (CSP).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/zod.ts", "app/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [{ name: "zod", message: "Import z from app/zod.ts.", allowTypeImports: true }] }],
    },
  },
  architecture,
  {
    // No module may reach itself again through its imports, type-only imports included: a cycle
    // is a pair of folders or files that cannot be read, tested or moved one without the other.
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    // Without the TypeScript parser for the files it follows, the rule could read no .ts module and found no cycle at all.
    settings: { "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } }, "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] } },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
);
