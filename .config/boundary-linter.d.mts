import type { ESLint } from 'eslint';

export declare const boundaryLinter: (cwd: string) => ESLint;
