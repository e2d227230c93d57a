import { useState } from 'react';
import { styled } from 'styled-components';
import type { ProductDetail } from '@quotemarket/contract';
import { Heading, PriceLine, Text, vars } from '@quotemarket/ui';
import type { ProductDetailPageModel } from './useProductDetailPage';

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

interface ProductDetailSummaryProps {
  product: ProductDetail;
  price: ProductDetailPageModel['price'];
}

/** The product's picture, brand, name and price line. */
export function ProductDetailSummary({ product, price }: ProductDetailSummaryProps) {
  return (
    <Summary aria-labelledby="product-name">
      <ProductImage src={product.image} name={product.name} />
      {product.brand && (
        <Text size="sm" tone="subtle">
          {product.brand}
        </Text>
      )}
      <Heading level={2} size="lg" id="product-name">
        {product.name}
      </Heading>
      {price && <PriceLine {...price} emphasis="strong" />}
    </Summary>
  );
}
