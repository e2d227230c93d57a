import { Link, useSearchParams } from 'react-router-dom';
import { Accordion, Tabs, TabsContent, TabsList, TabsTrigger } from '@quotemarket/ui';
import { paths } from '../../paths';
import { faqEntriesOf, faqTabLabels, faqTabs, parseFaqTab, type FaqTab } from './faqEntries';

/** '전체' is the plain address, so the links from MY and the first tab are the same page. */
function faqTabHref(tab: FaqTab): string {
  return tab === 'all' ? paths.faq() : `${paths.faq()}?${new URLSearchParams({ tab })}`;
}

/**
 * /faq: the questions by category. The tab lives in the address (`?tab=`), so reloading or coming
 * back keeps it; switching replaces the entry, so the back button leaves the FAQ.
 */
export function FaqPage() {
  const [searchParams] = useSearchParams();
  const active = parseFaqTab(searchParams.get('tab'));
  return (
    <Tabs value={active} activationMode="manual" data-page="faq">
      <TabsList aria-label="자주 묻는 질문 분류">
        {faqTabs.map((tab) => (
          <TabsTrigger key={tab} value={tab} asChild>
            <Link to={faqTabHref(tab)} replace>
              {faqTabLabels[tab]}
            </Link>
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={active}>
        {/* A new tab starts with every answer closed. */}
        <Accordion key={active} items={faqEntriesOf(active)} headingLevel={2} />
      </TabsContent>
    </Tabs>
  );
}
