import type { Profile } from '../index';

/** A signed-in buyer's profile as the API answers it, with whatever a test needs changed. */
export function buyerProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 5,
    profileImage: null,
    firstName: '김민수',
    provider_id: '민수',
    nickname: '민수',
    provider: 'kakao',
    email: 'minsu@example.com',
    phoneNumber: '01012345678',
    ...overrides,
  };
}
