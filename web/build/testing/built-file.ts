import type { BuiltFile } from '../size-budget.ts';

/** A chunk of a build as the budget reads it: some code, no imports, unless `part` says more. */
export const chunk = (fileName: string, part: Partial<BuiltFile> = {}): BuiltFile => ({
  fileName,
  code: `/* ${fileName} */ ${'x'.repeat(50)}`,
  imports: [],
  facadeModuleId: null,
  isEntry: false,
  css: [],
  modules: [],
  ...part,
});
