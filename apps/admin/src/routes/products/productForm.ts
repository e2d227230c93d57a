import {
  isRentalCategory,
  mainCategoryIds,
  productInputSchema,
  type AdminProduct,
  type ProductInput,
  type SubsidyCarrier,
} from '@quotemarket/contract';

/**
 * The product form as typed: text where the operator types text, amounts empty until typed
 * (`null`), and the internet plan kept while another category is chosen so that switching back
 * does not lose it. `productInput` turns it into what the API takes.
 */
export interface ProductDraft {
  categoryId1: number;
  /** The 세부 분류, or none; choosing another main category clears it. */
  categoryId2: number | null;
  name: string;
  brand: string;
  modelNumber: string;
  price: number | null;
  rentalFee: number | null;
  releaseDate: string;
  colours: { name: string; hex: string }[];
  storageOptions: string[];
  specs: { name: string; value: string }[];
  subsidies: SubsidyDraft[];
  internetPlan: { carrier: string; speed: string; productType: string };
}

export interface SubsidyDraft {
  carrier: SubsidyCarrier;
  plan: string;
  amount: number | null;
  effectiveFrom: string;
  /** Empty: the subsidy has no last day. */
  effectiveTo: string;
}

/** Each message of the form by the field it belongs to: `name`, `colours.0.hex`, `subsidies`… */
export type ProductFormErrors = Readonly<Record<string, string>>;

export const newColour = { name: '', hex: '#000000' };
export const newSpec = { name: '', value: '' };
export const newSubsidy: SubsidyDraft = {
  carrier: 'SKT',
  plan: '',
  amount: null,
  effectiveFrom: '',
  effectiveTo: '',
};

export function emptyProductDraft(categoryId1: number = mainCategoryIds.phone): ProductDraft {
  return {
    categoryId1,
    categoryId2: null,
    name: '',
    brand: '',
    modelNumber: '',
    price: null,
    rentalFee: null,
    releaseDate: '',
    colours: [],
    storageOptions: [],
    specs: [],
    subsidies: [],
    internetPlan: { carrier: '', speed: '', productType: '' },
  };
}

export function productDraftOf(product: AdminProduct): ProductDraft {
  return {
    categoryId1: product.categoryId1,
    categoryId2: product.categoryId2,
    name: product.name,
    brand: product.brand,
    modelNumber: product.modelNumber ?? '',
    price: product.price,
    rentalFee: product.rentalFee,
    releaseDate: product.releaseDate ?? '',
    colours: product.colours,
    storageOptions: product.storageOptions,
    specs: product.specs,
    subsidies: product.subsidies.map((subsidy) => ({
      ...subsidy,
      effectiveTo: subsidy.effectiveTo ?? '',
    })),
    internetPlan: product.internetPlan ?? emptyProductDraft().internetPlan,
  };
}

/**
 * Which sections and fields apply: subsidies to phones, the internet plan to internet products, a
 * monthly rental fee to rentals.
 */
export const takesSubsidies = (draft: ProductDraft) => draft.categoryId1 === mainCategoryIds.phone;
export const takesInternetPlan = (draft: ProductDraft) =>
  draft.categoryId1 === mainCategoryIds.internet;
export const takesRentalFee = (draft: ProductDraft) => isRentalCategory(draft.categoryId1);

/** Another main category: the old sub-category no longer belongs to it. */
export function withCategory(draft: ProductDraft, categoryId1: number): ProductDraft {
  return { ...draft, categoryId1, categoryId2: null };
}

/**
 * The body the API is sent, before the contract checks it; sections and fields that do not apply
 * are empty (the form keeps what was typed, so switching back does not lose it).
 */
function candidateInput(draft: ProductDraft) {
  const orNull = (text: string) => (text.trim() === '' ? null : text);
  return {
    ...draft,
    modelNumber: orNull(draft.modelNumber),
    releaseDate: orNull(draft.releaseDate),
    subsidies: takesSubsidies(draft)
      ? draft.subsidies.map((subsidy) => ({ ...subsidy, effectiveTo: orNull(subsidy.effectiveTo) }))
      : [],
    internetPlan: takesInternetPlan(draft) ? draft.internetPlan : null,
    rentalFee: takesRentalFee(draft) ? draft.rentalFee : null,
  };
}

/**
 * The form checked by the contract's own schema, so the page refuses what the server would, in the
 * same words: the input to send, or the first message of each field.
 */
export function productInput(
  draft: ProductDraft,
): { input: ProductInput } | { errors: ProductFormErrors } {
  const result = productInputSchema.safeParse(candidateInput(draft));
  if (result.success) return { input: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** Whether the form differs from what it was opened with. */
export const draftChanged = (draft: ProductDraft, saved: ProductDraft) =>
  JSON.stringify(draft) !== JSON.stringify(saved);

/** A list with one item replaced or removed: what each row of a repeated section calls. */
export const replaceAt = <Item>(list: readonly Item[], index: number, item: Item) =>
  list.map((current, at) => (at === index ? item : current));
export const removeAt = <Item>(list: readonly Item[], index: number) =>
  list.filter((_, at) => at !== index);
