import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  getNotificationSettings,
  reconfirmAdvertisingConsent,
  registerDevice,
  updateNotificationSettings,
  webPushPublicKey,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '@quotemarket/contract';
import { stubBrowserWebPush, type FakeWebPushOptions } from '@quotemarket/testing';
import { paths } from '../../paths';
import { apiErrorResponse, mockEndpoint, renderApp, setupMswServer } from '../../testing/renderApp';
import { routes } from '../routes';

const server = setupMswServer();

// Page chunks compile on first import; the login page is where a visitor without a token lands.
beforeAll(async () => {
  await Promise.all([import('./NotificationSettingsPage'), import('../login/LoginPage')]);
});

const defaults: NotificationSettings = {
  infoNotifications: true,
  eventNotifications: false,
  allProductNotifications: true,
  cellPhoneQuoteNotification: true,
  internetQuoteNotification: true,
  waterPurifierQuoteNotification: true,
  airPurifierQuoteNotification: true,
  massageChairQuoteNotification: true,
  advertisingConsent: false,
  nightAdvertisingConsent: false,
  advertisingConsentRecordedAt: null,
  nightAdvertisingConsentRecordedAt: null,
};

/** When the stand-in server records a consent: 25 November 2026, 10:00 in Seoul. */
const recordedAt = '2026-11-25T01:00:00.000Z';

/**
 * A stand-in for the API that keeps what is saved (so a reload shows it) and dates a consent when
 * it changes, as the real one does.
 */
function serveSettings(initial: NotificationSettings = defaults) {
  let stored = initial;
  const read = mockEndpoint(getNotificationSettings, () => stored);
  const save = mockEndpoint(updateNotificationSettings, ({ body }) => {
    const update = body as NotificationSettingsUpdate;
    const advertisingConsent = update.advertisingConsent ?? stored.advertisingConsent;
    const nightAdvertisingConsent =
      advertisingConsent && (update.nightAdvertisingConsent ?? stored.nightAdvertisingConsent);
    stored = {
      ...stored,
      ...update,
      advertisingConsent,
      nightAdvertisingConsent,
      advertisingConsentRecordedAt:
        advertisingConsent === stored.advertisingConsent
          ? stored.advertisingConsentRecordedAt
          : recordedAt,
      nightAdvertisingConsentRecordedAt:
        nightAdvertisingConsent === stored.nightAdvertisingConsent
          ? stored.nightAdvertisingConsentRecordedAt
          : recordedAt,
    };
    return stored;
  });
  server.use(read.handler, save.handler);
  return { save, stored: () => stored };
}

function renderSettings({ loggedIn = true } = {}) {
  return renderApp(routes, {
    entries: [paths.notificationSettings()],
    api: 'msw',
    ...(loggedIn && { token: 'buyer-token' }),
  });
}

const switchNamed = (name: string) => screen.findByRole('switch', { name });
const productSwitchNames = [
  '휴대폰 견적 알림',
  '인터넷 견적 알림',
  '정수기 견적 알림',
  '생활가전 견적 알림',
  '헬스/뷰티 견적 알림',
];

describe('notification settings page', () => {
  it('shows every switch as saved, the five product ones named by category', async () => {
    serveSettings({ ...defaults, eventNotifications: true, infoNotifications: false });
    renderSettings();

    expect(await screen.findByRole('heading', { level: 1, name: '알림 설정' })).toBeInTheDocument();
    expect(await switchNamed('서비스 안내 알림')).not.toBeChecked();
    expect(await switchNamed('이벤트 알림')).toBeChecked();
    expect(await switchNamed('전체 상품 견적 알림')).toBeChecked();
    for (const name of productSwitchNames) expect(await switchNamed(name)).toBeChecked();
    expect(await switchNamed('광고성 정보 수신 동의')).not.toBeChecked();
    const night = await switchNamed('야간 광고성 정보 수신 동의');
    expect(night).not.toBeChecked();
    expect(night).toBeDisabled();
    expect(night).toHaveAccessibleDescription(
      expect.stringContaining('광고성 정보 수신에 동의하면 켤 수 있어요.'),
    );
  });

  it("turns 'all product' off with one product, on again with the last, and sets all five at once", async () => {
    const api = serveSettings();
    const user = userEvent.setup();
    renderSettings();

    await user.click(await switchNamed('정수기 견적 알림'));
    expect(await switchNamed('정수기 견적 알림')).not.toBeChecked();
    expect(await switchNamed('전체 상품 견적 알림')).not.toBeChecked();
    await waitFor(() => expect(api.save.calls).toHaveLength(1));
    expect(api.save.calls[0]?.body).toMatchObject({
      waterPurifierQuoteNotification: false,
      allProductNotifications: false,
    });
    // Only switches are sent: the server dates the consents.
    expect(api.save.calls[0]?.body).not.toHaveProperty('advertisingConsentRecordedAt');

    await user.click(await switchNamed('정수기 견적 알림'));
    expect(await switchNamed('전체 상품 견적 알림')).toBeChecked();

    await user.click(await switchNamed('전체 상품 견적 알림'));
    for (const name of productSwitchNames) expect(await switchNamed(name)).not.toBeChecked();
    await waitFor(() => expect(api.save.calls).toHaveLength(3));
    expect(api.stored()).toMatchObject({
      allProductNotifications: false,
      cellPhoneQuoteNotification: false,
      massageChairQuoteNotification: false,
    });
  });

  it('keeps the switches across a reload', async () => {
    const api = serveSettings();
    const user = userEvent.setup();
    const first = renderSettings();
    await user.click(await switchNamed('이벤트 알림'));
    await waitFor(() => expect(api.save.calls).toHaveLength(1));
    first.unmount();

    renderSettings();
    expect(await switchNamed('이벤트 알림')).toBeChecked();
  });

  it('tells the sender, the date and the result when the buyer opts in to advertising, and out', async () => {
    serveSettings();
    const user = userEvent.setup();
    renderSettings();

    await user.click(await switchNamed('광고성 정보 수신 동의'));

    expect(await screen.findByText('견적마켓 광고성 정보 수신 동의 안내')).toBeInTheDocument();
    expect(screen.getByText('2026년 11월 25일 광고성 정보 수신에 동의했어요.')).toBeInTheDocument();
    const advertising = await switchNamed('광고성 정보 수신 동의');
    await waitFor(() =>
      expect(advertising).toHaveAccessibleDescription(
        expect.stringContaining('2026년 11월 25일에 동의했어요'),
      ),
    );
    const night = await switchNamed('야간 광고성 정보 수신 동의');
    expect(night).toBeEnabled();

    await user.click(night);
    expect(
      await screen.findByText(
        '2026년 11월 25일 야간(오후 9시~오전 8시) 광고성 정보 수신에 동의했어요.',
      ),
    ).toBeInTheDocument();

    await user.click(advertising);
    expect(
      await screen.findByText('2026년 11월 25일 광고성 정보 수신을 거부했어요.'),
    ).toBeInTheDocument();
    // Withdrawing advertising withdraws the night-time consent with it.
    expect(await switchNamed('야간 광고성 정보 수신 동의')).not.toBeChecked();
    expect(await switchNamed('야간 광고성 정보 수신 동의')).toBeDisabled();
  });

  it('asks to confirm a consent older than two years again, and dates it today', async () => {
    serveSettings({
      ...defaults,
      advertisingConsent: true,
      advertisingConsentRecordedAt: '2020-03-02T01:00:00.000Z',
    });
    const confirmed = mockEndpoint(reconfirmAdvertisingConsent, () => ({
      ...defaults,
      advertisingConsent: true,
      advertisingConsentRecordedAt: recordedAt,
    }));
    server.use(confirmed.handler);
    const user = userEvent.setup();
    renderSettings();

    const reminder = (
      await screen.findByRole('heading', { name: '광고성 정보 수신 동의를 다시 확인해 주세요' })
    ).closest('[data-qm="banner"]') as HTMLElement;
    expect(within(reminder).getByText(/2020년 3월 2일에 동의한 지 2년이 지났어요/)).toBeVisible();

    await user.click(within(reminder).getByRole('button', { name: '동의 유지하기' }));

    expect(
      await screen.findByText('2026년 11월 25일 광고성 정보 수신 동의를 다시 확인했어요.'),
    ).toBeInTheDocument();
    expect(confirmed.calls).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: '광고성 정보 수신 동의를 다시 확인해 주세요' }),
      ).not.toBeInTheDocument(),
    );
    expect(await switchNamed('광고성 정보 수신 동의')).toHaveAccessibleDescription(
      expect.stringContaining('2026년 11월 25일에 동의했어요'),
    );
  });

  it('does not ask again for a recent consent', async () => {
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    serveSettings({
      ...defaults,
      advertisingConsent: true,
      advertisingConsentRecordedAt: yesterday,
    });
    renderSettings();

    expect(await switchNamed('광고성 정보 수신 동의')).toBeChecked();
    expect(
      screen.queryByRole('heading', { name: '광고성 정보 수신 동의를 다시 확인해 주세요' }),
    ).not.toBeInTheDocument();
  });

  /** Turns the phone switch off while the server refuses to save, with `status` and `message`. */
  async function switchWhileSavingFails(status: number, message: string) {
    serveSettings();
    server.use(
      mockEndpoint(updateNotificationSettings, () => apiErrorResponse(status, message)).handler,
    );
    const user = userEvent.setup();
    renderSettings();
    await user.click(await switchNamed('휴대폰 견적 알림'));
  }

  it('moves a switch back and says why when the save fails', async () => {
    await switchWhileSavingFails(500, '잠시 후 다시 시도해 주세요.');

    expect(await screen.findByText('알림 설정을 저장하지 못했어요.')).toBeInTheDocument();
    expect(
      screen.getByText('잠시 후 다시 시도해 주세요. 바꾼 설정은 원래대로 돌려 놓았어요.'),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await switchNamed('휴대폰 견적 알림')).toBeChecked());
    expect(await switchNamed('전체 상품 견적 알림')).toBeChecked();
  });

  it('does not say the failure twice when the server refuses a switch', async () => {
    await switchWhileSavingFails(400, '알림 설정을 저장하지 못했어요. 다시 시도해 주세요.');

    expect(await screen.findByText('알림 설정을 저장하지 못했어요.')).toBeInTheDocument();
    expect(
      screen.getByText('바꾼 설정은 원래대로 돌려 놓았어요. 다시 시도해 주세요.'),
    ).toBeInTheDocument();
  });

  it('sends a visitor without a login to the login page', async () => {
    const api = serveSettings();
    const { router } = renderSettings({ loggedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login()));
    expect(api.save.calls).toHaveLength(0);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  describe('this browser’s notifications', () => {
    const publicKey =
      'BAMGCQwPEhUYGx4hJCcqLTAzNjk8P0JFSEtOUVRXWl1gY2ZpbG9ydXh7foGEh4qNkJOWmZyfoqWoq66xtLe6vcA';

    /** The settings page with a web push browser by hand, and the server's key and devices. */
    function renderWithBrowser(browser: FakeWebPushOptions, initial = defaults) {
      const push = stubBrowserWebPush(browser);
      onTestFinished(push.restore);
      const device = mockEndpoint(registerDevice, ({ body }) => ({
        platform: 'web' as const,
        udid: (body as { udid: string }).udid,
      }));
      server.use(mockEndpoint(webPushPublicKey, { publicKey }).handler, device.handler);
      const api = serveSettings(initial);
      renderSettings();
      return { push, device, api };
    }

    const notice = (title: string) =>
      screen
        .findByRole('heading', { level: 2, name: title })
        .then((heading) => heading.closest('[data-qm="banner"]') as HTMLElement);

    it('offers to turn them on, and asks the permission only when the buyer taps', async () => {
      const user = userEvent.setup();
      const { push, device } = renderWithBrowser({});
      const offer = await notice('이 브라우저로도 알림을 받아 보세요');
      expect(push.prompts).toEqual([]);

      await user.click(within(offer).getByRole('button', { name: '브라우저 알림 켜기' }));
      await waitFor(() => expect(device.calls).toHaveLength(1));
      expect(push.prompts).toEqual(['default']);
      expect(device.calls[0]?.body).toMatchObject({
        platform: 'web',
        fcmToken: JSON.stringify(push.active()!.toJSON()),
      });
      await waitFor(() =>
        expect(
          screen.queryByRole('heading', { name: '이 브라우저로도 알림을 받아 보세요' }),
        ).not.toBeInTheDocument(),
      );
    });

    it('subscribes when a notification switch is turned on, but not for a consent', async () => {
      const user = userEvent.setup();
      const { push, api } = renderWithBrowser({}, { ...defaults, infoNotifications: false });
      await user.click(await switchNamed('광고성 정보 수신 동의'));
      await waitFor(() => expect(api.save.calls).toHaveLength(1));
      expect(push.prompts).toEqual([]);

      await user.click(await switchNamed('서비스 안내 알림'));
      await waitFor(() => expect(api.save.calls).toHaveLength(2));
      expect(push.prompts).toEqual(['default']);
      await waitFor(() => expect(push.active()).not.toBeNull());
    });

    it('says how to allow them when the buyer refused, and keeps the switch', async () => {
      const user = userEvent.setup();
      const { api } = renderWithBrowser(
        { answer: 'denied' },
        { ...defaults, infoNotifications: false },
      );
      await user.click(await switchNamed('서비스 안내 알림'));
      const refused = await notice('브라우저 알림이 꺼져 있어요');
      expect(refused).toHaveTextContent('브라우저 설정에서 알림을 허용해 주세요.');
      expect(within(refused).queryByRole('button')).not.toBeInTheDocument();
      await waitFor(() => expect(api.stored().infoNotifications).toBe(true));
    });

    it('says when this browser cannot show them at all', async () => {
      serveSettings();
      renderSettings();
      expect(await notice('이 브라우저에서는 알림을 받을 수 없어요')).toHaveTextContent(
        '아이폰에서는 견적마켓을 홈 화면에 추가하면 받을 수 있어요.',
      );
    });

    it('says nothing once they are on, or when every notification is off', async () => {
      renderWithBrowser({ permission: 'granted', subscribedWithKey: publicKey });
      expect(await switchNamed('서비스 안내 알림')).toBeChecked();
      await waitFor(() => expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(3));
    });
  });
});
