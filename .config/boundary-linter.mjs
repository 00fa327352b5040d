// The ESLint the boundary tests use (web/eslint.config.test.ts, mock-server/src/layers.test.ts):
// the workspace's own config, but only the rules those tests are about and without type
// information. The type-aware rules are `npm run lint`'s job, and starting TypeScript's project
// service cost each file 30-120 s (decision 219).
import { ESLint } from 'eslint';

const BOUNDARY_RULES = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'no-restricted-imports',
]);

/** @param {string} cwd the workspace whose eslint.config.js applies */
export const boundaryLinter = (cwd) =>
  new ESLint({
    cwd,
    ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
