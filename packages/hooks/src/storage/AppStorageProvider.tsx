import { createContext, useContext, type ReactNode } from 'react';
import type { AppStorage } from './appStorage';

const AppStorageContext = createContext<AppStorage | null>(null);

/** Gives every hook below the app's one storage (the browser's in the apps, memory in tests). */
export function AppStorageProvider({
  storage,
  children,
}: {
  storage: AppStorage;
  children: ReactNode;
}) {
  return <AppStorageContext.Provider value={storage}>{children}</AppStorageContext.Provider>;
}

export function useAppStorage(): AppStorage {
  const storage = useContext(AppStorageContext);
  if (!storage) {
    throw new Error('useAppStorage needs an <AppStorageProvider> above it');
  }
  return storage;
}
