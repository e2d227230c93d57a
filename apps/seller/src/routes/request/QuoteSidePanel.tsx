import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import type { SellerQuotationDetail } from '@quotemarket/contract';
import { useSellerUnreadMessages } from '@quotemarket/hooks';
import { Badge, Tabs, vars } from '@quotemarket/ui';
import { requestViewParam, requestViews, type RequestView } from '../../paths';
import { ConversationPanel } from './ConversationPanel';
import { EstimationPanel } from './EstimationPanel';

const Content = styled(Tabs.Content)`
  padding-top: ${vars.space[4]};
`;

const TriggerLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

function viewOf(value: string | null): RequestView {
  return value === requestViews.messages ? requestViews.messages : requestViews.estimation;
}

/**
 * The dealer's side of a request: the quote panel until the store has sent a quote, then that
 * quote and the conversation with its buyer as two tabs. The open tab is in the address
 * (`paths.requestMessages`), so the sent-quotes list and a reload open the conversation.
 */
export function QuoteSidePanel({ request }: { request: SellerQuotationDetail }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const unread = useSellerUnreadMessages();
  const view = viewOf(searchParams.get(requestViewParam));
  const tabsRef = useRef<HTMLDivElement>(null);
  // Opened for its conversation on a narrow screen, where the column sits below the request:
  // brought into view once, rather than left for the dealer to find.
  const openedForMessages = useRef(view === requestViews.messages);
  useEffect(() => {
    const tabs = tabsRef.current;
    if (!openedForMessages.current || !tabs) return;
    openedForMessages.current = false;
    if (tabs.getBoundingClientRect().top > window.innerHeight / 2) {
      tabs.scrollIntoView?.({ block: 'start' });
    }
  });
  const mine = request.myEstimation;
  if (!mine) return <EstimationPanel request={request} />;

  const unreadCount = unread.unreadOf(mine.id);
  const choose = (next: string) =>
    setSearchParams(
      (params) => {
        if (next === requestViews.messages) params.set(requestViewParam, next);
        else params.delete(requestViewParam);
        return params;
      },
      { replace: true },
    );

  return (
    <Tabs ref={tabsRef} value={view} onValueChange={choose}>
      <Tabs.List aria-label="내 견적과 고객 메시지">
        <Tabs.Trigger value={requestViews.estimation}>내 견적</Tabs.Trigger>
        <Tabs.Trigger value={requestViews.messages}>
          <TriggerLabel>
            메시지
            {unreadCount > 0 && <Badge tone="danger">안 읽음 {unreadCount}</Badge>}
          </TriggerLabel>
        </Tabs.Trigger>
      </Tabs.List>
      <Content value={requestViews.estimation}>
        <EstimationPanel request={request} />
      </Content>
      <Content value={requestViews.messages}>
        <ConversationPanel estimationId={mine.id} />
      </Content>
    </Tabs>
  );
}
