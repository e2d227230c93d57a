// The device the app runs on: the native wrapper's bridge, and the id this browser keeps.
export {
  nativeBridgeNames,
  parseDeviceInfo,
  platformFromQuery,
  postToNative,
  useNativeBridge,
  type DeviceInfo,
  type NativeBridge,
  type NativeBridgeWindow,
  type NativeMessage,
  type Platform,
} from './useNativeBridge';
export { createVisitorId, useVisitorId } from './useVisitorId';
