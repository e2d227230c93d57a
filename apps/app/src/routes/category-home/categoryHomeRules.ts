import { allCategoriesId, quoteKindOf, categoryRouteName } from '@quotemarket/contract';
import { paths } from '../../paths';

export type QuoteRequestButton =
  | { kind: 'none' }
  | { kind: 'request-page'; label: string; path: string }
  | { kind: 'internet'; label: string };

/**
 * The quote-request button of a category home: none for '전체'; Internet has its own (it needs a
 * chosen plan and a login); every other category goes to its request page.
 */
export function quoteRequestButton(categoryId: number, displayName: string): QuoteRequestButton {
  if (categoryId === allCategoriesId) return { kind: 'none' };
  if (quoteKindOf(categoryId) === 'internet')
    return { kind: 'internet', label: '인터넷 견적 요청' };
  return {
    kind: 'request-page',
    label: `${displayName} 견적 요청`,
    path: paths.requestPage(categoryId, categoryRouteName(categoryId)),
  };
}
