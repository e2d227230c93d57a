export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface ImageFileMessages {
  unsupportedType: string;
  tooLarge: string;
}

export const defaultImageFileMessages: ImageFileMessages = {
  unsupportedType: '지원하지 않는 파일 형식이에요.',
  tooLarge: '파일 크기는 5MB를 넘을 수 없어요.',
};

const allowedExtension = /\.(jpe?g|png)$/i;

/** The profile photo rule: .jpg, .jpeg or .png, at most 5 MB. Returns the message, or null if fine. */
export function validateImageFile(
  file: Pick<File, 'name' | 'size'>,
  maxBytes: number = IMAGE_MAX_BYTES,
  messages: ImageFileMessages = defaultImageFileMessages,
): string | null {
  if (!allowedExtension.test(file.name)) return messages.unsupportedType;
  if (file.size > maxBytes) return messages.tooLarge;
  return null;
}
