import { defineVariants, type VariantValue } from '../../internal/variants';

/**
 * How tall the scrollable content area is, from the spec's shell rules:
 * - `full`: the whole viewport (/login, /terms/…)
 * - `withHeader`: viewport minus 59px (/verificate-phone)
 * - `withHeaderAndNavigation`: viewport minus 113px, header and navigation (everywhere else)
 */
export const pageVariants = defineVariants({
  heightMode: {
    values: ['withHeaderAndNavigation', 'withHeader', 'full'],
    default: 'withHeaderAndNavigation',
  },
});

export type PageHeightMode = VariantValue<typeof pageVariants.heightMode>;
