import { describe, expect, it } from 'vitest';
import { profileImageAccept, profileImageMessages, validateProfileImage } from './profile-image';

const megabytes = (count: number) => count * 1024 * 1024;

describe('validateProfileImage', () => {
  it('accepts JPG, JPEG and PNG up to 5 MB, whatever the case of the name', () => {
    expect(validateProfileImage({ name: 'me.jpg', size: 1000, type: 'image/jpeg' })).toBeNull();
    expect(validateProfileImage({ name: 'ME.JPEG', size: megabytes(5), type: '' })).toBeNull();
    expect(validateProfileImage({ name: 'me.png', size: 1000, type: 'image/png' })).toBeNull();
  });

  it('refuses other formats, and a type that contradicts the name', () => {
    const { unsupportedType } = profileImageMessages;
    expect(validateProfileImage({ name: 'me.gif', size: 10, type: 'image/gif' })).toBe(
      unsupportedType,
    );
    expect(validateProfileImage({ name: 'me.heic', size: 10, type: '' })).toBe(unsupportedType);
    expect(validateProfileImage({ name: 'png', size: 10, type: '' })).toBe(unsupportedType);
    expect(validateProfileImage({ name: 'me.png', size: 10, type: 'image/webp' })).toBe(
      unsupportedType,
    );
    expect(validateProfileImage({ name: 'me.png', size: 10, type: 'text/html' })).toBe(
      unsupportedType,
    );
  });

  it('refuses a file over 5 MB in 해요체', () => {
    expect(validateProfileImage({ name: 'me.png', size: megabytes(5) + 1, type: '' })).toBe(
      '파일 크기는 5MB를 넘을 수 없어요.',
    );
  });

  it('tells the picker which types to offer', () => {
    expect(profileImageAccept).toBe('image/jpeg,image/png');
  });
});
