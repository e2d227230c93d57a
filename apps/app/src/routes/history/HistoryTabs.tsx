import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@quotemarket/ui';
import { historyTabs, type HistoryTab } from './historyRules';

interface HistoryTabsProps {
  /** The tab of the current address: each tab is its own page, so the URL decides. */
  active: HistoryTab;
  children: ReactNode;
}

/** '선택한 견적' and '선택하지 않은 견적': the kit's tabs, each a link to its page. */
export function HistoryTabs({ active, children }: HistoryTabsProps) {
  return (
    <Tabs value={active} activationMode="manual">
      <TabsList aria-label="견적 내역">
        {historyTabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} asChild>
            <Link to={tab.href} replace>
              {tab.label}
            </Link>
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={active}>{children}</TabsContent>
    </Tabs>
  );
}
