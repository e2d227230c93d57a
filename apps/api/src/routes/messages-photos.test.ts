import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiEnvelope,
  apiErrorBodySchema,
  contactRefusalMessages,
  getBuyerConversation,
  getDealerConversation,
  messagePhotoForm,
  messagePhotoMessages,
  messageSchema,
  notFoundMessage,
  profileImageMessages,
  profileImageRules,
  sendBuyerMessagePhoto,
  sendDealerMessagePhoto,
  type Endpoint,
} from '@quotemarket/contract';
import { messages } from '../db/schema';
import { endpointUrl } from '../testing/call-endpoint';
import { createConversation } from '../testing/conversation-kit';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import { multipartForm, type FormPart } from '../testing/multipart-form';
import { callOk } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';

/*
 * A photo in a conversation (issue 43): received, limited and re-encoded like every upload, kept
 * at an unguessable address, and shown in the conversation to both sides.
 */

let ctx: TestContext;
let productId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  productId = (await createProduct(ctx)).id;
});
afterAll(() => ctx.close());

const conversation = () => createConversation(ctx, productId);

/** A photo `width` × `height` carrying a GPS position in its EXIF. */
const photoWithGps = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1' } })
    .toBuffer();

const photoPart = (bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): FormPart => ({
  name: messagePhotoForm.photo,
  filename,
  type,
  bytes,
});

function sendPhoto(
  endpoint: Endpoint,
  caller: { headers: Record<string, string> },
  estimationId: number,
  parts: FormPart[],
) {
  const form = multipartForm(parts);
  return ctx.app.inject({
    method: 'POST',
    url: endpointUrl(endpoint, { params: { id: estimationId } }),
    headers: { ...caller.headers, 'content-type': form.contentType },
    payload: form.payload,
  });
}

const refusal = (response: { json: () => unknown }) => apiErrorBodySchema.parse(response.json());
const storedCount = async (estimationId: number) =>
  (await ctx.database.db.select().from(messages).where(eq(messages.estimationId, estimationId)))
    .length;

describe('a photo in a conversation', () => {
  it('goes from either side, re-encoded without its EXIF, with or without words', async () => {
    const { buyer, dealer, estimationId } = await conversation();
    const fromBuyer = await sendPhoto(sendBuyerMessagePhoto, buyer, estimationId, [
      photoPart(await photoWithGps(3000, 1500)),
    ]);
    expect(fromBuyer.statusCode, fromBuyer.body).toBe(201);
    expect(fromBuyer.json().message).toBe(messagePhotoMessages.sent);
    const sent = apiEnvelope(messageSchema).parse(fromBuyer.json()).data;
    expect(sent).toMatchObject({ sender: 'buyer', mine: true, body: '' });
    // Shrunk to the stored size every upload has, and its size told.
    expect(sent.photo).toMatchObject({ width: 2048, height: 1024 });
    expect(sent.photo!.url).toMatch(/^\/media\/uploads\/messages\/[\w-]{36}\.jpg$/);

    const served = await ctx.app.inject({ method: 'GET', url: sent.photo!.url });
    expect(served.statusCode).toBe(200);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 2048, height: 1024 });
    expect(metadata.exif).toBeUndefined();

    const fromDealer = await sendPhoto(sendDealerMessagePhoto, dealer, estimationId, [
      { name: messagePhotoForm.body, value: '  이 색상이에요.\n' },
      photoPart(await photoWithGps(400, 300), 'color.png', 'image/png'),
    ]);
    expect(fromDealer.statusCode, fromDealer.body).toBe(201);
    const reply = apiEnvelope(messageSchema).parse(fromDealer.json()).data;
    expect(reply).toMatchObject({ sender: 'dealer', body: '이 색상이에요.' });
    expect(reply.photo).toMatchObject({ width: 400, height: 300 });

    const seen = await callOk(ctx, getBuyerConversation, {
      headers: buyer.headers,
      params: { id: estimationId },
    });
    expect(seen.messages.map((message) => [message.body, message.photo?.url])).toEqual([
      ['이 색상이에요.', reply.photo!.url],
      ['', sent.photo!.url],
    ]);
    const dealerSide = await callOk(ctx, getDealerConversation, {
      headers: dealer.headers,
      params: { id: estimationId },
    });
    expect(dealerSide.messages.map((message) => message.photo)).toEqual([reply.photo, sent.photo]);
  });

  it('refuses a photo too big, or not an image, in Korean, and stores nothing', async () => {
    const { buyer, estimationId } = await conversation();
    const tooBig = await sendPhoto(sendBuyerMessagePhoto, buyer, estimationId, [
      photoPart(Buffer.alloc(profileImageRules.maxBytes + 1, 0xff)),
    ]);
    expect(tooBig.statusCode).toBe(400);
    expect(refusal(tooBig).message).toBe(profileImageMessages.tooLarge);

    const notAnImage = await sendPhoto(sendBuyerMessagePhoto, buyer, estimationId, [
      photoPart(Buffer.from('안녕하세요'), 'notes.jpg'),
    ]);
    expect(notAnImage.statusCode).toBe(400);
    expect(refusal(notAnImage).message).toBe(profileImageMessages.unsupportedType);

    const noPhoto = await sendPhoto(sendBuyerMessagePhoto, buyer, estimationId, [
      { name: messagePhotoForm.body, value: '사진은 없어요' },
    ]);
    expect(noPhoto.statusCode).toBe(400);
    expect(refusal(noPhoto).message).toBe(messagePhotoMessages.required);

    const twoPhotos = await sendPhoto(sendBuyerMessagePhoto, buyer, estimationId, [
      photoPart(await photoWithGps(10, 10)),
      photoPart(await photoWithGps(10, 10)),
    ]);
    expect(twoPhotos.statusCode).toBe(400);
    expect(refusal(twoPhotos).message).toBe(messagePhotoMessages.notSent);

    expect(await storedCount(estimationId)).toBe(0);
  });

  it('holds its words to the message rules: no phone number before the buyer chooses', async () => {
    const { dealer, estimationId } = await conversation();
    const response = await sendPhoto(sendDealerMessagePhoto, dealer, estimationId, [
      { name: messagePhotoForm.body, value: '010-1234-5678로 연락 주세요' },
      photoPart(await photoWithGps(50, 50)),
    ]);
    expect(response.statusCode).toBe(400);
    expect(refusal(response).message).toBe(contactRefusalMessages.phone);
    expect(await storedCount(estimationId)).toBe(0);
  });

  it('is not taken from anyone but the two sides, whose upload is not even read', async () => {
    const { estimationId } = await conversation();
    const stranger = await createBuyer(ctx);
    const otherStore = await createSeller(ctx, [1]);
    for (const [endpoint, caller] of [
      [sendBuyerMessagePhoto, stranger],
      [sendDealerMessagePhoto, otherStore],
    ] as const) {
      const response = await sendPhoto(endpoint, caller, estimationId, [
        photoPart(Buffer.from('not even a photo')),
      ]);
      expect(response.statusCode).toBe(404);
      expect(refusal(response).message).toBe(notFoundMessage('conversation'));
    }
    expect(await storedCount(estimationId)).toBe(0);
  });
});
