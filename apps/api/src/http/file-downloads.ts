import type { FastifyInstance } from 'fastify';
import {
  apiErrorBodySchema,
  toApiUrl,
  type FileDownload,
  type FileDownloadParams,
  type FileDownloadQuery,
} from '@quotemarket/contract';
import type { BuyerAuth, SellerAuth } from '../auth/request-auth';
import type { AppDeps } from '../deps';
import { authorize } from './router';

export interface FileDownloadInput<D extends FileDownload> {
  query: FileDownloadQuery<D>;
  params: FileDownloadParams<D>;
  auth: D['auth'] extends 'buyer' ? BuyerAuth : D['auth'] extends 'seller' ? SellerAuth : null;
}

/** The file: its bytes, its name as the person sees it, and a plain ASCII name for old clients. */
export interface DownloadedFile {
  bytes: Uint8Array;
  fileName: string;
  asciiFileName: string;
}

export type MountFileDownload = <D extends FileDownload>(
  download: D,
  handler: (input: FileDownloadInput<D>) => Promise<DownloadedFile>,
) => void;

/** RFC 5987's `attr-char`: what `encodeURIComponent` leaves bare, less `'()*`. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `attachment`, the Korean name for browsers that read `filename*`, the ASCII one for others. */
export function attachmentDisposition({ fileName, asciiFileName }: DownloadedFile): string {
  return `attachment; filename="${asciiFileName}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/**
 * Mounts contract file downloads (`defineFileDownload`): the caller checked as for endpoints, the
 * query and params validated, then the bytes sent as an attachment. Every refusal (401, 403, 404,
 * 410) is the error handler's JSON, as on any endpoint. Not kept by browsers or proxies: the copy
 * is someone's deal, and a share link's copy stops when the link does.
 */
export function createFileDownloadMount(app: FastifyInstance, deps: AppDeps): MountFileDownload {
  return (download, handler) => {
    // Untyped on purpose: the answer is bytes, which the zod provider's typing of `send` (the 4XX
    // envelope) does not admit; the zod schemas still validate and document the request.
    app.route({
      method: 'GET',
      url: toApiUrl(download.path),
      schema: {
        summary: download.summary,
        tags: [...download.tags],
        ...(download.auth && { security: [{ bearer: [] }] }),
        ...(download.query && { querystring: download.query }),
        ...(download.params && { params: download.params }),
        produces: [download.mediaType, 'application/json'],
        response: { '4XX': apiErrorBodySchema, '5XX': apiErrorBodySchema },
      },
      onRequest: async (request) => {
        request.auth = await authorize(download, request, deps);
      },
      handler: async (request, reply) => {
        const file = await handler({
          query: request.query as never,
          params: request.params as never,
          auth: request.auth as never,
        });
        return reply
          .type(download.mediaType)
          .header('content-disposition', attachmentDisposition(file))
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
      },
    });
  };
}
