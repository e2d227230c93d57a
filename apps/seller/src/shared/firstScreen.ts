/**
 * The viewport a long list assumes until it can measure one: on the server, which renders the
 * inbox's first rows into its markup, and in the browser while it hydrates that markup (both must
 * render the same rows). A counter PC's, where dealers mostly work; the list measures the real one
 * right after.
 */
export const assumedViewport = { width: 1280, height: 900 } as const;
