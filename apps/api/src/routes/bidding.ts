import { notFoundMessage } from '@quotemarket/contract';
import {
  categoryRouteNames,
  checkBiddingInProgress,
  checkInternetBiddingInProgress,
  doneMessages,
  endBiddingRequest,
  findInternetProductByProperties,
  getBiddingProgress,
  getInternetBiddingProgress,
  isRentalCategory,
  listBiddingQuestions,
  listBiddingQuestionsByCategory,
  mainCategoryIds,
  saveBiddingResponses,
  saveInternetBiddingResponses,
  submitBiddingRequest,
  submitInternetBiddingRequest,
  updateBiddingNotificationPreference,
  type MainCategoryId,
} from '@quotemarket/contract';
import type { Database } from '../db/database';
import {
  deleteDraft,
  draftNotFoundMessage,
  hasAnsweredDraft,
  readProgress,
  saveAnswers,
  type DraftScope,
} from '../domain/bidding/drafts';
import {
  findActiveProduct,
  findInternetProductId,
  type WizardProduct,
} from '../domain/bidding/products';
import {
  isMainCategory,
  loadWizardQuestions,
  toBiddingQuestion,
} from '../domain/bidding/questions';
import {
  openQuotation,
  prepareSubmission,
  requireOneValuePerOption,
} from '../domain/bidding/submission';
import { setQuotationNotifications } from '../domain/bidding/notifications';
import { answer, type RouteModule } from '../http/router';
import { invalidInput, notFound } from '../domain/shared/errors';
import { requestFailedMessage } from '../http/validation-messages';

const messages = {
  categoryNotFound: notFoundMessage('category'),
  productNotFound: notFoundMessage('product'),
  internetProductUnknown: notFoundMessage('productDetails'),
  internetHasOwnWizard: '인터넷 견적은 인터넷 견적 요청에서 진행해 주세요.',
  saved: '답변을 저장했어요.',
  submitted: doneMessages.quoteRequested,
  reset: '입력한 내용을 모두 지웠어요.',
} as const;

/** The product of a product wizard: active, and not internet (whose draft has no product). */
async function requireWizardProduct(db: Database, productId: number): Promise<WizardProduct> {
  const product = await findActiveProduct(db, productId);
  if (!product) throw notFound(messages.productNotFound);
  if (product.categoryId === mainCategoryIds.internet) {
    throw invalidInput(messages.internetHasOwnWizard);
  }
  return product;
}

const productScope = (buyerId: number, product: WizardProduct): DraftScope => ({
  buyerId,
  categoryId: product.categoryId,
  productId: product.id,
});

const internetScope = (buyerId: number): DraftScope => ({
  buyerId,
  categoryId: mainCategoryIds.internet,
  productId: null,
});

async function countQuestions(db: Database, categoryId: number): Promise<number> {
  return (await loadWizardQuestions(db, categoryId)).length;
}

export const biddingRoutes: RouteModule = (mount, { db, now }) => {
  // The spec names two paths for the same questions; one handler serves both.
  const listQuestions = async ({ query }: { query: { categoryId: number } }) => {
    if (!(await isMainCategory(db, query.categoryId))) throw notFound(messages.categoryNotFound);
    return (await loadWizardQuestions(db, query.categoryId)).map(toBiddingQuestion);
  };
  mount(listBiddingQuestionsByCategory, listQuestions);
  mount(listBiddingQuestions, listQuestions);

  mount(getBiddingProgress, async ({ query, auth }) => {
    const product = await requireWizardProduct(db, query.productId);
    const totalQuestions = await countQuestions(db, product.categoryId);
    return readProgress(db, productScope(auth.userId, product), totalQuestions);
  });

  mount(saveBiddingResponses, async ({ body, auth }) => {
    const product = await requireWizardProduct(db, body.productId);
    const progress = await saveAnswers(
      db,
      productScope(auth.userId, product),
      await loadWizardQuestions(db, product.categoryId),
      {
        quotationId: body.quotationId,
        responses: body.responses,
        rentalFee: isRentalCategory(product.categoryId) ? product.rentalFee : null,
        now: now(),
      },
    );
    return answer(progress, { message: messages.saved });
  });

  mount(checkBiddingInProgress, async ({ query, auth }) => {
    const product = await requireWizardProduct(db, query.productId);
    return hasAnsweredDraft(db, productScope(auth.userId, product));
  });

  mount(submitBiddingRequest, async ({ body, auth }) => {
    const draft = await prepareSubmission(db, auth.userId, body.quotationId, 'product');
    const product = draft.productId === null ? null : await findActiveProduct(db, draft.productId);
    if (!product) throw notFound(messages.productNotFound);
    if (categoryRouteNames[product.categoryId as MainCategoryId] !== body.categoryName) {
      throw invalidInput(requestFailedMessage);
    }
    await requireOneValuePerOption(db, product.id, body.productOptionValueIds);
    const submitted = await openQuotation(db, {
      quotationId: draft.id,
      productId: product.id,
      optionValueIds: body.productOptionValueIds,
      now: now(),
    });
    return answer(submitted, { message: messages.submitted });
  });

  mount(endBiddingRequest, async ({ body, auth }) => {
    if (!(await deleteDraft(db, auth.userId, body.quotationId)))
      throw notFound(draftNotFoundMessage);
    return answer({ quotationId: body.quotationId }, { message: messages.reset });
  });

  mount(updateBiddingNotificationPreference, async ({ body, auth }) => {
    await setQuotationNotifications(db, {
      buyerId: auth.userId,
      quotationId: body.quotationId,
      enabled: body.notificationEnabled,
      now: now(),
    });
    return { quotationId: body.quotationId, notificationEnabled: body.notificationEnabled };
  });

  mount(getInternetBiddingProgress, async ({ auth }) =>
    readProgress(
      db,
      internetScope(auth.userId),
      await countQuestions(db, mainCategoryIds.internet),
    ),
  );

  mount(checkInternetBiddingInProgress, async ({ auth }) =>
    hasAnsweredDraft(db, internetScope(auth.userId)),
  );

  mount(saveInternetBiddingResponses, async ({ body, auth }) => {
    const progress = await saveAnswers(
      db,
      internetScope(auth.userId),
      await loadWizardQuestions(db, mainCategoryIds.internet),
      { quotationId: body.quotationId, responses: body.responses, rentalFee: null, now: now() },
    );
    return answer(progress, { message: messages.saved });
  });

  mount(findInternetProductByProperties, async ({ body }) => ({
    productId: await findInternetProductId(db, body),
  }));

  mount(submitInternetBiddingRequest, async ({ body, auth }) => {
    const draft = await prepareSubmission(db, auth.userId, body.quotationId, 'internet');
    const product = body.productId === 0 ? null : await findActiveProduct(db, body.productId);
    if (product?.categoryId !== mainCategoryIds.internet) {
      throw invalidInput(messages.internetProductUnknown);
    }
    const submitted = await openQuotation(db, {
      quotationId: draft.id,
      productId: product.id,
      optionValueIds: [],
      now: now(),
    });
    return answer(submitted, { message: messages.submitted });
  });
};
