import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useFaqs } from '@quotemarket/hooks';
import {
  Accordion,
  Button,
  EmptyState,
  ErrorFallback,
  SkeletonList,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { faqEntriesOf, faqTabLabels, faqTabs, parseFaqTab, type FaqTab } from './faqEntries';

const MoreHelp = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[5]} ${vars.space[4]};
`;

/** '전체' is the plain address, so the links from MY and the first tab are the same page. */
function faqTabHref(tab: FaqTab): string {
  return tab === 'all' ? paths.faq() : `${paths.faq()}?${new URLSearchParams({ tab })}`;
}

/** The questions of a tab, as operators published them. */
function FaqAnswers({ tab }: { tab: FaqTab }) {
  const faqs = useFaqs();
  if (faqs.isPending) return <SkeletonList count={5} label="자주 묻는 질문을 불러오는 중" />;
  if (faqs.isError) {
    return (
      <ErrorFallback
        title="자주 묻는 질문을 불러오지 못했어요"
        onRetry={() => void faqs.refetch()}
      />
    );
  }
  const items = faqEntriesOf(faqs.data, tab);
  if (items.length === 0) return <EmptyState title="아직 등록된 질문이 없어요" />;
  // A new tab starts with every answer closed.
  return <Accordion key={tab} items={items} headingLevel={2} />;
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
        <FaqAnswers tab={active} />
      </TabsContent>
      <MoreHelp>
        <Text tone="subtle">찾는 답이 없으면 1:1 문의를 남겨 주세요. 이메일로 답변드려요.</Text>
        <Button asChild variant="outline" fullWidth>
          <Link to={paths.inquiry()}>1:1 문의하기</Link>
        </Button>
      </MoreHelp>
    </Tabs>
  );
}
