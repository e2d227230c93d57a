import type { MultipartFile } from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  cancelMembership,
  getNotificationSettings,
  getProfile,
  notificationSettingsSchema,
  profileTextFieldsSchema,
  updateNotificationSettings,
  updateProfile,
  type NotificationSettings,
  type Profile,
} from '@quotemarket/contract';
import type { Database } from '../db/database';
import { notificationSettings, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { withdrawBuyer } from '../domain/withdrawal';
import { detectImageType } from '../edges/image-type';
import { badRequest, notFound } from '../http/http-error';
import { answer, type RouteModule } from '../http/router';

type UserRow = typeof users.$inferSelect;

function toProfile(user: UserRow): Profile {
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

async function loadUser(db: Database, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('회원 정보를 찾을 수 없어요.');
  return user;
}

const textFields = ['nickname', 'email', 'phoneNumber'] as const;
type TextField = (typeof textFields)[number];

interface ProfileForm {
  image?: { bytes: Buffer; extension: string };
  text: Partial<Record<TextField, string>>;
}

/** Reads the multipart form: at most one photo and the text fields, checked as they arrive. */
async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) throw badRequest('프로필 정보는 multipart/form-data로 보내 주세요.');
  const form: ProfileForm = { text: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'profileImage')
        throw badRequest(`알 수 없는 파일 항목이에요: ${part.fieldname}`);
      form.image = await readImage(part);
    } else if ((textFields as readonly string[]).includes(part.fieldname)) {
      const field = part.fieldname as TextField;
      const parsed = profileTextFieldsSchema.shape[field].safeParse(part.value);
      if (!parsed.success)
        throw badRequest(parsed.error.issues[0]?.message ?? '입력값을 확인해 주세요.');
      form.text[field] = parsed.data;
    } else {
      throw badRequest(`알 수 없는 항목이에요: ${part.fieldname}`);
    }
  }
  if (!form.image && Object.keys(form.text).length === 0) {
    throw badRequest('바꿀 내용을 보내 주세요.');
  }
  return form;
}

async function readImage(part: MultipartFile): Promise<{ bytes: Buffer; extension: string }> {
  const bytes = await part.toBuffer();
  const type = detectImageType(bytes);
  if (!type) throw badRequest('지원하지 않는 파일 형식이에요. JPG, PNG 파일만 올릴 수 있어요.');
  return { bytes, extension: type.extension };
}

const defaultNotificationSettings: NotificationSettings = {
  infoNotifications: true,
  eventNotifications: false,
  allProductNotifications: true,
  cellPhoneQuoteNotification: true,
  internetQuoteNotification: true,
  waterPurifierQuoteNotification: true,
  airPurifierQuoteNotification: true,
  massageChairQuoteNotification: true,
};

export const userRoutes: RouteModule = (mount, deps: AppDeps) => {
  const { db } = deps;

  mount(getProfile, async ({ auth }) => toProfile(await loadUser(db, auth.userId)));

  mount(updateProfile, async ({ auth, request }) => {
    const form = await readProfileForm(request);
    const before = await loadUser(db, auth.userId);
    const profileImage = form.image
      ? await deps.files.save(form.image.bytes, form.image.extension, 'profiles')
      : undefined;
    const [after] = await db
      .update(users)
      .set({
        ...(form.text.nickname !== undefined && { nickname: form.text.nickname }),
        ...(form.text.email !== undefined && { email: form.text.email }),
        ...(form.text.phoneNumber !== undefined && { phone: form.text.phoneNumber }),
        ...(profileImage && { profileImage }),
      })
      .where(eq(users.id, auth.userId))
      .returning();
    if (profileImage && before.profileImage) await deps.files.remove(before.profileImage);
    return answer(toProfile(after!), { message: '프로필을 저장했어요.' });
  });

  mount(cancelMembership, async ({ auth }) => {
    const { profileImage } = await withdrawBuyer(deps, auth.userId);
    if (profileImage) await deps.files.remove(profileImage);
    return answer(null, { message: '회원 탈퇴가 완료되었어요.' });
  });

  mount(getNotificationSettings, async ({ auth }) => {
    const [row] = await db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, auth.userId));
    return row ? notificationSettingsSchema.parse(row) : defaultNotificationSettings;
  });

  mount(updateNotificationSettings, async ({ auth, body }) => {
    await db
      .insert(notificationSettings)
      .values({ userId: auth.userId, ...body })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: body });
    return answer(body, { message: '알림 설정을 저장했어요.' });
  });
};
