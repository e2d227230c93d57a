type Tick = () => void;

const listeners = new Set<Tick>();
/** Listeners that have not read the clock since they subscribed. */
const unread = new Set<Tick>();
let everySecond: ReturnType<typeof setInterval> | undefined;
let readSoon: ReturnType<typeof setTimeout> | undefined;

function stopWhenUnheard() {
  if (listeners.size > 0) return;
  clearInterval(everySecond);
  clearTimeout(readSoon);
  everySecond = undefined;
  readSoon = undefined;
}

/**
 * One clock for every countdown on the page. `tick` is called once soon after it subscribes (its
 * deadline may be new, its last reading old) and then every second. A list of requests, each with
 * its 48-hour window, then ticks as one task and one React render a second, not one per row, and
 * the rows mounted together (a hydrated list) read the clock in one task too. It runs only while
 * something listens.
 */
export function subscribeToSeconds(tick: Tick): () => void {
  listeners.add(tick);
  unread.add(tick);
  readSoon ??= setTimeout(() => {
    readSoon = undefined;
    const due = [...unread];
    unread.clear();
    for (const listener of due) listener();
  }, 0);
  everySecond ??= setInterval(() => {
    unread.clear();
    for (const listener of [...listeners]) listener();
  }, 1000);
  return () => {
    listeners.delete(tick);
    unread.delete(tick);
    stopWhenUnheard();
  };
}
