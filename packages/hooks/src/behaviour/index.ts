export { useBrowserValue } from './useBrowserValue';
export { useCountdown } from './useCountdown';
export type { Countdown } from './useCountdown';
export { debounceDelays, useDebouncedValue } from './useDebouncedValue';
export { useRequireLogin } from './useRequireLogin';
export type { RequireLogin } from './useRequireLogin';
export {
  readViewportHeight,
  useViewportHeight,
  viewportHeightVariable,
  viewportUnitVariable,
} from './useViewportHeight';
export type { ViewportWindow } from './useViewportHeight';
export {
  nativeBridgeNames,
  parseDeviceInfo,
  platformFromQuery,
  postToNative,
  useNativeBridge,
} from './useNativeBridge';
export type {
  DeviceInfo,
  NativeBridge,
  NativeBridgeWindow,
  NativeMessage,
  Platform,
} from './useNativeBridge';
export { createVisitorId, useVisitorId } from './useVisitorId';
export { useImageFile } from './useImageFile';
export type { ImageFile } from './useImageFile';
export {
  productNotificationKeys,
  toggleNotification,
  useNotificationToggles,
} from './useNotificationToggles';
export type { NotificationKey, NotificationToggles } from './useNotificationToggles';
export { useBiddingTarget } from './useBiddingTarget';
export type { BiddingTarget, BiddingTargetState } from './useBiddingTarget';
export {
  canSkipTutorial,
  initialTutorialState,
  isTutorialFinished,
  isWaitingForChoice,
  reduceTutorial,
  tutorialIdleHint,
  tutorialSkipFromStep,
  tutorialTiming,
  useTutorialScript,
} from './useTutorialScript';
export type {
  TutorialAction,
  TutorialScript,
  TutorialState,
  TutorialStep,
} from './useTutorialScript';
export { checkCameraAccess } from './checkCameraAccess';
export type { CameraPermissions } from './checkCameraAccess';
export {
  createBrowserChunkLoader,
  createChunkLoader,
  lazyPage,
  reloadAddress,
} from './chunkLoader';
export type {
  BrowserChunkLoader,
  ChunkLoader,
  ChunkLoaderOptions,
  LazyPageOptions,
  PendingNavigationSource,
} from './chunkLoader';
