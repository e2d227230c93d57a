import { styled } from 'styled-components';
import type { ProductDetail } from '@quotemarket/contract';
import { BottomSheet, Button, MutedText, OptionGroup, Text, vars } from '@quotemarket/ui';
import { missingOptionMessage } from './productDetailRules';
import type { ProductDetailPageModel } from './useProductDetailPage';

const ActionBar = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} 0 0;
  background: ${vars.color.background};
`;

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

interface ProductDetailActionsProps {
  product: ProductDetail;
  action: ProductDetailPageModel['action'];
  options: ProductDetailPageModel['options'];
}

/** The selection button at the foot of the page and the sheet of the product's option groups. */
export function ProductDetailActions({ product, action, options }: ProductDetailActionsProps) {
  return (
    <>
      <ActionBar>
        {action.isInternet ? (
          <MutedText role="note">인터넷 상품은 인터넷 카테고리에서 견적을 요청해 주세요.</MutedText>
        ) : (
          <>
            {action.unavailable && (
              <Text role="alert" size="sm" tone="danger">
                이 상품은 아직 견적을 요청할 수 없어요.
              </Text>
            )}
            <Button size="lg" fullWidth onClick={action.choose}>
              {action.label}
            </Button>
          </>
        )}
      </ActionBar>

      <BottomSheet
        open={options.open}
        onOpenChange={options.setOpen}
        title="옵션 선택"
        description={`${product.name}의 옵션을 모두 선택해 주세요.`}
        footer={
          <Button size="lg" fullWidth onClick={options.confirm}>
            이 옵션으로 견적 받기
          </Button>
        }
      >
        <Groups>
          {options.groups.map((group) => (
            <OptionGroup
              key={group.id}
              name={group.name}
              required
              options={group.optionValues.map((option) => ({
                id: option.id,
                value: option.value,
                colorHex: option.colorHex ?? undefined,
              }))}
              value={options.choices[group.id] ?? ''}
              onValueChange={(value) => options.chooseOption(group.id, value)}
              error={options.missing.includes(group.id) ? missingOptionMessage : undefined}
            />
          ))}
        </Groups>
      </BottomSheet>
    </>
  );
}
