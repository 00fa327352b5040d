import { delay, http, type HttpHandler } from 'msw';

/**
 * A handler that holds GETs of `path` without an answer while `when()` says so, and otherwise
 * lets the mock answer: a money call's reconciling read kept waiting, so "Checking…" stays on
 * screen (issue 24). The call gives up on the read after its own timeout and reads again, held
 * again, until the story ends.
 */
export function holdReads(path: string, when: () => boolean): HttpHandler {
  return http.get(path, async () => {
    if (when()) await delay('infinite');
    return undefined;
  });
}
