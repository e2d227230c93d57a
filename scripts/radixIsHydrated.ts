/**
 * The apps that hydrate the server's markup put the kit's `useIsHydrated` in place of Radix's
 * (packages/ui/src/radix-is-hydrated.ts, decision 0016): the same answer, followed as a transition
 * rather than a synchronous render in the hydration's own task.
 */
export const radixIsHydratedAlias = {
  '@radix-ui/react-use-is-hydrated': '@quotemarket/ui/radix-is-hydrated',
};
