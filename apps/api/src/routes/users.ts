import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  cancelMembership,
  getNotificationSettings,
  getProfile,
  profileTextFieldsSchema,
  updateNotificationSettings,
  updateProfile,
  type Profile,
} from '@quotemarket/contract';
import type { AppDeps } from '../deps';
import {
  readNotificationSettings,
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
import { invalidInput } from '../domain/shared/errors';
import { detectImageType } from '../edges/image-type';
import { answer, type RouteModule } from '../http/router';

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

/** Reads the multipart form: at most one photo and the text fields, checked as they arrive. */
async function readProfileForm(request: FastifyRequest): Promise<ProfileChanges> {
  if (!request.isMultipart())
    throw invalidInput('프로필 정보는 multipart/form-data로 보내 주세요.');
  const form: ProfileChanges = { text: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'profileImage')
        throw invalidInput(`알 수 없는 파일 항목이에요: ${part.fieldname}`);
      form.image = await readImage(part);
    } else if ((profileTextFields as readonly string[]).includes(part.fieldname)) {
      const field = part.fieldname as ProfileTextField;
      const parsed = profileTextFieldsSchema.shape[field].safeParse(part.value);
      if (!parsed.success)
        throw invalidInput(parsed.error.issues[0]?.message ?? '입력값을 확인해 주세요.');
      form.text[field] = parsed.data;
    } else {
      throw invalidInput(`알 수 없는 항목이에요: ${part.fieldname}`);
    }
  }
  if (!form.image && Object.keys(form.text).length === 0) {
    throw invalidInput('바꿀 내용을 보내 주세요.');
  }
  return form;
}

async function readImage(part: MultipartFile): Promise<{ bytes: Buffer; extension: string }> {
  const bytes = await part.toBuffer();
  const type = detectImageType(bytes);
  if (!type) throw invalidInput('지원하지 않는 파일 형식이에요. JPG, PNG 파일만 올릴 수 있어요.');
  return { bytes, extension: type.extension };
}

export const userRoutes: RouteModule = (mount, deps: AppDeps) => {
  const { db } = deps;

  mount(getProfile, async ({ auth }) => toProfile(await loadBuyer(db, auth.userId)));

  mount(updateProfile, async ({ auth, request }) => {
    const changes = await readProfileForm(request);
    const after = await updateBuyerProfile(deps, auth.userId, changes);
    return answer(toProfile(after), { message: '프로필을 저장했어요.' });
  });

  mount(cancelMembership, async ({ auth }) => {
    const { profileImage } = await withdrawBuyer(deps, auth.userId);
    if (profileImage) await deps.files.remove(profileImage);
    return answer(null, { message: '회원 탈퇴가 완료되었어요.' });
  });

  mount(getNotificationSettings, async ({ auth }) => readNotificationSettings(db, auth.userId));

  mount(updateNotificationSettings, async ({ auth, body }) => {
    await saveNotificationSettings(db, auth.userId, body);
    return answer(body, { message: '알림 설정을 저장했어요.' });
  });
};
