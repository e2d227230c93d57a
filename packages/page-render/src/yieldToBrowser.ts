/**
 * Ends the current task and resolves in a new one, after what the browser has waiting (a tap, a
 * frame). A page's start-up work split so stays in tasks short enough for a phone to answer a tap
 * between them. `scheduler.yield` continues ahead of other queued tasks where the browser has it.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: Partial<Scheduler> };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
