import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginResult } from '@quotemarket/contract';
import {
  readWebPushToken,
  useRegisterDevice,
  useStoredValue,
  useVisitorId,
} from '@quotemarket/hooks';
import { paths } from '../../paths';

/** Where a fresh login goes: the tutorial the first time, home after that. */
export function destinationAfterLogin(isFirstTimeLogin: boolean): string {
  return isFirstTimeLogin ? paths.tutorial() : paths.home();
}

/**
 * The spec's device-registration failure. It follows a login that worked and cannot be retried
 * from here, so it says what happened and where the buyer can turn notifications on later.
 */
export const deviceRegistrationFailedTitle = '알림을 켜지 못했어요';
export const deviceRegistrationFailedMessage = '로그인은 됐어요. MY > 알림 설정에서 켤 수 있어요.';
/** The alert's one button: nothing failed that needs the buyer, who goes on where they were going. */
export const deviceRegistrationFailedConfirm = '계속하기';

export interface DeviceRegistrationFailure {
  /** What the alert says under its title. */
  message: string;
  /** Where the buyer goes once the alert is acknowledged: the login itself worked. */
  destination: string;
}

/**
 * What follows a login on the login screen: the device is registered for notifications (the web:
 * platform web, the visitor id as udid, and as token the browser's push subscription when the
 * buyer allowed notifications here before, else an empty one; the apps: the device info their
 * wrapper sent), then the buyer goes to the tutorial on the first login, else home. A failed
 * registration does not undo the login: the alert says so, and acknowledging it goes on.
 */
export function usePostLogin() {
  const navigate = useNavigate();
  const { mutateAsync: registerDevice, isPending } = useRegisterDevice();
  const visitorId = useVisitorId();
  const [platform] = useStoredValue('platform');
  const [deviceInfo] = useStoredValue('deviceInfo');
  const [failure, setFailure] = useState<DeviceRegistrationFailure | null>(null);

  const finishLogin = useCallback(
    async (result: LoginResult) => {
      const destination = destinationAfterLogin(result.isFirstTimeLogin);
      try {
        const device =
          platform !== 'web' && deviceInfo
            ? { platform, udid: deviceInfo.uu_id, fcmToken: deviceInfo.token }
            : { platform, udid: visitorId, fcmToken: await readWebPushToken() };
        await registerDevice(device);
        void navigate(destination, { replace: true });
      } catch {
        setFailure({ message: deviceRegistrationFailedMessage, destination });
      }
    },
    [platform, deviceInfo, visitorId, registerDevice, navigate],
  );

  const acknowledgeFailure = useCallback(() => {
    if (!failure) return;
    setFailure(null);
    void navigate(failure.destination, { replace: true });
  }, [failure, navigate]);

  return { finishLogin, isRegistering: isPending, failure, acknowledgeFailure };
}
