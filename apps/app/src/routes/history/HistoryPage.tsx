import { PageStack } from '@quotemarket/ui';
import { HistoryTabs } from './HistoryTabs';
import { NotSelectedHistory } from './NotSelectedHistory';
import { SelectedHistory } from './SelectedHistory';

/** The history's first tab (`paths.quoteHistory`): the quotes the buyer chose. */
export function SelectedHistoryPage() {
  return (
    <PageStack>
      <HistoryTabs active="selected">
        <SelectedHistory />
      </HistoryTabs>
    </PageStack>
  );
}

/** The history's second tab (`paths.notSelectedHistory`): requests without a choice. */
export function NotSelectedHistoryPage() {
  return (
    <PageStack>
      <HistoryTabs active="not-selected">
        <NotSelectedHistory />
      </HistoryTabs>
    </PageStack>
  );
}
