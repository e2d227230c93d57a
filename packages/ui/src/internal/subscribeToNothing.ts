/** For `useSyncExternalStore` when there is nothing to listen to: the value is read at each render. */
export const subscribeToNothing = () => () => {};
