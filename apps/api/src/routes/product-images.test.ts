import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiEnvelope,
  adminProductSchema,
  apiErrorBodySchema,
  deleteProductImage,
  getAdminProduct,
  getProductDetail,
  listProductsUnderCategory,
  productImageMessages,
  productImageRules,
  profileImageMessages,
  reorderProductImages,
  uploadProductImage,
  type AdminProduct,
} from '@quotemarket/contract';
import { auditLog, products } from '../db/schema';
import { endpointUrl } from '../testing/call-endpoint';
import { createOperator, createProduct } from '../testing/factories';
import { callOk, callRejected } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';

let ctx: TestContext;
let headers: Record<string, string>;
let galaxyId: number;
const galaxyIllustration = '/media/products/galaxy-s26.svg';

beforeAll(async () => {
  ctx = await createTestApp();
  headers = (await createOperator(ctx, 'OPERATOR')).headers;
  const [row] = await ctx.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.image, galaxyIllustration));
  galaxyId = row!.id;
});
afterAll(() => ctx.close());

/** A plain photo, `width` × `height`, carrying a GPS position in its EXIF. */
function photoWithGps(width: number, height: number, colour = '#3366cc') {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1' } })
    .toBuffer();
}

/** The photo as the console's FormData sends it: one file part named by the contract. */
function photoForm(filename: string, bytes: Buffer, type: string) {
  const boundary = `----quotemarket${randomUUID()}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${productImageRules.field}"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(productId: number, form: ReturnType<typeof photoForm>, as = headers) {
  return ctx.app.inject({
    method: 'POST',
    url: endpointUrl(uploadProductImage, { params: { id: productId } }),
    headers: { ...as, 'content-type': form.contentType },
    payload: form.payload,
  });
}

async function uploadOk(productId: number, colour?: string): Promise<AdminProduct> {
  const response = await upload(
    productId,
    photoForm('photo.jpg', await photoWithGps(300, 200, colour), 'image/jpeg'),
  );
  expect(response.statusCode, response.body).toBe(201);
  return apiEnvelope(adminProductSchema).parse(response.json()).data;
}

const auditActionsOf = async (productId: number) =>
  (
    await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'product'), eq(auditLog.targetId, productId)))
      .orderBy(auditLog.id)
  ).map((row) => row.action);

describe('the seeded products', () => {
  it('keep their illustration as their first and only photo', async () => {
    const detail = await callOk(ctx, getProductDetail, { params: { id: galaxyId } });
    expect(detail.image).toBe(galaxyIllustration);
    expect(detail.images).toEqual([
      { id: expect.any(Number), url: galaxyIllustration, width: null, height: null },
    ]);
  });
});

describe('uploading a product photo', () => {
  it('stores the pixels alone (EXIF gone), at the end, with its size and one audit row', async () => {
    const product = await createProduct(ctx, { name: '사진 테스트 폰' });
    const photo = await photoWithGps(300, 200);
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await upload(product.id, photoForm('photo.jpg', photo, 'image/jpeg'));
    expect(response.statusCode, response.body).toBe(201);
    const saved = apiEnvelope(adminProductSchema).parse(response.json()).data;
    expect(saved.images).toEqual([
      {
        id: expect.any(Number),
        url: expect.stringMatching(/^\/media\/uploads\/products\/.+\.jpg$/),
        width: 300,
        height: 200,
      },
    ]);
    expect(saved.image).toBe(saved.images[0]!.url);

    const stored = await ctx.app.inject({ url: saved.images[0]!.url });
    expect(stored.statusCode).toBe(200);
    const kept = await sharp(stored.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
    expect(kept.exif).toBeUndefined();
    expect(await auditActionsOf(product.id)).toEqual(['product.addImage']);
  });

  it('refuses a file that is not a JPEG or PNG by its content, in Korean, keeping nothing', async () => {
    const product = await createProduct(ctx);
    const gif = Buffer.from('474946383961010001000000002c00000000010001000002', 'hex');
    // Named and typed as a JPEG: the bytes decide.
    const response = await upload(product.id, photoForm('photo.jpg', gif, 'image/jpeg'));
    expect(response.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(response.json()).message).toBe(
      profileImageMessages.unsupportedType,
    );
    const after = await callOk(ctx, getAdminProduct, { headers, params: { id: product.id } });
    expect(after.images).toEqual([]);
    expect(await auditActionsOf(product.id)).toEqual([]);
  });

  it('refuses a form without a photo and a photo past the gallery’s size', async () => {
    const product = await createProduct(ctx);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: endpointUrl(uploadProductImage, { params: { id: product.id } }),
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(empty.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(empty.json()).message).toBe(productImageMessages.required);

    for (let count = 0; count < productImageRules.maxCount; count += 1) await uploadOk(product.id);
    const tooMany = await upload(
      product.id,
      photoForm('photo.jpg', await photoWithGps(30, 20), 'image/jpeg'),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(tooMany.json()).message).toBe(productImageMessages.tooMany);
  });

  it('is refused to a 조회 전용 operator', async () => {
    const viewer = await createOperator(ctx, 'VIEWER');
    const response = await upload(
      galaxyId,
      photoForm('photo.jpg', await photoWithGps(30, 20), 'image/jpeg'),
      viewer.headers,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('ordering and deleting photos', () => {
  it('shows the new order and first photo to buyers at once, kept answers dropped', async () => {
    const before = await callOk(ctx, getProductDetail, { params: { id: galaxyId } });
    // Asked again, so the answer is the kept one.
    await callOk(ctx, getProductDetail, { params: { id: galaxyId } });
    const withPhoto = await uploadOk(galaxyId);
    const [illustration, uploaded] = withPhoto.images;
    expect(illustration!.url).toBe(galaxyIllustration);

    const reordered = await callOk(ctx, reorderProductImages, {
      headers,
      params: { id: galaxyId },
      body: { imageIds: [uploaded!.id, illustration!.id] },
    });
    expect(reordered.images.map((image) => image.id)).toEqual([uploaded!.id, illustration!.id]);
    expect(reordered.image).toBe(uploaded!.url);

    const detail = await callOk(ctx, getProductDetail, { params: { id: galaxyId } });
    expect(detail.images.map((image) => image.url)).toEqual([uploaded!.url, galaxyIllustration]);
    expect(detail.image).toBe(uploaded!.url);
    expect(before.images).toHaveLength(1);
    const list = await callOk(ctx, listProductsUnderCategory, {
      query: { mainCategoryId: 1, productName: '갤럭시 S26', pageNo: 1, pageSize: 50 },
    });
    expect(list.list.find((item) => item.id === galaxyId)?.productImage).toBe(uploaded!.url);

    const afterDelete = await callOk(ctx, deleteProductImage, {
      headers,
      params: { id: galaxyId, imageId: uploaded!.id },
    });
    expect(afterDelete.images.map((image) => image.url)).toEqual([galaxyIllustration]);
    expect(afterDelete.image).toBe(galaxyIllustration);
    expect((await ctx.app.inject({ url: uploaded!.url })).statusCode).toBe(404);
    const buyerSees = await callOk(ctx, getProductDetail, { params: { id: galaxyId } });
    expect(buyerSees.images.map((image) => image.url)).toEqual([galaxyIllustration]);

    expect((await auditActionsOf(galaxyId)).slice(-3)).toEqual([
      'product.addImage',
      'product.reorderImages',
      'product.deleteImage',
    ]);
  });

  it('refuses an order that misses or repeats a photo, and a photo of another product', async () => {
    const product = await createProduct(ctx);
    await uploadOk(product.id);
    const [first, last] = (await uploadOk(product.id)).images;
    for (const imageIds of [[first!.id], [first!.id, first!.id], [first!.id, last!.id, 999_999]]) {
      const refused = await callRejected(ctx, reorderProductImages, {
        headers,
        params: { id: product.id },
        body: { imageIds },
      });
      expect(refused).toMatchObject({ status: 409, message: productImageMessages.orderOutdated });
    }
    const elsewhere = await callRejected(ctx, deleteProductImage, {
      headers,
      params: { id: galaxyId, imageId: last!.id },
    });
    expect(elsewhere).toMatchObject({ status: 404, message: productImageMessages.notFound });
    expect(await auditActionsOf(product.id)).toEqual(['product.addImage', 'product.addImage']);
  });
});
