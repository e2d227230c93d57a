import { profileImageMessages } from '@quotemarket/contract';

/** The part of `navigator.permissions` the check reads; tests pass a fake one. */
export interface CameraPermissions {
  query(descriptor: { name: 'camera' }): Promise<{ state: string }>;
}

function browserPermissions(): CameraPermissions | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return navigator.permissions as unknown as CameraPermissions | undefined;
}

/**
 * Before the camera opens for a profile photo: the spec's message when the camera is known to be
 * refused (the buyer or the phone's settings said no), else null. A browser that cannot tell
 * (no Permissions API, or 'camera' unknown to it, as in Firefox and some web views) is let through:
 * the phone then asks itself.
 */
export async function checkCameraAccess(
  permissions: CameraPermissions | undefined = browserPermissions(),
): Promise<string | null> {
  if (!permissions) return null;
  try {
    const status = await permissions.query({ name: 'camera' });
    return status.state === 'denied' ? profileImageMessages.cameraDenied : null;
  } catch {
    return null;
  }
}
