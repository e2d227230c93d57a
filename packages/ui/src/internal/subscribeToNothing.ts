/** For a value outside React with nothing to listen to: it is read again when a component mounts. */
export const subscribeToNothing = () => () => {};
