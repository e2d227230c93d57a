import { useCallback, useState } from 'react';
import { styled } from 'styled-components';
import {
  consentDateLine,
  consentReconfirmedMessage,
  formatConsentDate,
  notificationSettingsRejectedMessage,
  notificationSwitchLabels,
  productNotificationKeys,
  type NotificationSettings,
  type NotificationSwitchKey,
} from '@quotemarket/contract';
import {
  useNotificationSettings,
  useNotificationToggles,
  useReconfirmAdvertisingConsent,
  useUpdateNotificationSettings,
  useWebPushSubscription,
  webPushMessage,
} from '@quotemarket/hooks';
import {
  Banner,
  Button,
  ErrorFallback,
  PageSection,
  PageStack,
  SkeletonList,
  Switch,
  useToast,
  vars,
} from '@quotemarket/ui';
import {
  browserNotificationNotice,
  consentChangeNotice,
  consentDueForReconfirmation,
  deliveredSwitchKeys,
} from './notificationSettingsRules';

const SwitchList = styled.div`
  display: flex;
  flex-direction: column;
`;

/** A switch's second line: what it is for, and for a consent the date of the buyer's choice. */
const DescriptionLine = styled.span`
  display: block;

  & + & {
    margin-top: ${vars.space[1]};
  }
`;

/** The law's notices stay long enough to be read. */
const noticeDurationMs = 6000;

const descriptions: Partial<Record<NotificationSwitchKey, string>> = {
  infoNotifications: '공지사항과 서비스 변경 소식을 알려 드려요.',
  allProductNotifications:
    '판매점이 견적을 보내면 알려 드려요. 다섯 가지 상품을 한 번에 켜고 꺼요.',
  advertisingConsent: '혜택과 이벤트 같은 광고성 정보를 알림으로 받아요.',
  nightAdvertisingConsent: '오후 9시부터 다음 날 오전 8시 사이에도 광고성 정보를 받아요.',
};

function Description({ lines }: { lines: (string | null | undefined)[] }) {
  const shown = lines.filter((line): line is string => Boolean(line));
  if (shown.length === 0) return undefined;
  return (
    <>
      {shown.map((line) => (
        <DescriptionLine key={line}>{line}</DescriptionLine>
      ))}
    </>
  );
}

/**
 * `paths.notificationSettings`: the buyer's notification switches (document 001) and the
 * advertising consents of 정보통신망법 제50조. Each switch is saved as soon as it moves and moves back
 * with a message when the save fails; a consent shows the date the server recorded. On the web,
 * turning a notification on also subscribes this browser (the tap asks its permission), and a
 * notice above the switches says when the browser will not show them, or offers to turn it on.
 */
export function NotificationSettingsPage() {
  const settings = useNotificationSettings();
  const { mutateAsync: saveSettings } = useUpdateNotificationSettings();
  const reconfirm = useReconfirmAdvertisingConsent();
  const webPush = useWebPushSubscription();
  const { toast } = useToast();
  const [now] = useState(() => new Date());

  const save = useCallback(
    (next: NotificationSettings) => {
      const before = settings.data;
      saveSettings(next).then(
        (saved) => {
          const notice = before ? consentChangeNotice(before, saved) : null;
          if (notice)
            toast({
              title: notice.title,
              description: notice.message,
              tone: 'success',
              durationMs: noticeDurationMs,
            });
        },
        (error: Error) =>
          toast({
            title: '알림 설정을 저장하지 못했어요.',
            // The server's refusal of a switch says the title again: only the way on is added.
            description:
              error.message === notificationSettingsRejectedMessage
                ? '바꾼 설정은 원래대로 돌려 놓았어요. 다시 시도해 주세요.'
                : `${error.message} 바꾼 설정은 원래대로 돌려 놓았어요.`,
            tone: 'error',
          }),
      );
    },
    [settings.data, saveSettings, toast],
  );
  const { setToggle } = useNotificationToggles({ value: settings.data, onChange: save });

  // The permission prompt follows the buyer's tap; what it came to shows in the notice, and only
  // a failure that the notice cannot tell is said in a toast.
  const enableBrowserNotifications = () =>
    webPush.enable().then((outcome) => {
      const message = outcome === 'failed' ? webPushMessage(outcome) : null;
      if (message) toast({ title: message, tone: 'error' });
    });

  const confirmAgain = () =>
    reconfirm.mutateAsync().then(
      (saved) =>
        toast({
          title: '견적마켓 광고성 정보 수신 동의 확인',
          description: consentReconfirmedMessage(saved.advertisingConsentRecordedAt ?? new Date()),
          tone: 'success',
          durationMs: noticeDurationMs,
        }),
      (error: Error) =>
        toast({
          title: '동의를 다시 확인하지 못했어요.',
          description: error.message,
          tone: 'error',
        }),
    );

  if (settings.isPending) {
    return (
      <PageStack>
        <SkeletonList count={6} label="알림 설정을 불러오는 중" />
      </PageStack>
    );
  }
  if (settings.isError) {
    return (
      <PageStack>
        <ErrorFallback
          title="알림 설정을 불러오지 못했어요"
          onRetry={() => void settings.refetch()}
        />
      </PageStack>
    );
  }

  const value = settings.data;
  const row = (key: NotificationSwitchKey, extra: (string | null)[] = [], disabled = false) => (
    <Switch
      key={key}
      label={notificationSwitchLabels[key]}
      description={<Description lines={[descriptions[key], ...extra]} />}
      checked={value[key]}
      disabled={disabled}
      onCheckedChange={(on) => {
        if (on && deliveredSwitchKeys.has(key)) void enableBrowserNotifications();
        setToggle(key, on);
      }}
    />
  );
  const dueSince = consentDueForReconfirmation(value, now);
  const browserNotice = browserNotificationNotice(webPush.state, value);

  return (
    <PageStack>
      {browserNotice && (
        <Banner
          tone="neutral"
          headingLevel={2}
          title={browserNotice.title}
          description={browserNotice.description}
          action={
            browserNotice.offersToTurnOn && (
              <Button
                size="sm"
                loading={webPush.isEnabling}
                onClick={() => void enableBrowserNotifications()}
              >
                브라우저 알림 켜기
              </Button>
            )
          }
        />
      )}
      <PageSection title="서비스 알림">
        <SwitchList>
          {row('infoNotifications')}
          {row('eventNotifications', [
            value.advertisingConsent
              ? '이벤트 소식을 알려 드려요.'
              : '이벤트 소식은 광고성 정보라서 광고성 정보 수신에 동의해야 받을 수 있어요.',
          ])}
        </SwitchList>
      </PageSection>

      <PageSection title="견적 알림">
        <SwitchList>
          {row('allProductNotifications')}
          {productNotificationKeys.map((key) => row(key))}
        </SwitchList>
      </PageSection>

      <PageSection title="광고성 정보 수신">
        {dueSince && (
          <Banner
            tone="neutral"
            headingLevel={3}
            title="광고성 정보 수신 동의를 다시 확인해 주세요"
            description={`${formatConsentDate(dueSince)}에 동의한 지 2년이 지났어요. 계속 받으려면 동의를 다시 확인해 주세요. 원하지 않으면 아래에서 끌 수 있어요.`}
            action={
              <Button size="sm" loading={reconfirm.isPending} onClick={() => void confirmAgain()}>
                동의 유지하기
              </Button>
            }
          />
        )}
        <SwitchList>
          {row('advertisingConsent', [
            consentDateLine(value.advertisingConsent, value.advertisingConsentRecordedAt),
          ])}
          {row(
            'nightAdvertisingConsent',
            [
              value.advertisingConsent
                ? consentDateLine(
                    value.nightAdvertisingConsent,
                    value.nightAdvertisingConsentRecordedAt,
                  )
                : '광고성 정보 수신에 동의하면 켤 수 있어요.',
            ],
            !value.advertisingConsent,
          )}
        </SwitchList>
      </PageSection>
    </PageStack>
  );
}
