// The API client and its providers
export { ApiError } from './api/ApiError';
export { createApiClient, endpointOfRequest } from './api/createApiClient';
export type {
  ApiClient,
  ApiClientOptions,
  CallInput,
  DownloadedFile,
  DownloadInput,
  Refusal,
} from './api/createApiClient';
export { saveFile, useFileDownload } from './api/useFileDownload';
export type { FileDownloadOptions } from './api/useFileDownload';
export { ApiClientProvider, useApiClient } from './api/ApiClientProvider';
export { createAppApiClient } from './api/createAppApiClient';
export type { AppApiClientOptions } from './api/createAppApiClient';
export { createSellerApiClient } from './api/createSellerApiClient';
export type { SellerApiClientOptions } from './api/createSellerApiClient';
export { createOperatorApiClient } from './api/createOperatorApiClient';
export type { OperatorApiClientOptions } from './api/createOperatorApiClient';

// Storage rules
export { createMemoryStorage, createSafeStorage } from './storage/safeStorage';
export type { KeyValueStorage } from './storage/safeStorage';
export { storageKeys } from './storage/storageKeys';
export type { StorageArea, StorageKey, StorageKeyName, StoredValue } from './storage/storageKeys';
export { createAppStorage, createBrowserAppStorage } from './storage/appStorage';
export type { AppStorage, AppStorageOptions, SessionAccount } from './storage/appStorage';
export { useStoredValue } from './storage/useStoredValue';
export { useSettledStoredValue } from './storage/useSettledStoredValue';
export { useStoredValueSetter } from './storage/useStoredValueSetter';
export { AppStorageProvider, useAppStorage } from './storage/AppStorageProvider';

// Queries: the client defaults, the key factory, lists
export { createQueryClient } from './queries/createQueryClient';
export { queryKeys } from './queries/queryKeys';
export { listPageSize, nextPageNumber } from './queries/infinitePages';
export { pagedListQuery, usePagedList } from './queries/usePagedList';
export type { PagedItem, PagedListOptions } from './queries/usePagedList';

// Data hooks, one folder per API area
export * from './queries/home';
export * from './queries/company';
export * from './queries/catalog';
export * from './queries/operator-catalogue';
export * from './queries/users';
export * from './queries/bidding';
export * from './queries/quotations';
export * from './queries/message-actions';
export * from './queries/seller';
export * from './queries/dealerApplications';
export * from './queries/operator';
export * from './queries/operator-enforcement';

// Sign-in, verification and consent
export * from './auth';

// Web push for the buyer's notifications
export * from './push';

// The quote-request wizard and the product it asks quotes for
export * from './bidding';

// The spec's behaviour, by what it does
export * from './time';
export * from './browser';
export * from './device';
export * from './photo';
export * from './chunks';
export * from './tutorial';
export * from './notifications';
