import { describe, expect, it } from 'vitest';
import { profileTextFieldsSchema } from './index';

describe('profileTextFieldsSchema messages', () => {
  // The app checks a field with this schema before saving it, where the API's Korean error map is
  // not installed: each check the field can fail carries its own Korean message.
  const messageOf = (field: keyof typeof profileTextFieldsSchema.shape, value: string) =>
    profileTextFieldsSchema.shape[field].safeParse(value).error?.issues[0]?.message;

  it('explains a bad nickname, email or phone number in Korean', () => {
    expect(messageOf('nickname', ' ')).toBe('닉네임을 입력해 주세요.');
    expect(messageOf('nickname', '가'.repeat(21))).toBe('닉네임은 20자까지 쓸 수 있어요.');
    expect(messageOf('email', 'not-an-email')).toBe('이메일 주소를 정확히 입력해 주세요.');
    expect(messageOf('email', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(200)}.kr`)).toBe(
      '이메일 주소는 320자까지 쓸 수 있어요.',
    );
    expect(messageOf('phoneNumber', '0101234')).toMatch(/^[^A-Za-z]+$/);
  });
});
