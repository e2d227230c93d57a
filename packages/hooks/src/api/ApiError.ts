import type { AxiosError } from 'axios';
import { apiErrorBodySchema } from '@quotemarket/contract';

const networkMessage = '네트워크 연결을 확인한 뒤 다시 시도해 주세요.';
const unknownMessage = '일시적인 문제가 생겼어요. 잠시 후 다시 시도해 주세요.';

/**
 * Every failed call becomes one of these: the HTTP status, the server's code and a Korean message;
 * for a body the server refused, also each field's message (`fieldErrors`, keyed by the field's
 * path such as `nickname` or `consent.agreed`) so a form can show it under the field.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(
    /** HTTP status, or 0 when no answer arrived. */
    readonly status: number,
    readonly statusCode: number,
    message: string,
    options?: { cause?: unknown; fieldErrors?: Record<string, string> | null },
  ) {
    super(message, options);
    this.fieldErrors = options?.fieldErrors ?? {};
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  /** No answer came: the network is down, or the code that makes the call could not be loaded. */
  static unreachable(cause: unknown): ApiError {
    return new ApiError(0, 0, networkMessage, { cause });
  }

  static from(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    if (isAxiosError(error)) {
      const response = error.response;
      if (!response) return ApiError.unreachable(error);
      const body = apiErrorBodySchema.safeParse(bodyOf(response.data));
      return body.success
        ? new ApiError(response.status, body.data.status_code, body.data.message, {
            cause: error,
            fieldErrors: body.data.data,
          })
        : new ApiError(response.status, response.status, unknownMessage, { cause: error });
    }
    return new ApiError(0, 0, unknownMessage, { cause: error });
  }
}

// axios' own `isAxiosError`, without importing axios: the client loads it with its first call.
function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'isAxiosError' in error &&
    error.isAxiosError === true
  );
}

/** A file download's refusal arrives as bytes (it asked for bytes): its JSON read from them. */
function bodyOf(data: unknown): unknown {
  if (!(data instanceof ArrayBuffer || ArrayBuffer.isView(data))) return data;
  try {
    return JSON.parse(new TextDecoder().decode(data));
  } catch {
    return null;
  }
}
