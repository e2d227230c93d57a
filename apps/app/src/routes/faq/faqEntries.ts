import { faqCategories, faqCategoryLabels, type FaqEntry } from '@quotemarket/contract';

/** The tabs of /faq; the key is the `?tab=` value, so it stays ASCII. */
export const faqTabs = ['all', ...faqCategories] as const;
export type FaqTab = (typeof faqTabs)[number];

export const faqTabLabels = {
  all: '전체',
  ...faqCategoryLabels,
} as const satisfies Record<FaqTab, string>;

/** The `?tab=` value as a tab; a missing or unknown value shows '전체'. */
export function parseFaqTab(value: string | null): FaqTab {
  return faqTabs.find((tab) => tab === value) ?? 'all';
}

/** The entries of a tab, as the Accordion takes them, in the order the API gave. */
export function faqEntriesOf(entries: readonly FaqEntry[], tab: FaqTab) {
  return entries
    .filter((entry) => tab === 'all' || entry.category === tab)
    .map(({ id, question, answer }) => ({ id: String(id), question, answer }));
}
