import { describe, expect, it } from 'vitest';
import { catalogueMessages, mainCategoryIds } from '@quotemarket/contract';
import { adminProduct } from '@quotemarket/contract/testing';
import {
  draftChanged,
  emptyProductDraft,
  newSubsidy,
  productDraftOf,
  productInput,
  withCategory,
} from './productForm';

describe('productInput', () => {
  it('turns a loaded product back into the same input, empty texts as null', () => {
    const {
      id: _id,
      image: _image,
      images: _images,
      isActive: _active,
      updatedAt: _at,
      ...input
    } = adminProduct(3);
    expect(productInput(productDraftOf(adminProduct(3)))).toEqual({ input });
    const draft = { ...productDraftOf(adminProduct(3)), modelNumber: ' ', releaseDate: '' };
    expect(productInput(draft)).toMatchObject({ input: { modelNumber: null, releaseDate: null } });
  });

  it('gives each field its Korean message', () => {
    const draft = {
      ...emptyProductDraft(),
      colours: [{ name: '블랙', hex: 'black' }],
      storageOptions: ['256GB', '256GB'],
    };
    expect(productInput(draft)).toEqual({
      errors: {
        name: catalogueMessages.nameRequired,
        price: catalogueMessages.priceInvalid,
        'colours.0.hex': catalogueMessages.hexInvalid,
        storageOptions: catalogueMessages.duplicateOption,
      },
    });
  });

  it('refuses two periods of one carrier and plan that share a day', () => {
    const subsidy = { ...newSubsidy, plan: '5GX 프라임', amount: 300_000 };
    const draft = {
      ...productDraftOf(adminProduct(3)),
      subsidies: [
        { ...subsidy, effectiveFrom: '2026-12-01', effectiveTo: '2026-12-31' },
        { ...subsidy, effectiveFrom: '2026-12-31', effectiveTo: '' },
      ],
    };
    expect(productInput(draft)).toEqual({
      errors: { subsidies: catalogueMessages.subsidyOverlap },
    });
    draft.subsidies[1]!.effectiveFrom = '2027-01-01';
    expect(productInput(draft)).toHaveProperty('input');
  });

  it('sends subsidies only for phones and the plan only for internet products', () => {
    const phone = productDraftOf(adminProduct(3));
    const internet = withCategory(phone, mainCategoryIds.internet);
    expect(internet.categoryId2).toBeNull();
    expect(productInput(internet)).toEqual({
      errors: {
        'internetPlan.carrier': catalogueMessages.internetRequired,
        'internetPlan.speed': catalogueMessages.internetRequired,
        'internetPlan.productType': catalogueMessages.internetRequired,
      },
    });
    const filled = {
      ...internet,
      internetPlan: { carrier: 'KT', speed: '1GB', productType: '인터넷+TV' },
    };
    expect(productInput(filled)).toMatchObject({
      input: { subsidies: [], internetPlan: filled.internetPlan },
    });
  });
});

it('draftChanged notices an edit', () => {
  const saved = productDraftOf(adminProduct(3));
  expect(draftChanged({ ...saved }, saved)).toBe(false);
  expect(draftChanged({ ...saved, price: 1 }, saved)).toBe(true);
});
