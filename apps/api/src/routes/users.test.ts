import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEnvelope, cancelMembership, getProfile, profileSchema } from '@quotemarket/contract';
import { sessions, users, wishlists } from '../db/schema';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';
import { endpointUrl, callEndpoint } from '../testing/call-endpoint';

const profileUrl = endpointUrl(getProfile);
const pngBytes = await sharp({
  create: { width: 1, height: 1, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
})
  .png()
  .toBuffer();

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
function multipart(
  fields: Record<string, string>,
  file?: { name: string; filename: string; bytes: Buffer },
) {
  const boundary = `----quotemarket${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('profile', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  const patch = (headers: object, body: ReturnType<typeof multipart>) =>
    ctx.app.inject({
      method: 'PATCH',
      url: profileUrl,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });

  it('shows the buyer their own profile', async () => {
    const buyer = await createBuyer(ctx, {
      name: '지현',
      nickname: '견적왕',
      email: 'j@example.com',
    });
    const response = await callEndpoint(ctx, getProfile, { headers: buyer.headers });
    expect(apiEnvelope(profileSchema).parse(response.json()).data).toEqual({
      id: buyer.user.id,
      profileImage: null,
      firstName: '지현',
      provider_id: '견적왕',
      nickname: '견적왕',
      provider: 'kakao',
      email: 'j@example.com',
      phoneNumber: '01012345678',
    });
  });

  it('changes the nickname and email; the verified phone number may only be repeated', async () => {
    const buyer = await createBuyer(ctx);
    const response = await patch(
      buyer.headers,
      multipart({ nickname: ' 새 닉네임 ', phoneNumber: '010-1234-5678' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      nickname: '새 닉네임',
      phoneNumber: '01012345678',
    });
    const email = await patch(buyer.headers, multipart({ email: 'new@example.com' }));
    expect(email.json().data.email).toBe('new@example.com');
  });

  it.each([
    [{ email: 'not-an-email' }, '이메일 주소를 정확히 입력해 주세요.', 'email'],
    [{ nickname: '가'.repeat(21) }, '닉네임은 20자까지 쓸 수 있어요.', 'nickname'],
    [{ nickname: 'a\u0000b' }, undefined, 'nickname'],
    [{ phoneNumber: '123' }, '휴대폰 번호를 다시 확인해 주세요.', 'phoneNumber'],
    [
      { phoneNumber: '01022223333' },
      '휴대폰 번호를 바꾸려면 새 번호로 인증해 주세요.',
      'phoneNumber',
    ],
    [{ age: '30' }, '프로필을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.', null],
    [{}, '바꿀 내용을 입력해 주세요.', null],
  ])(
    'answers %o with the message the app shows, beside its field',
    async (fields, message, field) => {
      const buyer = await createBuyer(ctx);
      const response = await patch(buyer.headers, multipart(fields));
      expect(response.statusCode).toBe(400);
      const body = response.json();
      if (message) expect(body.message).toBe(message);
      expect(body.data).toEqual(field ? { [field]: body.message } : null);
    },
  );

  it('stores a PNG photo, serves it, and deletes the one it replaces', async () => {
    const buyer = await createBuyer(ctx);
    const first = await patch(
      buyer.headers,
      multipart({}, { name: 'profileImage', filename: 'me.png', bytes: pngBytes }),
    );
    const firstUrl: string = first.json().data.profileImage;
    expect(firstUrl).toMatch(/^\/media\/uploads\/profiles\/[\w-]+\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Stored re-encoded (users-photo.test.ts), so the same pixels rather than the same bytes.
    const pixels = (png: Buffer) => sharp(png).raw().toBuffer();
    expect((await pixels(served.rawPayload)).equals(await pixels(pngBytes))).toBe(true);

    const second = await patch(
      buyer.headers,
      multipart({}, { name: 'profileImage', filename: 'me2.png', bytes: pngBytes }),
    );
    expect(second.json().data.profileImage).not.toBe(firstUrl);
    expect((await ctx.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
  });

  it('judges a photo by its content, not its name', async () => {
    const buyer = await createBuyer(ctx);
    const script = Buffer.from('<script>alert(1)</script>');
    const response = await patch(
      buyer.headers,
      multipart({}, { name: 'profileImage', filename: 'photo.jpg', bytes: script }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      '지원하지 않는 파일 형식이에요. JPG, PNG 파일만 올릴 수 있어요.',
    );
  });

  it('refuses a photo over 5 MB', async () => {
    const buyer = await createBuyer(ctx);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await patch(
      buyer.headers,
      multipart({}, { name: 'profileImage', filename: 'big.jpg', bytes: big }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('파일 크기는 5MB를 넘을 수 없어요.');
  });

  it('asks for multipart when JSON is sent', async () => {
    const buyer = await createBuyer(ctx);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: profileUrl,
      headers: buyer.headers,
      payload: { nickname: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('프로필을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.');
  });

  it('belongs to buyers: 401 without a token, 403 for a dealer', async () => {
    const seller = await createSeller(ctx, []);
    expect((await callEndpoint(ctx, getProfile)).statusCode).toBe(401);
    expect((await callEndpoint(ctx, getProfile, { headers: seller.headers })).statusCode).toBe(403);
  });
});

describe('withdrawal', () => {
  it('erases personal data, ends every session and keeps nothing that names the buyer', async () => {
    const ctx = await createTestApp({ seed: true });
    try {
      const buyer = await createBuyer(ctx, { name: '탈퇴할 사람', email: 'leave@example.com' });
      const otherSession = await ctx.app.deps.tokens.issue('buyer', buyer.user.id);
      const product = await createProduct(ctx);
      await ctx.database.db
        .insert(wishlists)
        .values({ userId: buyer.user.id, productId: product.id });

      const response = await callEndpoint(ctx, cancelMembership, { headers: buyer.headers });
      expect(response.json()).toEqual({
        status_code: 200,
        message: '회원 탈퇴가 완료되었어요.',
        data: null,
      });

      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, buyer.user.id));
      expect(row).toMatchObject({
        name: null,
        nickname: null,
        email: null,
        phone: null,
        phoneVerifiedAt: null,
      });
      expect(row?.withdrawnAt).toBeInstanceOf(Date);
      expect(row?.providerId).toMatch(/^withdrawn:/);
      expect(
        await ctx.database.db.select().from(wishlists).where(eq(wishlists.userId, buyer.user.id)),
      ).toEqual([]);
      const live = await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.subjectId, buyer.user.id));
      expect(live.every((session) => session.revokedAt !== null)).toBe(true);
      for (const token of [buyer.token, otherSession]) {
        const after = await callEndpoint(ctx, getProfile, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(after.statusCode).toBe(401);
      }
    } finally {
      await ctx.close();
    }
  });
});
