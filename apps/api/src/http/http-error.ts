/** An expected failure with a Korean message the app can show as it is. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message = '요청한 정보를 찾을 수 없습니다.') =>
  new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
