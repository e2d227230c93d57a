import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiEnvelope,
  apiErrorBodySchema,
  getProfile,
  profileImageMessages,
  profileImageRules,
  profileSchema,
} from '@quotemarket/contract';
import { createBuyer } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';
import { endpointUrl, callEndpoint } from '../testing/call-endpoint';

const profileUrl = endpointUrl(getProfile);
const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const gifBytes = Buffer.from('474946383961010001000000002c00000000010001000002', 'hex');

/** A JPEG-looking file of exactly `size` bytes: the JPEG signature, then zeros. */
function jpegOfSize(size: number) {
  return Buffer.concat([jpegStart, Buffer.alloc(size - jpegStart.length)]);
}

/** A plain blue photo, `width` × `height`. */
function bluePhoto(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } });
}

/** A real JPEG padded after its end to exactly `size` bytes (decoders ignore what follows). */
async function realJpegOfSize(size: number) {
  const jpeg = await bluePhoto(64, 64).jpeg().toBuffer();
  return Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
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
    const response = await callEndpoint(ctx, getProfile, { headers });
    return apiEnvelope(profileSchema).parse(response.json()).data.profileImage;
  }

  it('takes a JPEG of exactly 5 MB', async () => {
    const buyer = await createBuyer(ctx);
    const response = await upload(
      buyer.headers,
      photoForm('me.jpg', await realJpegOfSize(profileImageRules.maxBytes), 'image/jpeg'),
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

/** Whether EXIF data (little-endian, as sharp writes it) points to a GPS block: tag 0x8825. */
function hasGpsTag(exif: Buffer | undefined) {
  return exif?.includes(Buffer.from([0x25, 0x88])) ?? false;
}

/** A PNG with a tEXt chunk added before its end, as cameras and editors write notes. */
function withTextChunk(png: Buffer, keyword: string, text: string) {
  const body = Buffer.concat([Buffer.from('tEXt', 'latin1'), Buffer.from(`${keyword}\0${text}`)]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  const end = png.length - 12; // the IEND chunk: length, type and checksum, no data
  return Buffer.concat([png.subarray(0, end), length, body, checksum, png.subarray(end)]);
}

describe('what is stored of a profile photo: its pixels only', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  /** Uploads the photo as a new buyer; answers the upload's response and the stored file. */
  async function uploadAndFetch(form: ReturnType<typeof photoForm>) {
    const buyer = await createBuyer(ctx);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: profileUrl,
      headers: { ...buyer.headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    const profile = await callEndpoint(ctx, getProfile, { headers: buyer.headers });
    const url = apiEnvelope(profileSchema).parse(profile.json()).data.profileImage;
    const stored = url ? await ctx.app.inject({ url }) : null;
    return { response, url, stored };
  }

  it('drops a JPEG’s EXIF with its GPS position and the HTML after the image, turned upright', async () => {
    const photo = await bluePhoto(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1' } })
      .toBuffer();
    const original = await sharp(photo).metadata();
    expect(hasGpsTag(original.exif)).toBe(true);
    expect(original.orientation).toBe(6);
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');

    const { response, stored } = await uploadAndFetch(
      photoForm('me.jpg', Buffer.concat([photo, html]), 'image/jpeg'),
    );
    expect(response.statusCode).toBe(200);
    expect(stored?.statusCode).toBe(200);
    expect(stored?.headers['content-type']).toBe('image/jpeg');
    expect(stored?.headers['x-content-type-options']).toBe('nosniff');
    const bytes = stored!.rawPayload;
    expect(bytes.includes('<html')).toBe(false);
    expect(bytes.includes('<script')).toBe(false);
    const kept = await sharp(bytes).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
  });

  it('drops a PNG’s text chunks and keeps its size', async () => {
    const png = withTextChunk(
      await bluePhoto(300, 200).png().toBuffer(),
      'Comment',
      '집 주소: 서울시 강남구',
    );
    expect(png.includes('tEXt')).toBe(true);
    expect((await sharp(png).metadata()).width).toBe(300);

    const { response, stored } = await uploadAndFetch(photoForm('me.png', png, 'image/png'));
    expect(response.statusCode).toBe(200);
    expect(stored?.headers['content-type']).toBe('image/png');
    const bytes = stored!.rawPayload;
    expect(bytes.includes('tEXt')).toBe(false);
    expect(bytes.includes('Comment')).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 300, height: 200 });
  });

  it('shrinks a large photo to 2048 px on its longest side, keeping its shape', async () => {
    const photo = await bluePhoto(3000, 1500).jpeg().toBuffer();
    const { response, stored } = await uploadAndFetch(photoForm('wide.jpg', photo, 'image/jpeg'));
    expect(response.statusCode).toBe(200);
    expect(await sharp(stored!.rawPayload).metadata()).toMatchObject({ width: 2048, height: 1024 });
  });

  it.each([
    [
      'a JPEG cut off halfway',
      'cut.jpg',
      'image/jpeg',
      async () => {
        const photo = await bluePhoto(300, 200).jpeg().toBuffer();
        return photo.subarray(0, photo.length / 2);
      },
    ],
    [
      'a PNG cut off before its end',
      'cut.png',
      'image/png',
      async () => {
        const photo = await bluePhoto(300, 200).png().toBuffer();
        return photo.subarray(0, photo.length - 30);
      },
    ],
    [
      'garbage after a JPEG signature',
      'noise.jpg',
      'image/jpeg',
      async () => Buffer.concat([jpegStart, Buffer.from('<html><script>alert(1)</script></html>')]),
    ],
  ])(
    'refuses %s with a 400 the buyer can read, and stores nothing',
    async (_, name, type, make) => {
      const { response, url } = await uploadAndFetch(photoForm(name, await make(), type));
      expect(response.statusCode).toBe(400);
      expect(apiErrorBodySchema.parse(response.json())).toEqual({
        status_code: 400,
        message: '사진을 열 수 없어요. 다른 사진을 골라 주세요.',
        data: null,
      });
      expect(url).toBeNull();
    },
  );
});
