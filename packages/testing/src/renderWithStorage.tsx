import { renderHook, type RenderHookOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AppStorageProvider,
  createAppStorage,
  createMemoryStorage,
  type AppStorage,
} from '@quotemarket/hooks';

/** A fresh app storage over memory: what a browser that refuses storage would get. */
export function createMemoryAppStorage(): AppStorage {
  return createAppStorage({ local: createMemoryStorage(), session: createMemoryStorage() });
}

/** Renders a hook that reads the app storage, with a fresh memory storage unless one is given. */
export function renderHookWithStorage<Result, Props>(
  hook: (props: Props) => Result,
  {
    storage = createMemoryAppStorage(),
    ...options
  }: Omit<RenderHookOptions<Props>, 'wrapper'> & { storage?: AppStorage } = {},
) {
  function wrapper({ children }: { children: ReactNode }) {
    return <AppStorageProvider storage={storage}>{children}</AppStorageProvider>;
  }
  return { ...renderHook(hook, { ...options, wrapper }), storage };
}
