import { describe, expect, it, vi } from 'vitest';
import {
  handleServiceWorkerUpdates,
  onRouterNavigation,
  type NavigationSource,
} from './registerServiceWorker';

/** A page with its worker registration, its container and its router's navigations, by hand. */
function page({ controlled }: { controlled: boolean }) {
  const controllerChangeListeners: (() => void)[] = [];
  const navigations: (() => void)[] = [];
  const newWorker = { postMessage: vi.fn<(message: unknown) => void>() };
  const registration: { waiting: typeof newWorker | null } = { waiting: null };
  const reload = vi.fn();
  handleServiceWorkerUpdates({
    registration,
    container: {
      controller: controlled ? {} : null,
      addEventListener: (_type, listener) => controllerChangeListeners.push(listener),
    },
    onNavigation: (listener) => navigations.push(listener),
    reload,
  });
  return {
    newWorker,
    reload,
    newWorkerWaits: () => {
      registration.waiting = newWorker;
    },
    controllerChanges: () => {
      registration.waiting = null;
      controllerChangeListeners.forEach((listener) => listener());
    },
    navigates: () => navigations.forEach((listener) => listener()),
  };
}

describe('handleServiceWorkerUpdates', () => {
  it('lets a waiting worker take over on the next navigation, then reloads once it has', () => {
    const tab = page({ controlled: true });
    tab.newWorkerWaits();
    expect(tab.newWorker.postMessage).not.toHaveBeenCalled();

    tab.navigates();
    expect(tab.newWorker.postMessage).toHaveBeenCalledTimes(1);
    expect(tab.newWorker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(tab.reload).not.toHaveBeenCalled();
    tab.navigates();
    expect(tab.newWorker.postMessage).toHaveBeenCalledTimes(1);

    tab.controllerChanges();
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });

  it('changes nothing on navigation while no new build waits', () => {
    const tab = page({ controlled: true });
    tab.navigates();
    expect(tab.newWorker.postMessage).not.toHaveBeenCalled();
    expect(tab.reload).not.toHaveBeenCalled();
  });

  it('does not reload when the first worker claims a page that had none', () => {
    const tab = page({ controlled: false });
    tab.newWorkerWaits();
    tab.navigates();
    expect(tab.newWorker.postMessage).not.toHaveBeenCalled();
    tab.controllerChanges();
    tab.navigates();
    expect(tab.reload).not.toHaveBeenCalled();

    // Later updates of that page follow the rule.
    tab.newWorkerWaits();
    tab.navigates();
    tab.controllerChanges();
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a tab whose worker another tab replaced on its next navigation, not at once', () => {
    const tab = page({ controlled: true });
    tab.controllerChanges();
    expect(tab.reload).not.toHaveBeenCalled();
    tab.navigates();
    expect(tab.reload).toHaveBeenCalledTimes(1);
    expect(tab.newWorker.postMessage).not.toHaveBeenCalled();
  });
});

describe('onRouterNavigation', () => {
  it('calls back when the location changes, not for the router’s other updates', () => {
    let notify: (state: { location: { key: string } }) => void = () => {};
    const router: NavigationSource = {
      state: { location: { key: 'first' } },
      subscribe: (listener) => {
        notify = listener;
        return () => {};
      },
    };
    const listener = vi.fn();
    onRouterNavigation(router, listener);
    notify({ location: { key: 'first' } });
    expect(listener).not.toHaveBeenCalled();
    notify({ location: { key: 'second' } });
    notify({ location: { key: 'second' } });
    notify({ location: { key: 'third' } });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
