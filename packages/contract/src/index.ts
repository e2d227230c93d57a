export { toApiUrl, fillPathParams } from './core/api-url';
export { apiEnvelope, apiErrorBodySchema, successMessage } from './core/envelope';
export type { ApiEnvelope, ApiErrorBody } from './core/envelope';
export {
  defineEndpoint,
  defineEventStream,
  defineFileDownload,
  eventStreamPositionMaxLength,
  eventStreamResumeParameter,
  eventStreamSignals,
  httpMethods,
} from './core/endpoint';
export { lazySchema } from './core/lazy-schema';
export type {
  Endpoint,
  EndpointAuth,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  EventStream,
  EventStreamEvent,
  EventStreamOtherEvent,
  FileDownload,
  FileDownloadParams,
  FileDownloadQuery,
  HttpMethod,
} from './core/endpoint';
export * from './domain';
export * from './core/paging';
export * from './core/sorting';
export { canonicalJson } from './core/canonical-json';
export { listMainCategories, mainCategorySchema } from './home/main-categories';
export type { MainCategory } from './home/main-categories';
export * from './auth';
export * from './users';
export * from './catalog';
export * from './bidding';
export * from './quotations';
export * from './seller';
export * from './notifications';
export * from './web/page-rendering';
export * from './company';
export * from './operator';
export * from './messages';
