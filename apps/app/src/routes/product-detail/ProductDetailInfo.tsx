import { styled } from 'styled-components';
import type { ProductDetail } from '@quotemarket/contract';
import { Button, MutedText, PageSection, vars } from '@quotemarket/ui';
import type { ProductDetailPageModel } from './useProductDetailPage';

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

interface ProductDetailInfoProps {
  product: ProductDetail;
  info: ProductDetailPageModel['info'];
}

/** '상품 정보': the detail image, else the descriptive attributes; then the spec link if any. */
export function ProductDetailInfo({ product, info }: ProductDetailInfoProps) {
  return (
    <PageSection title="상품 정보" titleId="product-info-heading">
      {product.detailImageUrl ? (
        <DetailImage
          src={product.detailImageUrl}
          alt={`${product.name} 상세 정보`}
          loading="lazy"
          decoding="async"
        />
      ) : info.attributes.length > 0 ? (
        <Attributes>
          {info.attributes.map((attribute) => (
            <AttributeRow key={attribute.id}>
              <dt>{attribute.name}</dt>
              <dd>{attribute.value}</dd>
            </AttributeRow>
          ))}
        </Attributes>
      ) : (
        <MutedText>등록된 상세 정보가 없어요.</MutedText>
      )}
      {info.specUrl &&
        (info.opensSpecInTab ? (
          <Button asChild variant="outline">
            <a
              href={info.specUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="상세 스펙 보기 (새 창)"
            >
              상세 스펙 보기
            </a>
          </Button>
        ) : (
          <Button variant="outline" onClick={info.openSpec}>
            상세 스펙 보기
          </Button>
        ))}
    </PageSection>
  );
}
