import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  useSellerInboxEvents,
  useSellerLogout,
  useSellerProfile,
  useSellerUnreadMessages,
} from '@quotemarket/hooks';
import { estimationClosedReasonLabels } from '@quotemarket/contract';
import { Button, ConsoleLayout, Skeleton, useToast } from '@quotemarket/ui';
import { paths } from '../paths';
import { consoleSections, sectionOfPath } from './navigation';
import { WarningNotices } from './WarningNotices';

/**
 * The frame of every signed-in page: the navigation, the store's name, the logout, and the live
 * stream that keeps the inbox current, and the operators' warnings until acknowledged. New requests are counted on 견적 요청 until the dealer opens
 * the inbox, and announced with a toast; so are a deal won and, with its reason, each request the
 * dealer bid on that ended otherwise. What buyers wrote and the dealer has not read is counted on
 * 보낸 견적, and a new message is announced unless its conversation is on screen.
 */
export function ConsoleShell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const profile = useSellerProfile();
  const logout = useSellerLogout();
  const activeKey = sectionOfPath(pathname);
  const onInbox = activeKey === 'inbox';
  const [unseenRequests, setUnseenRequests] = useState(0);
  const unreadMessages = useSellerUnreadMessages();
  useSellerInboxEvents({
    onMessage: (event) => {
      // On the request's own page the conversation shows the message itself.
      if (event.change !== 'sent' || event.by !== 'buyer') return;
      if (pathname === paths.request(event.quotationId)) return;
      toast({
        title: '고객이 메시지를 보냈어요.',
        description: '보낸 견적에서 답해 주세요.',
        tone: 'info',
      });
    },
    onEvent: (event) => {
      if (event.change === 'opened') {
        if (!onInbox) setUnseenRequests((count) => count + 1);
        toast({ title: '새 견적 요청이 들어왔어요.', tone: 'info' });
      } else if (event.closedReason) {
        // Only the reason: who won, and at what price, is not this dealer's to know.
        toast({
          title: '내가 견적을 보낸 요청이 끝났어요',
          description: `${estimationClosedReasonLabels[event.closedReason]}. 더는 견적을 바꿀 수 없어요.`,
          tone: 'info',
        });
      } else if (event.change === 'selected' && event.mine) {
        toast({
          title: '구매자가 내 견적을 골랐어요. 낙찰에서 연락처를 확인해 주세요.',
          tone: 'success',
        });
      }
    },
  });
  // Opening the inbox shows every new request, so the count starts again from there.
  const [countedOn, setCountedOn] = useState(activeKey);
  if (countedOn !== activeKey) {
    setCountedOn(activeKey);
    if (onInbox) setUnseenRequests(0);
  }

  const navItems = consoleSections.map((section) => ({
    ...section,
    ...(section.key === 'inbox' && {
      count: unseenRequests,
      countLabel: (count: number) => `새 요청 ${count}건`,
    }),
    // The conversations are about the quotes sent: what buyers wrote unread is counted there.
    ...(section.key === 'bids' && {
      count: unreadMessages.total,
      countLabel: (count: number) => `안 읽은 메시지 ${count}개`,
    }),
  }));

  return (
    <ConsoleLayout
      brand="견적마켓 파트너"
      storeName={
        // Its line is kept while the name loads, so the page below does not move when it comes.
        profile.isPending ? (
          <Skeleton variant="text" width="8em" height="1lh" />
        ) : (
          profile.data?.storeName
        )
      }
      navItems={navItems}
      activeKey={activeKey}
      navLabel="콘솔 메뉴"
      actions={
        <Button
          variant="ghost"
          size="sm"
          loading={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, {
              onSettled: () => void navigate(paths.login(), { replace: true }),
            })
          }
        >
          로그아웃
        </Button>
      }
    >
      <WarningNotices />
      <Outlet />
    </ConsoleLayout>
  );
}
