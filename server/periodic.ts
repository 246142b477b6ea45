// A background job in the server process: first `firstAfterMs` after start, then every `everyMs`,
// never two rounds at once, a failure logged and retried at the next round. Unref'd timers: a job
// never keeps the process alive nor delays a shutdown. Returns a stop function.
export function startPeriodic(
  job: () => Promise<void>, { everyMs, firstAfterMs, failure }: { everyMs: number; firstAfterMs: number; failure: string },
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (error) {
      console.error(`[federa] ${failure} (tento de novo na próxima rodada):`, error);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), firstAfterMs);
  first.unref();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
