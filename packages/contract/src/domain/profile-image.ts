/** The profile photo rules of document 001: a JPG or PNG of at most 5 MB. */

export const profileImageRules = {
  extensions: ['jpg', 'jpeg', 'png'],
  mimeTypes: ['image/jpeg', 'image/png'],
  maxBytes: 5 * 1024 * 1024,
} as const;

/** The file picker's `accept`: the allowed MIME types. */
export const profileImageAccept = profileImageRules.mimeTypes.join(',');

export const profileImageMessages = {
  unsupportedType: '지원하지 않는 파일 형식이에요. JPG, PNG 파일만 올릴 수 있어요.',
  tooLarge: '파일 크기는 5MB를 넘을 수 없어요.',
  /** The buyer (or the phone's settings) refused the camera to the app or the browser. */
  cameraDenied: '카메라를 쓸 수 없어요. 설정에서 권한을 허용해 주세요.',
} as const;

/** The Korean message that refuses `file`, or null when it may be uploaded. */
export function validateProfileImage(file: {
  name: string;
  size: number;
  type: string;
}): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const extensionOk = (profileImageRules.extensions as readonly string[]).includes(extension);
  // Some pickers give no type; when one is given it must agree with the name.
  const typeOk =
    file.type === '' || (profileImageRules.mimeTypes as readonly string[]).includes(file.type);
  if (!extensionOk || !typeOk) return profileImageMessages.unsupportedType;
  if (file.size > profileImageRules.maxBytes) return profileImageMessages.tooLarge;
  return null;
}
