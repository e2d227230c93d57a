import type { FastifyRequest } from 'fastify';
import {
  cancelMembership,
  getNotificationSettings,
  getProfile,
  profileTextFieldsSchema,
  reconfirmAdvertisingConsent,
  updateNotificationSettings,
  updateProfile,
  type Profile,
} from '@quotemarket/contract';
import type { AppDeps } from '../deps';
import {
  readNotificationSettings,
  reconfirmAdvertisingConsent as reconfirmAdvertisingConsentOf,
  saveNotificationSettings,
} from '../domain/accounts/notification-settings';
import {
  loadBuyer,
  profileTextFields,
  updateBuyerProfile,
  type BuyerRow,
  type ProfileChanges,
  type ProfileTextField,
} from '../domain/accounts/profile';
import { withdrawBuyer } from '../domain/accounts/withdrawal';
import { endPageSession } from '../auth/page-session';
import { DomainError, invalidField, invalidInput } from '../domain/shared/errors';
import { answer, type RouteModule } from '../http/router';
import { isClientError, readImage } from '../http/uploaded-image';
import { containsNul, unusableCharacterMessage } from '../http/text-guard';
import { callerAnswers } from './answer-caching';

function toProfile(user: BuyerRow): Profile {
  return {
    id: user.id,
    profileImage: user.profileImage,
    firstName: user.name,
    provider_id: user.nickname,
    nickname: user.nickname,
    provider: user.provider,
    email: user.email,
    phoneNumber: user.phone,
  };
}

/**
 * A form the app would never send (not multipart, a field it does not have): nothing the buyer can
 * fix, so they read a plain sentence and the details go to the log.
 */
export const profileNotSavedMessage = '프로필을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.';

function malformedForm(request: FastifyRequest, problem: string, field?: string) {
  request.log.info({ problem, field }, 'profile form refused');
  return invalidInput(profileNotSavedMessage);
}

/** Reads the multipart form: at most one photo and the text fields, checked as they arrive. */
async function readProfileForm(request: FastifyRequest): Promise<ProfileChanges> {
  if (!request.isMultipart()) throw malformedForm(request, 'not multipart/form-data');
  const form: ProfileChanges = { text: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'profileImage')
          throw malformedForm(request, 'unknown file field', part.fieldname);
        form.image = await readImage(part, request);
      } else if ((profileTextFields as readonly string[]).includes(part.fieldname)) {
        const field = part.fieldname as ProfileTextField;
        if (containsNul(part.value)) throw invalidField(field, unusableCharacterMessage);
        const parsed = profileTextFieldsSchema.shape[field].safeParse(part.value);
        if (!parsed.success) {
          throw invalidField(field, parsed.error.issues[0]?.message ?? '입력값을 확인해 주세요.');
        }
        form.text[field] = parsed.data;
      } else {
        throw malformedForm(request, 'unknown field', part.fieldname);
      }
    }
  } catch (error) {
    // The form parser's own complaints (a missing boundary, a cut-off body) carry no status: the
    // body is not a form the app would send. Ours and the multipart plugin's limits keep theirs.
    if (error instanceof DomainError || isClientError(error)) throw error;
    throw malformedForm(request, error instanceof Error ? error.message : String(error));
  }
  if (!form.image && Object.keys(form.text).length === 0) {
    throw invalidInput('바꿀 내용을 입력해 주세요.');
  }
  return form;
}

export const userRoutes: RouteModule = (mount, deps: AppDeps) => {
  const { db } = deps;

  mount(
    getProfile,
    async ({ auth }) => toProfile(await loadBuyer(db, auth.userId)),
    callerAnswers([]),
  );

  mount(updateProfile, async ({ auth, request }) => {
    const changes = await readProfileForm(request);
    const after = await updateBuyerProfile(deps, auth.userId, changes);
    return answer(toProfile(after), { message: '프로필을 저장했어요.' });
  });

  mount(cancelMembership, async ({ auth, request, reply }) => {
    const { profileImage } = await withdrawBuyer(deps.db, auth.userId, deps.now());
    if (profileImage) await deps.files.remove(profileImage);
    endPageSession('buyer', { request, reply });
    return answer(null, { message: '회원 탈퇴가 완료되었어요.' });
  });

  mount(
    getNotificationSettings,
    async ({ auth }) => readNotificationSettings(db, auth.userId),
    callerAnswers([]),
  );

  mount(updateNotificationSettings, async ({ auth, body }) => {
    const { settings, notice } = await saveNotificationSettings(db, auth.userId, body, deps.now());
    return answer(settings, { message: notice ?? '알림 설정을 저장했어요.' });
  });

  mount(reconfirmAdvertisingConsent, async ({ auth }) => {
    const { settings, notice } = await reconfirmAdvertisingConsentOf(db, auth.userId, deps.now());
    return answer(settings, { message: notice });
  });
};
