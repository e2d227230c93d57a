import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAppStorage, renderHookWithStorage } from '@quotemarket/testing';
import { platformFromQuery, useNativeBridge, type NativeBridgeWindow } from './useNativeBridge';

function fakeWindow(search: string) {
  const ios = { postMessage: vi.fn() };
  const android = { postMessage: vi.fn() };
  const parent = { postMessage: vi.fn() };
  const win: NativeBridgeWindow = {
    location: { search },
    webkit: { messageHandlers: { quotemarket: ios } },
    parent,
    open: vi.fn(),
    close: vi.fn(),
  };
  return { win, ios, android, parent };
}

const deviceInfo = { platform: 'ios', uu_id: 'device-1', token: 'fcm-1' };

describe('platformFromQuery', () => {
  it('reads only ios and android from the device flag', () => {
    expect(platformFromQuery('?device=ios')).toBe('ios');
    expect(platformFromQuery('?a=1&device=android')).toBe('android');
    expect(platformFromQuery('?device=windows')).toBeNull();
    expect(platformFromQuery('')).toBeNull();
  });
});

describe('useNativeBridge', () => {
  it('on iOS: stores the flag, says loaded once, and talks through the message handler', () => {
    const { win, ios } = fakeWindow('?device=ios');
    const { result, storage, rerender } = renderHookWithStorage(() => useNativeBridge(win));
    expect(result.current).toMatchObject({ platform: 'ios', isNativeApp: true });
    expect(storage.read('platform')).toBe('ios');
    rerender();
    expect(ios.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'loaded' });

    result.current.closeWebView();
    result.current.openExternalBrowser('https://example.com/spec');
    expect(ios.postMessage).toHaveBeenCalledWith({ type: 'closeWebView' });
    expect(ios.postMessage).toHaveBeenLastCalledWith({
      type: 'openExternalBrowser',
      url: 'https://example.com/spec',
    });
    expect(win.close).not.toHaveBeenCalled();
  });

  it('on Android: keeps the stored platform when a later URL has no flag; JSON to the bridge', () => {
    const storage = createMemoryAppStorage();
    storage.write('platform', 'android');
    const { win, android, parent } = fakeWindow('');
    win.QuotemarketAndroid = android;
    const { result } = renderHookWithStorage(() => useNativeBridge(win), { storage });
    expect(result.current.platform).toBe('android');
    expect(android.postMessage).toHaveBeenCalledExactlyOnceWith('{"type":"loaded"}');
    result.current.closeWebView();
    expect(android.postMessage).toHaveBeenLastCalledWith('{"type":"closeWebView"}');
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('on Android without the interface: messages go to the parent window', () => {
    const { win, parent } = fakeWindow('?device=android');
    renderHookWithStorage(() => useNativeBridge(win));
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'loaded' }, '*');
  });

  it('on the web: says nothing, closes the window and opens a new tab', () => {
    const { win, ios, parent } = fakeWindow('');
    const { result } = renderHookWithStorage(() => useNativeBridge(win));
    expect(result.current).toMatchObject({ platform: 'web', isNativeApp: false });
    result.current.openExternalBrowser('https://example.com');
    result.current.closeWebView();
    expect(win.open).toHaveBeenCalledWith('https://example.com', '_blank', 'noopener,noreferrer');
    expect(win.close).toHaveBeenCalledTimes(1);
    expect(ios.postMessage).not.toHaveBeenCalled();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('stores valid device info the wrapper hands to the global function, and removes it after', () => {
    const { win } = fakeWindow('?device=ios');
    const { result, storage, unmount } = renderHookWithStorage(() => useNativeBridge(win));
    act(() => win.receiveDeviceInfo?.('{"platform":"ios"}'));
    expect(storage.read('deviceInfo')).toBeNull();
    act(() => win.receiveDeviceInfo?.('not json'));
    act(() => win.receiveDeviceInfo?.(JSON.stringify(deviceInfo)));
    expect(storage.read('deviceInfo')).toEqual(deviceInfo);
    expect(result.current.deviceInfo).toEqual(deviceInfo);
    unmount();
    expect(win.receiveDeviceInfo).toBeUndefined();
  });
});
