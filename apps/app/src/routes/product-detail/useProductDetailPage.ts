import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { categoryRouteName, marketVariantLabel, type ProductDetail } from '@quotemarket/contract';
import {
  platformFromQuery,
  postToNative,
  useBiddingTarget,
  useProductMarketPrices,
  useStoredValue,
  type NativeBridgeWindow,
} from '@quotemarket/hooks';
import { paths } from '../../paths';
import { useRequireBuyerLogin } from '../../shell/useRequireBuyerLogin';
import { parseCategoryId } from '../../shared/categories';
import { optionAttributes, priceLineProps } from '../../shared/products';
import {
  missingGroups,
  productDetailsToStore,
  selectedOptions,
  selectionButtonLabel,
  specDetailUrl,
  textAttributes,
} from './productDetailRules';

/**
 * A loaded product's page: its category (from the path, else the product's own), what it shows,
 * and the way to its wizard — the option sheet when it has option groups, the chosen options kept
 * with the bidding target, then the wizard (a guest goes to login first).
 */
export function useProductDetailPage(
  product: ProductDetail,
  nativeWindow: NativeBridgeWindow | undefined,
) {
  const params = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const routeId = parseCategoryId(params.id);
  const categoryId = routeId > 0 ? routeId : product.categoryId1;
  const categoryNameEn = params.nameEn || categoryRouteName(categoryId, product.categoryNameEn);

  const { requireLogin } = useRequireBuyerLogin();
  const { saveTarget } = useBiddingTarget();
  const [, saveProductDetails] = useStoredValue('productDetails');
  const [storedPlatform] = useStoredValue('platform');
  const platform = platformFromQuery(search) ?? storedPlatform;

  const marketPrices = useProductMarketPrices(product.id);
  const groups = optionAttributes(product.attributes);
  const specUrl = specDetailUrl(product);

  const [sheetOpen, setSheetOpen] = useState(false);
  const [choices, setChoices] = useState<Record<number, string>>({});
  const [missing, setMissing] = useState<number[]>([]);
  const [unavailable, setUnavailable] = useState(false);

  const proceed = (groupsChosen: Record<number, string>) => {
    const details = selectedOptions(groups, groupsChosen);
    saveProductDetails(productDetailsToStore(product, categoryId, details));
    const target = { categoryNameEn, categoryId, itemId: product.id };
    saveTarget(target);
    setSheetOpen(false);
    requireLogin(() => {
      const path = paths.biddingPage(target);
      if (path) void navigate(path);
      else setUnavailable(true);
    });
  };

  const choose = () => {
    if (groups.length === 0) proceed({});
    else {
      setMissing([]);
      setSheetOpen(true);
    }
  };

  const confirmOptions = () => {
    const absent = missingGroups(groups, choices);
    setMissing(absent);
    if (absent.length === 0) proceed(choices);
  };

  const chooseOption = (groupId: number, value: string) => {
    setChoices((current) => ({ ...current, [groupId]: value }));
    setMissing((current) => current.filter((id) => id !== groupId));
  };

  const openSpec = () => {
    if (!specUrl) return;
    const win = nativeWindow ?? (globalThis.window as unknown as NativeBridgeWindow);
    postToNative(win, platform, { type: 'openExternalBrowser', url: specUrl });
  };

  return {
    price: priceLineProps(categoryId, product),
    /** Its market price per variant (storage, carrier, 가입 유형); undefined until loaded. */
    marketPrices: marketPrices.data?.variants.map((variant) => ({
      label: marketVariantLabel(variant),
      price: variant,
    })),
    info: {
      attributes: textAttributes(product.attributes),
      specUrl,
      /** On the web the spec opens in a new tab; the apps open it in the phone's browser. */
      opensSpecInTab: platform === 'web',
      openSpec,
    },
    action: {
      /** Internet plans are requested from the internet category's home, not from here. */
      isInternet: product.internetProperty !== null,
      label: selectionButtonLabel(groups.length > 0),
      unavailable,
      choose,
    },
    options: {
      open: sheetOpen,
      setOpen: setSheetOpen,
      groups,
      choices,
      missing,
      chooseOption,
      confirm: confirmOptions,
    },
  };
}

export type ProductDetailPageModel = ReturnType<typeof useProductDetailPage>;
