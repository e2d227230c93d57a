/** The parts of the worker's registration the update rule reads. */
export interface WorkerRegistration {
  /** A newer build's worker that has installed its whole set and waits (the browser keeps it). */
  readonly waiting: { postMessage(message: unknown): void } | null;
}

export interface ServiceWorkerUpdateOptions {
  registration: WorkerRegistration;
  /** `navigator.serviceWorker`: who controls the page, and when that changes. */
  container: {
    readonly controller: unknown;
    addEventListener(type: 'controllerchange', listener: () => void): void;
  };
  /** Calls `listener` after each in-app navigation (the router moved to another location). */
  onNavigation: (listener: () => void) => void;
  reload: () => void;
}

/**
 * When a new build's worker takes over, and when the page reloads for it. A page runs with the
 * build its HTML named, whose chunks the active worker keeps; the new worker has installed the
 * whole new build beside it and waits (src/service-worker/sw.ts never skips waiting on its own).
 * Taking over in the middle of a page would leave that page's next lazy chunk without its build
 * (the new worker drops the old files), so:
 *
 * - on the next in-app navigation of a page with a worker waiting, the waiting worker is told to
 *   take over, and the page reloads once it has: the screen the buyer was going to anyway comes
 *   up from the new build;
 * - another tab of the app, whose worker was replaced under it, reloads on its own next
 *   navigation instead of on the spot, so nobody's half-typed form disappears (a chunk it still
 *   needs in between comes back through the chunk loader's one reload, shell/chunkReload.ts);
 * - the very first worker claiming a page that had none changes nothing.
 *
 * The waiting worker is read from the registration at each navigation, not from events: a worker
 * that finished installing before this code ran (found by the browser's own check on the page's
 * load) is waiting all the same.
 */
export function handleServiceWorkerUpdates({
  registration,
  container,
  onNavigation,
  reload,
}: ServiceWorkerUpdateOptions): void {
  let controlled = container.controller !== null;
  let activating = false;
  let reloadOnNavigation = false;

  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (activating) reload();
    else reloadOnNavigation = true;
  });
  onNavigation(() => {
    if (reloadOnNavigation) {
      reload();
      return;
    }
    const next = registration.waiting;
    if (!next || !controlled || activating) return;
    activating = true;
    next.postMessage({ type: 'SKIP_WAITING' });
  });
}

/** What the rule needs of the data router: where it is, and word of each change. */
export interface NavigationSource {
  state: { location: { key: string } };
  subscribe(listener: (state: { location: { key: string } }) => void): () => void;
}

/** Calls `listener` each time the router's location changes (a push, a replace or Back). */
export function onRouterNavigation(router: NavigationSource, listener: () => void): void {
  let key = router.state.location.key;
  router.subscribe((state) => {
    if (state.location.key === key) return;
    key = state.location.key;
    listener();
  });
}

/** How often a page that comes back to the front asks whether a newer build has been published. */
export const updateCheckIntervalMs = 60 * 60 * 1000;

/**
 * Registers `/sw.js` (main.tsx calls this after the window's `load`, so the first visit downloads
 * nothing extra before its page is up) and applies the update rule above. The browser checks for
 * a new worker on every full page load; an app left open is checked again when it comes back to
 * the front, at most once an hour.
 */
export function registerServiceWorker(router: NavigationSource): void {
  const container = navigator.serviceWorker;
  container.register('/sw.js', { scope: '/' }).then(
    (registration) => {
      handleServiceWorkerUpdates({
        registration,
        container,
        onNavigation: (listener) => onRouterNavigation(router, listener),
        reload: () => window.location.reload(),
      });
      let checkedAt = Date.now();
      document.addEventListener('visibilitychange', () => {
        if (
          document.visibilityState !== 'visible' ||
          Date.now() - checkedAt < updateCheckIntervalMs
        )
          return;
        checkedAt = Date.now();
        registration.update().catch(() => undefined);
      });
    },
    (error: unknown) => console.error('서비스 워커를 등록하지 못했어요', error),
  );
}
