import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** Nothing to listen to: the value is read again when the component mounts. */
export const subscribeToNothing = () => () => {};

const noSnapshot = () => null;

/**
 * A value read from outside React, as `useSyncExternalStore` reads it, save for what follows
 * hydration. On the server and while the browser hydrates, the value is `readOnServer()`; a
 * component mounted afterwards reads `read()` at once. Where the two differ after hydration,
 * `useSyncExternalStore` renders again synchronously, in one task with every other such component:
 * on a phone, the longest task of a page's start. Here the browser's value follows as a transition,
 * which React renders in slices between the browser's own work. A later change (`subscribe`) is
 * rendered at once, as the user's doing.
 *
 * `subscribe` and `read` keep their identity between renders (a module function, or memoised).
 * The kit's lists follow the page's scroll box the same way (its own copy: the kit and these hooks
 * are installed apart, and neither depends on the other).
 */
export function useExternalValue<Value>(
  subscribe: (onChange: () => void) => () => void,
  read: () => Value,
  readOnServer: () => Value,
): Value {
  // React asks for a server snapshot only when it renders on the server or hydrates, and asks
  // within this call: the asking says which render this is. Both snapshots are null, so React
  // never renders again for them. (The lint rule cannot know the callback runs during the render.)
  let renderedFromServerMarkup = false;
  const noteServerRender = () => {
    // eslint-disable-next-line react-hooks/immutability
    renderedFromServerMarkup = true;
    return null;
  };
  // eslint-disable-next-line react-hooks/immutability
  useSyncExternalStore(subscribeToNothing, noSnapshot, noteServerRender);
  const [value, setValue] = useState(() => (renderedFromServerMarkup ? readOnServer() : read()));
  useEffect(() => {
    const follow = () => setValue(() => read());
    const unsubscribe = subscribe(follow);
    // What was rendered may not be the browser's value: hydration's, or a change since the render.
    startTransition(follow);
    return unsubscribe;
  }, [subscribe, read]);
  return value;
}
