/** The buyer app's words for a refused photo (the contract's `profileImageMessages`). */
export const unsupportedImageMessage =
  '지원하지 않는 파일 형식이에요. JPG, PNG 파일만 올릴 수 있어요.';
export const tooLargeImageMessage = '파일 크기는 5MB를 넘을 수 없어요.';
export const cameraDeniedMessage = '카메라를 쓸 수 없어요. 설정에서 권한을 허용해 주세요.';

/**
 * A photo rule for the stories and tests, shaped as the buyer app passes its profile-photo rule
 * (JPG or PNG, at most 5 MB, as `validateProfileImage` of the contract): the picker itself knows
 * no file rule.
 */
export const sampleImageRule = {
  accept: 'image/jpeg,image/png',
  validate: (file: Pick<File, 'name' | 'size'>) => {
    if (!/\.(jpe?g|png)$/i.test(file.name)) return unsupportedImageMessage;
    if (file.size > 5 * 1024 * 1024) return tooLargeImageMessage;
    return null;
  },
};
