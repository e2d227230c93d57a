import { describe, expect, it, vi } from 'vitest';
import { checkCameraAccess } from './checkCameraAccess';

const answering = (state: string) => ({ query: vi.fn(async () => ({ state })) });

describe('checkCameraAccess', () => {
  it('refuses with the spec message when the camera permission is denied', async () => {
    const permissions = answering('denied');
    await expect(checkCameraAccess(permissions)).resolves.toBe(
      '카메라를 쓸 수 없어요. 설정에서 권한을 허용해 주세요.',
    );
    expect(permissions.query).toHaveBeenCalledWith({ name: 'camera' });
  });

  it('lets the camera open when it is granted or the phone will ask', async () => {
    await expect(checkCameraAccess(answering('granted'))).resolves.toBeNull();
    await expect(checkCameraAccess(answering('prompt'))).resolves.toBeNull();
  });

  it('lets it open when the browser cannot tell', async () => {
    await expect(checkCameraAccess(undefined)).resolves.toBeNull();
    const unknownName = { query: vi.fn(() => Promise.reject(new TypeError('camera'))) };
    await expect(checkCameraAccess(unknownName)).resolves.toBeNull();
  });
});
