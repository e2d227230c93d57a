import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  categoryRouteName,
  type ProductAttribute,
  type ProductDetail,
} from '@quotemarket/contract';
import {
  platformFromQuery,
  postToNative,
  useBiddingTarget,
  useProductDetail,
  useRequireLogin,
  useStoredValue,
  type NativeBridgeWindow,
} from '@quotemarket/hooks';
import {
  Banner,
  BottomSheet,
  Button,
  ErrorFallback,
  MutedText,
  OptionGroup,
  PageSection,
  PageStack,
  PriceLine,
  SkeletonList,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { parseCategoryId } from '../../shared/categories';
import { priceLineProps } from '../../shared/products';
import {
  missingGroups,
  missingOptionMessage,
  optionAttributes,
  productDetailsToStore,
  selectedOptions,
  selectionButtonLabel,
  specDetailUrl,
  textAttributes,
} from './productDetailRules';

const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

const Media = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  max-height: 280px;
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Brand = styled.p`
  margin: 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.bold};
`;

const DetailImage = styled.img`
  display: block;
  width: 100%;
  border-radius: ${vars.radius.md};
`;

const Attributes = styled.dl`
  display: grid;
  grid-template-columns: minmax(5em, auto) 1fr;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  font-size: ${vars.font.size.sm};

  dt {
    color: ${vars.color.textMuted};
  }

  dd {
    margin: 0;
    color: ${vars.color.text};
  }
`;

/** A name–value pair; `dl` allows one `div` around each pair. */
const AttributeRow = styled.div`
  display: contents;
`;

const SpecLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${vars.layout.touchTarget};
  padding: 0 ${vars.space[4]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-weight: ${vars.font.weight.semibold};
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

const Alert = styled.p`
  margin: 0 0 ${vars.space[2]};
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
`;

const ActionBar = styled.div`
  position: sticky;
  bottom: 0;
  padding: ${vars.space[3]} 0 0;
  background: ${vars.color.background};
`;

function ProductImage({ src, name }: { src: string | null; name: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <Media data-part="media">
      {src && failedSrc !== src ? (
        <img src={src} alt={name} decoding="async" onError={() => setFailedSrc(src)} />
      ) : (
        <span role="img" aria-label={`${name} 이미지 준비 중`}>
          이미지 준비 중
        </span>
      )}
    </Media>
  );
}

export interface ProductDetailPageProps {
  /** The window the native bridge talks through (tests pass a fake one). */
  nativeWindow?: NativeBridgeWindow;
}

/** `/request-details/{id}/{nameEn}/{itemId}`: a product, its options and the way to its wizard. */
export function ProductDetailPage({ nativeWindow }: ProductDetailPageProps) {
  const params = useParams();
  const itemId = Number(params.itemId);
  if (!Number.isInteger(itemId) || itemId <= 0) {
    return (
      <PageStack>
        <ErrorFallback
          title="상품을 찾을 수 없어요"
          description="주소를 다시 확인해 주세요."
          homeHref={paths.home()}
        />
      </PageStack>
    );
  }
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
  const params = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const routeId = parseCategoryId(params.id);
  const categoryId = routeId > 0 ? routeId : product.categoryId1;
  const categoryNameEn = params.nameEn || categoryRouteName(categoryId, product.categoryNameEn);

  const goTo = useCallback((path: string) => void navigate(path), [navigate]);
  const { requireLogin } = useRequireLogin(goTo);
  const { saveTarget } = useBiddingTarget();
  const [, saveProductDetails] = useStoredValue('productDetails');
  const [storedPlatform] = useStoredValue('platform');
  const platform = platformFromQuery(search) ?? storedPlatform;

  const price = priceLineProps(categoryId, product);
  const attributes = textAttributes(product.attributes);
  const groups = optionAttributes(product.attributes);
  const specUrl = specDetailUrl(product);
  const internet = product.internetProperty !== null;

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

  const openSpec = () => {
    if (!specUrl) return;
    const win = nativeWindow ?? (globalThis.window as unknown as NativeBridgeWindow);
    postToNative(win, platform, { type: 'openExternalBrowser', url: specUrl });
  };

  const renderGroup = (group: ProductAttribute) => (
    <OptionGroup
      key={group.id}
      name={group.name}
      required
      options={group.optionValues.map((option) => ({
        id: option.id,
        value: option.value,
        colorHex: option.colorHex ?? undefined,
      }))}
      value={choices[group.id] ?? ''}
      onValueChange={(value) => {
        setChoices((current) => ({ ...current, [group.id]: value }));
        setMissing((current) => current.filter((id) => id !== group.id));
      }}
      error={missing.includes(group.id) ? missingOptionMessage : undefined}
    />
  );

  return (
    <PageStack>
      <Banner headingLevel={1} title={`${product.name} 선택`} />

      <Summary aria-labelledby="product-name">
        <ProductImage src={product.image} name={product.name} />
        {product.brand && <Brand>{product.brand}</Brand>}
        <Name id="product-name">{product.name}</Name>
        {price && <PriceLine {...price} emphasis="strong" />}
      </Summary>

      <PageSection title="상품 정보" titleId="product-info-heading">
        {product.detailImageUrl ? (
          <DetailImage
            src={product.detailImageUrl}
            alt={`${product.name} 상세 정보`}
            loading="lazy"
            decoding="async"
          />
        ) : attributes.length > 0 ? (
          <Attributes>
            {attributes.map((attribute) => (
              <AttributeRow key={attribute.id}>
                <dt>{attribute.name}</dt>
                <dd>{attribute.value}</dd>
              </AttributeRow>
            ))}
          </Attributes>
        ) : (
          <MutedText>등록된 상세 정보가 없어요.</MutedText>
        )}
        {specUrl &&
          (platform === 'web' ? (
            <SpecLink
              href={specUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="상세 스펙 보기 (새 창)"
            >
              상세 스펙 보기
            </SpecLink>
          ) : (
            <Button variant="outline" onClick={openSpec}>
              상세 스펙 보기
            </Button>
          ))}
      </PageSection>

      <ActionBar>
        {internet ? (
          <MutedText role="note">인터넷 상품은 인터넷 카테고리에서 견적을 요청해 주세요.</MutedText>
        ) : (
          <>
            {unavailable && <Alert role="alert">이 상품은 아직 견적을 요청할 수 없어요.</Alert>}
            <Button size="lg" fullWidth onClick={choose}>
              {selectionButtonLabel(categoryId)}
            </Button>
          </>
        )}
      </ActionBar>

      <BottomSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        title="옵션 선택"
        description={`${product.name}의 옵션을 모두 선택해 주세요.`}
        footer={
          <Button size="lg" fullWidth onClick={confirmOptions}>
            다음
          </Button>
        }
      >
        <Groups>{groups.map(renderGroup)}</Groups>
      </BottomSheet>
    </PageStack>
  );
}
