/**
 * The viewport a long list assumes until it can measure one: on the server, which renders the
 * page's first rows into its markup, and in the browser while it hydrates that markup (both must
 * render the same rows). A common phone's; the list measures the real one right after.
 */
export const assumedViewport = { width: 390, height: 844 } as const;
