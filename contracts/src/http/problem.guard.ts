import { Reading, type Guard } from './guard.ts';
import type { FieldIssue, Problem } from './problem.ts';

/**
 * ProblemSchema without zod: the client reads every error answer through it, and the client is
 * part of a first visit to /login (decision 161). problem.guard.test.ts holds it to the schema.
 */
export const ProblemGuard: Guard<Problem> = {
  safeParse(value) {
    const r = new Reading();
    const problem = r.object(value, '');
    const text = (key: string) => problem.string(key);
    const fieldIssue = (item: unknown, path: string): FieldIssue => {
      const issue = r.object(item, path);
      return { path: issue.string('path'), message: issue.string('message') };
    };
    return r.done({
      type: problem.optional('type', text) ?? 'about:blank',
      title: problem.string('title'),
      status: problem.number('status', { int: true }),
      detail: problem.optional('detail', text),
      message: problem.optional('message', text),
      errors: problem.optional('errors', (key) => problem.array(key, fieldIssue)),
    });
  },
};
