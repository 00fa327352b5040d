import type { QueryClient } from '@tanstack/react-query';

/** The longest work put off by afterFirstReads waits. */
export const FIRST_READS_MAX_WAIT_MS = 5000;

/**
 * Runs `task` once the browser has painted the next frame (a frame's callback, then a task after
 * it): for work that would otherwise make the task of an answer or a first render longer, and that
 * can show a frame later (decisions 220, 226). Answers a cancel.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Resolves in a task of its own: the work awaiting it starts after the browser has had its turn
 * (input, a frame), so a start that evaluates a page's code and then renders it is two shorter
 * tasks, not one long one (decision 228).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/** Runs `task` when the browser is idle (within a second), or soon where it cannot tell. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 0);
    return () => {
      clearTimeout(timer);
    };
  }
  const handle = requestIdleCallback(task, { timeout: 1000 });
  return () => {
    cancelIdleCallback(handle);
  };
}

/**
 * Runs `task` once a page has settled — the document loaded, no query fetching, the browser idle —
 * or after `maxWaitMs` at the latest: for work a user does not see at first (the push connection),
 * so it does not compete with the page's first reads (issue 15, decision 095). Answers a cancel.
 */
export function afterFirstReads(
  queryClient: QueryClient,
  task: () => void,
  maxWaitMs = FIRST_READS_MAX_WAIT_MS,
): () => void {
  let done = false;
  const cleanups: (() => void)[] = [];
  const cleanUp = () => {
    done = true;
    cleanups.splice(0).forEach((cleanup) => {
      cleanup();
    });
  };
  const run = () => {
    if (done) return;
    cleanUp();
    task();
  };
  const deadline = setTimeout(run, maxWaitMs);
  cleanups.push(() => {
    clearTimeout(deadline);
  });
  // A read that starts while the browser waits for an idle moment (the league's games, asked once
  // the day's events are in) is waited for too: the quiet must still hold when the task runs.
  const idleThenRun = () => {
    if (!done)
      cleanups.push(
        whenIdle(() => {
          if (queryClient.isFetching() > 0) whenQuiet();
          else run();
        }),
      );
  };
  function whenQuiet() {
    if (queryClient.isFetching() === 0) {
      idleThenRun();
      return;
    }
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      idleThenRun();
    });
    cleanups.push(unsubscribe);
  }
  if (document.readyState === 'complete') whenQuiet();
  else {
    window.addEventListener('load', whenQuiet, { once: true });
    cleanups.push(() => {
      window.removeEventListener('load', whenQuiet);
    });
  }
  return cleanUp;
}
