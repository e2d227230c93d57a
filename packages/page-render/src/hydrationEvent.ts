/**
 * Announced on the document once the browser has taken over the server's page. Until then a tap
 * on one of its buttons has no handler: the start script (scripts/appStart.ts) holds such taps and
 * gives them to the buttons when this is announced, so none is lost to a slow connection.
 */
export const hydratedEventName = 'quotemarket:hydrated';
