import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiEnvelope,
  apiErrorBodySchema,
  getProfile,
  profileImageMessages,
  profileImageRules,
  profileSchema,
  toApiUrl,
} from '@quotemarket/contract';
import { createBuyer } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';

const profileUrl = toApiUrl(getProfile.path);
const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const gifBytes = Buffer.from('474946383961010001000000002c00000000010001000002', 'hex');

/** A JPEG-looking file of exactly `size` bytes: the JPEG signature, then zeros. */
function jpegOfSize(size: number) {
  return Buffer.concat([jpegStart, Buffer.alloc(size - jpegStart.length)]);
}

/** The photo as a browser's FormData sends it: one file part named profileImage. */
function photoForm(filename: string, bytes: Buffer, type: string) {
  const boundary = `----quotemarket${randomUUID()}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('profile photo rules (the contract’s, shared with the app)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  async function upload(headers: Record<string, string>, form: ReturnType<typeof photoForm>) {
    return ctx.app.inject({
      method: 'PATCH',
      url: profileUrl,
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
  }

  async function storedPhoto(headers: Record<string, string>) {
    const response = await ctx.app.inject({ method: 'GET', url: profileUrl, headers });
    return apiEnvelope(profileSchema).parse(response.json()).data.profileImage;
  }

  it('takes a JPEG of exactly 5 MB', async () => {
    const buyer = await createBuyer(ctx);
    const response = await upload(
      buyer.headers,
      photoForm('me.jpg', jpegOfSize(profileImageRules.maxBytes), 'image/jpeg'),
    );
    expect(response.statusCode).toBe(200);
    expect(apiEnvelope(profileSchema).parse(response.json()).data.profileImage).toMatch(
      /^\/media\/uploads\/profiles\/[\w-]+\.jpg$/,
    );
  });

  it('answers a photo one byte over 5 MB with a 400 in the app’s words and stores nothing', async () => {
    const buyer = await createBuyer(ctx);
    const response = await upload(
      buyer.headers,
      photoForm('big.jpg', jpegOfSize(profileImageRules.maxBytes + 1), 'image/jpeg'),
    );
    expect(response.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(response.json())).toEqual({
      status_code: 400,
      message: '파일 크기는 5MB를 넘을 수 없어요.',
      data: null,
    });
    expect(response.json().message).toBe(profileImageMessages.tooLarge);
    expect(await storedPhoto(buyer.headers)).toBeNull();
  });

  it('answers a much larger upload the same way, not with a 413 or a 5xx', async () => {
    const buyer = await createBuyer(ctx);
    const response = await upload(
      buyer.headers,
      photoForm('huge.png', jpegOfSize(12 * 1024 * 1024), 'image/png'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status_code: 400,
      message: '파일 크기는 5MB를 넘을 수 없어요.',
    });
  });

  it.each([
    ['a GIF', 'me.gif', gifBytes, 'image/gif'],
    ['a GIF named .png', 'me.png', gifBytes, 'image/png'],
    ['a text file named .jpg', 'notes.jpg', Buffer.from('안녕하세요'), 'image/jpeg'],
    ['an empty file', 'empty.png', Buffer.alloc(0), 'image/png'],
  ])('refuses %s with a 400 naming the allowed formats', async (_, filename, bytes, type) => {
    const buyer = await createBuyer(ctx);
    const response = await upload(buyer.headers, photoForm(filename, bytes, type));
    expect(response.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(response.json())).toEqual({
      status_code: 400,
      message: '지원하지 않는 파일 형식이에요. JPG, PNG 파일만 올릴 수 있어요.',
      data: null,
    });
    expect(await storedPhoto(buyer.headers)).toBeNull();
  });
});
