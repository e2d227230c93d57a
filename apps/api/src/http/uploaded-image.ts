import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { profileImageMessages, profileImageRules } from '@quotemarket/contract';
import { invalidInput } from '../domain/shared/errors';
import { keepOnlyPixels } from '../edges/image-pixels';
import { detectImageType } from '../edges/image-type';

/** An error Fastify or one of its plugins raised with a 4xx of its own. */
export function isClientError(error: unknown): boolean {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}

/** A file that starts like a JPEG or PNG but is cut off or corrupt: the buyer can pick another. */
const undecodablePhotoMessage = '사진을 열 수 없어요. 다른 사진을 골라 주세요.';

/** The multipart plugin's refusal of a file past its `fileSize` limit (the contract's 5 MB). */
function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * An uploaded photo (a profile photo, a 사업자등록증, a product photo), under the contract's one rule
 * (`profileImageRules`, the apps' own check): at most
 * 5 MB, and a JPEG or PNG by its content, not by its name; then it must decode whole. Every
 * refusal is the buyer's to fix, so each is a 400 in words the app can show. Only its pixels are
 * kept: a photo's location and whatever rode along after the image never reach the disk.
 */
export async function readImage(
  part: MultipartFile,
  request: FastifyRequest,
): Promise<{ bytes: Buffer; extension: string; mime: string; width: number; height: number }> {
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    // The upload stops at the limit; the plugin's own answer would be a 413.
    if (isFileTooLarge(error)) throw invalidInput(profileImageMessages.tooLarge);
    throw error;
  }
  if (bytes.length > profileImageRules.maxBytes) throw invalidInput(profileImageMessages.tooLarge);
  const type = detectImageType(bytes);
  const allowed: readonly string[] = profileImageRules.mimeTypes;
  if (!type || !allowed.includes(type.mime)) {
    throw invalidInput(profileImageMessages.unsupportedType);
  }
  try {
    return { ...(await keepOnlyPixels(bytes, type)), extension: type.extension, mime: type.mime };
  } catch (error) {
    request.log.info({ err: error }, 'uploaded photo does not decode');
    throw invalidInput(undecodablePhotoMessage);
  }
}
