// Rendering a page on the server and taking it over in the browser (docs/decisions/0009): what the
// buyer app and the dealer console share. The browser needs only `readPrerenderedState`.
export { inProcessAdapter } from './inProcessAdapter';
export { prerenderedStateElement, readPrerenderedState } from './prerenderedState';
export {
  createServerQueryClient,
  hasFailedQuery,
  renderToMarkup,
  settledWithin,
  styleAttributesOf,
} from './serverRendering';
export { HydrationSignal } from './HydrationSignal';
export { hydratedEventName } from './hydrationEvent';
