// Rendering a page on the server and taking it over in the browser (docs/decisions/0009, 0013):
// what the buyer app and the dealer console share. The browser needs `readPrerenderedState`,
// `startApp`, `yieldToBrowser` and `HydrationSignal`; the rest runs on the server.
export { HydrationSignal } from './HydrationSignal';
export { hydratedEventName } from './hydrationEvent';
export { inProcessAdapter } from './inProcessAdapter';
export { readPrerenderedState } from './prerenderedState';
export {
  createServerQueryClient,
  hasFailedQuery,
  renderStyledPage,
  settledWithin,
} from './serverRendering';
export { startApp } from './startApp';
export { yieldToBrowser } from './yieldToBrowser';
