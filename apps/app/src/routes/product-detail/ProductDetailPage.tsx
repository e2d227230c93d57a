import { notFoundTitle } from '@quotemarket/contract';
import { useParams } from 'react-router-dom';
import type { ProductDetail } from '@quotemarket/contract';
import { ApiError, useProductDetail, type NativeBridgeWindow } from '@quotemarket/hooks';
import { Banner, ErrorFallback, PageStack, SkeletonList } from '@quotemarket/ui';
import { paths } from '../../paths';
import { MarketPriceSection } from '../../shared/MarketPriceSection';
import { ProductDetailActions } from './ProductDetailActions';
import { ProductDetailInfo } from './ProductDetailInfo';
import { ProductDetailSummary } from './ProductDetailSummary';
import { detailBannerTitle } from './productDetailRules';
import { useProductDetailPage } from './useProductDetailPage';

export interface ProductDetailPageProps {
  /** The window the native bridge talks through (tests pass a fake one). */
  nativeWindow?: NativeBridgeWindow;
}

/** What the page says for a product that does not exist (or is no longer on sale). */
export const productNotFoundText = notFoundTitle('product');

function ProductNotFound() {
  return (
    <PageStack>
      <ErrorFallback
        title={productNotFoundText}
        description="판매가 끝났거나 주소가 잘못되었을 수 있어요."
        homeHref={paths.home()}
      />
    </PageStack>
  );
}

/** The product detail (`paths.productDetail`): a product, its options and the way to its wizard. */
export function ProductDetailPage({ nativeWindow }: ProductDetailPageProps) {
  const params = useParams();
  const itemId = Number(params.itemId);
  if (!Number.isInteger(itemId) || itemId <= 0) return <ProductNotFound />;
  return <Detail itemId={itemId} nativeWindow={nativeWindow} />;
}

function Detail({
  itemId,
  nativeWindow,
}: {
  itemId: number;
  nativeWindow: NativeBridgeWindow | undefined;
}) {
  const detail = useProductDetail(itemId);
  if (detail.isPending) {
    return (
      <PageStack>
        <SkeletonList count={3} label="상품 정보를 불러오는 중" />
      </PageStack>
    );
  }
  if (detail.isError) {
    // A missing product (none with this id, or taken off sale) will not appear on retry.
    if (detail.error instanceof ApiError && detail.error.status === 404) return <ProductNotFound />;
    return (
      <PageStack>
        <ErrorFallback
          title="상품 정보를 불러오지 못했어요"
          onRetry={() => void detail.refetch()}
          homeHref={paths.home()}
        />
      </PageStack>
    );
  }
  return <Loaded product={detail.data} nativeWindow={nativeWindow} />;
}

function Loaded({
  product,
  nativeWindow,
}: {
  product: ProductDetail;
  nativeWindow: NativeBridgeWindow | undefined;
}) {
  const page = useProductDetailPage(product, nativeWindow);
  return (
    <PageStack>
      <Banner headingLevel={1} title={detailBannerTitle(product.name)} />
      <ProductDetailSummary product={product} price={page.price} />
      <MarketPriceSection rows={page.marketPrices} />
      <ProductDetailInfo product={product} info={page.info} />
      <ProductDetailActions product={product} action={page.action} options={page.options} />
    </PageStack>
  );
}
