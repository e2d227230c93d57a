import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginResult } from '@quotemarket/contract';
import { ApiError, useRegisterDevice, useStoredValue, useVisitorId } from '@quotemarket/hooks';
import { paths } from '../../paths';

/** Where a fresh login goes: the tutorial the first time, home after that. */
export function destinationAfterLogin(isFirstTimeLogin: boolean): string {
  return isFirstTimeLogin ? paths.tutorial() : paths.home();
}

/** The spec's device-registration failure, shown before the server's own reason. */
export const deviceRegistrationFailedTitle = '알림 기기 등록에 실패했어요. 다시 시도해 주세요.';
const unknownReason = '일시적인 문제가 발생했어요. 잠시 후 다시 시도해 주세요.';

export interface DeviceRegistrationFailure {
  /** The server's reason (or a general one when no answer came). */
  message: string;
  /** Where the buyer goes once the alert is acknowledged: the login itself worked. */
  destination: string;
}

/**
 * What follows a login on the login screen: the device is registered for notifications (the web:
 * platform web, the visitor id as udid, an empty token; the apps: the device info their wrapper
 * sent), then the buyer goes to the tutorial on the first login, else home. A failed registration
 * does not undo the login: the alert shows, and acknowledging it goes on.
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
      const device =
        platform !== 'web' && deviceInfo
          ? { platform, udid: deviceInfo.uu_id, fcmToken: deviceInfo.token }
          : { platform, udid: visitorId, fcmToken: '' };
      try {
        await registerDevice(device);
        void navigate(destination, { replace: true });
      } catch (error) {
        setFailure({
          message: error instanceof ApiError ? error.message : unknownReason,
          destination,
        });
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
