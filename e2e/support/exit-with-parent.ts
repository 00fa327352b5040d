/**
 * Loaded with `--import` into each server the journeys start (`servers.ts`): when the Playwright
 * worker that started it is gone without stopping it (killed, crashed), the server is re-parented
 * and ends itself, so no run leaves a server holding its port. `E2E_PARENT_PID` names the worker.
 */
const parentPid = Number(process.env.E2E_PARENT_PID);

if (Number.isInteger(parentPid) && parentPid > 0) {
  const watch = setInterval(() => {
    if (process.ppid === parentPid) return;
    clearInterval(watch);
    // The server's own SIGTERM handler closes it; exit anyway if that hangs.
    setTimeout(() => process.exit(1), 3_000).unref();
    process.kill(process.pid, 'SIGTERM');
  }, 500);
  watch.unref();
}

export {};
