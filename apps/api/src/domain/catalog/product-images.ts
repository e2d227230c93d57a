import { eq } from 'drizzle-orm';
import {
  productImageMessages,
  productImageRules,
  type AdminProduct,
  type ProductImage,
} from '@quotemarket/contract';
import type { Database, Transaction } from '../../db/database';
import { productImages, products } from '../../db/schema';
import type { FileStorage } from '../../edges/file-storage';
import { recordAudit, type AuditActor } from '../operators/audit';
import { conflict, invalidInput, notFound } from '../shared/errors';
import { loadProductForOperators, lockedProduct } from './product-management';

/** A photo as the upload pipeline (`readImage`) leaves it: its pixels only, and their size. */
export interface UploadedProductImage {
  bytes: Buffer;
  extension: string;
  width: number;
  height: number;
}

/** The folder of the file storage product photos are kept in. */
const storageFolder = 'products';

/**
 * Writes `ordered` as the product's photos' positions (0, 1, …) and its list photo as the first,
 * so every list, search and home strip shows what the gallery starts with.
 */
async function writeOrder(tx: Transaction, productId: number, ordered: ProductImage[], at: Date) {
  for (const [position, image] of ordered.entries()) {
    await tx.update(productImages).set({ position }).where(eq(productImages.id, image.id));
  }
  await tx
    .update(products)
    .set({ image: ordered[0]?.url ?? null, updatedAt: at })
    .where(eq(products.id, productId));
}

const auditedImage = ({ id, url }: ProductImage, position: number) => ({ id, url, position });

/**
 * Adds a photo at the end of the product's gallery. The file is stored first; when the write
 * that records it fails (the product gone, the gallery full), it is removed again.
 */
export async function addProductImage(
  deps: { db: Database; files: FileStorage },
  actor: AuditActor,
  productId: number,
  upload: UploadedProductImage,
): Promise<AdminProduct> {
  const url = await deps.files.save(upload.bytes, upload.extension, storageFolder);
  try {
    return await deps.db.transaction(async (tx) => {
      const product = await lockedProduct(tx, productId);
      if (product.images.length >= productImageRules.maxCount) {
        throw invalidInput(productImageMessages.tooMany);
      }
      const [added] = await tx
        .insert(productImages)
        .values({
          productId,
          position: product.images.length,
          url,
          width: upload.width,
          height: upload.height,
        })
        .returning({
          id: productImages.id,
          url: productImages.url,
          width: productImages.width,
          height: productImages.height,
        });
      await writeOrder(tx, productId, [...product.images, added!], actor.at);
      await recordAudit(tx, actor, {
        action: 'product.addImage',
        target: { type: 'product', id: productId, label: product.name },
        after: auditedImage(added!, product.images.length),
      });
      return loadProductForOperators(tx, productId);
    });
  } catch (error) {
    await deps.files.remove(url);
    throw error;
  }
}

/**
 * Puts the product's photos in the order of `imageIds`, which must name each of them once: an
 * order made from a stale list (another operator added or removed one meanwhile) is refused.
 */
export async function reorderProductImages(
  db: Database,
  actor: AuditActor,
  productId: number,
  imageIds: number[],
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const product = await lockedProduct(tx, productId);
    const byId = new Map(product.images.map((image) => [image.id, image]));
    const ordered = imageIds.map((id) => byId.get(id));
    const complete =
      imageIds.length === product.images.length &&
      new Set(imageIds).size === imageIds.length &&
      ordered.every((image) => image !== undefined);
    if (!complete) throw conflict(productImageMessages.orderOutdated);
    const before = product.images.map((image) => image.id);
    if (before.every((id, index) => id === imageIds[index])) return product;
    await writeOrder(tx, productId, ordered as ProductImage[], actor.at);
    await recordAudit(tx, actor, {
      action: 'product.reorderImages',
      target: { type: 'product', id: productId, label: product.name },
      before: { imageIds: before },
      after: { imageIds },
    });
    return loadProductForOperators(tx, productId);
  });
}

/** Removes one photo; those after it move up, and its file goes once the change is kept. */
export async function deleteProductImage(
  deps: { db: Database; files: FileStorage },
  actor: AuditActor,
  productId: number,
  imageId: number,
): Promise<AdminProduct> {
  const { after, removedUrl } = await deps.db.transaction(async (tx) => {
    const product = await lockedProduct(tx, productId);
    const position = product.images.findIndex((image) => image.id === imageId);
    if (position === -1) throw notFound(productImageMessages.notFound);
    const removed = product.images[position]!;
    await tx.delete(productImages).where(eq(productImages.id, imageId));
    await writeOrder(
      tx,
      productId,
      product.images.filter((image) => image.id !== imageId),
      actor.at,
    );
    await recordAudit(tx, actor, {
      action: 'product.deleteImage',
      target: { type: 'product', id: productId, label: product.name },
      before: auditedImage(removed, position),
    });
    return { after: await loadProductForOperators(tx, productId), removedUrl: removed.url };
  });
  // Storage ignores URLs it did not store, such as the seed's illustrations.
  await deps.files.remove(removedUrl);
  return after;
}
