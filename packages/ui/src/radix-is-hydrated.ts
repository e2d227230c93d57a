// Radix's `useIsHydrated` (`@radix-ui/react-use-is-hydrated`), for an app to put in its place when
// it hydrates the server's markup. Radix's own reads `useSyncExternalStore`, which renders each
// component using it again at once after hydration, in the hydration's own task, and then runs
// every effect of the page in that task too (the kit's toggle group, tabs and radio group use it
// through Radix's roving focus). This one gives the same answer (false on the server and while
// hydrating, true after) as a transition. An app aliases the module in its bundler:
// `resolve.alias: { '@radix-ui/react-use-is-hydrated': '@quotemarket/ui/radix-is-hydrated' }`.
export { useRenderedByTheBrowser as useIsHydrated } from './internal/useRenderedByTheBrowser';
