import type { FastifyRequest } from 'fastify';
import {
  deleteProductImage,
  productImageMessages,
  productImageRules,
  reorderProductImages,
  uploadProductImage,
} from '@quotemarket/contract';
import {
  addProductImage,
  deleteProductImage as removeProductImage,
  reorderProductImages as reorderImages,
  type UploadedProductImage,
} from '../domain/catalog/product-images';
import { DomainError, invalidInput } from '../domain/shared/errors';
import { actorOf } from '../http/operator-actor';
import { answer, type RouteModule } from '../http/router';
import { isClientError, readImage } from '../http/uploaded-image';

/** A form the console would never send: the operator reads a plain sentence, the log the details. */
function malformedForm(request: FastifyRequest, problem: string, field?: string) {
  request.log.info({ problem, field }, 'product photo form refused');
  return invalidInput(productImageMessages.required);
}

/** Reads the one photo of the form, re-encoded to its pixels like every upload. */
async function readProductImageForm(request: FastifyRequest): Promise<UploadedProductImage> {
  if (!request.isMultipart()) throw malformedForm(request, 'not multipart/form-data');
  let image: UploadedProductImage | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== productImageRules.field || image) {
        throw malformedForm(request, 'unknown or repeated field', part.fieldname);
      }
      image = await readImage(part, request);
    }
  } catch (error) {
    if (error instanceof DomainError || isClientError(error)) throw error;
    throw malformedForm(request, error instanceof Error ? error.message : String(error));
  }
  if (!image) throw malformedForm(request, 'no photo');
  return image;
}

/**
 * A product's photos, beside its other values (catalogue-management): each change is an audited
 * operator write, and the table's change trigger (migration 0017) drops the kept buyer answers.
 */
export const productImageRoutes: RouteModule = (mount, deps) => {
  const { db, now } = deps;

  mount(uploadProductImage, async ({ params, auth, request }) => {
    const image = await readProductImageForm(request);
    return answer(await addProductImage(deps, actorOf(auth, request, now()), params.id, image), {
      message: '사진을 추가했어요.',
      statusCode: 201,
    });
  });

  mount(reorderProductImages, async ({ params, body, auth, request }) =>
    answer(await reorderImages(db, actorOf(auth, request, now()), params.id, body.imageIds), {
      message: '사진 순서를 바꿨어요.',
    }),
  );

  mount(deleteProductImage, async ({ params, auth, request }) =>
    answer(
      await removeProductImage(deps, actorOf(auth, request, now()), params.id, params.imageId),
      { message: '사진을 삭제했어요.' },
    ),
  );
};
