import { useId, useState } from 'react';
import { styled } from 'styled-components';
import {
  allInCostTitle,
  contractMonthOptions,
  contractMonthsLabel,
  safeDealNotice,
  type EstimationDetail,
} from '@quotemarket/contract';
import { useEstimationsByQuotation } from '@quotemarket/hooks';
import {
  Button,
  KeyValueList,
  MutedText,
  PageSection,
  PriceBreakdown,
  RadioGroup,
  SellerCard,
  Text,
  formatWon,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { AskStoreLink } from './AskStoreLink';
import { allInCostBreakdown } from '../../shared/quoteFigureItems';
import { QuoteNotesSection } from '../../shared/QuoteNotesSection';
import {
  internetQuoteItems,
  internetRequestItems,
  notSelectableReason,
  phonePriceItems,
  rentalQuoteItems,
  rentalRequestItems,
} from './quotationRules';

const Box = styled.div`
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};
`;

const AskRow = styled.div`
  margin-top: ${vars.space[3]};
`;

/**
 * Who sent the quote: photo, store name, rating and successful bids, the store page behind it,
 * and asking the store a question.
 */
export function SellerSection({ detail, unread }: { detail: EstimationDetail; unread: number }) {
  const { seller } = detail;
  return (
    <PageSection title="판매점">
      <Box>
        <SellerCard
          storeName={seller.storeName}
          imageSrc={seller.sellerImageUrl}
          businessVerifiedAt={seller.businessVerifiedAt}
          rating={seller.averageRating}
          successfulBidCount={seller.successfulBidCount}
          href={paths.store(seller.sellerId)}
        />
        <AskRow>
          <AskStoreLink estimationId={detail.estimationId} unread={unread} />
        </AskRow>
      </Box>
    </PageSection>
  );
}

/** Phones: the price breakdown, the contract period, add-on services and other conditions. */
export function PhoneQuoteSections({ detail }: { detail: EstimationDetail }) {
  const price = phonePriceItems(detail);
  const requested = detail.quotation.contractMonths;
  return (
    <>
      <PageSection title="가격 상세">
        <PriceBreakdown variant="card" items={price.items} total={price.total} />
      </PageSection>
      <PageSection title="약정 기간">
        <RadioGroup
          label="약정 기간"
          hideLabel
          variant="chip"
          orientation="horizontal"
          value={detail.contractDuration === null ? undefined : String(detail.contractDuration)}
          options={contractMonthOptions.map((months) => ({
            value: String(months),
            label: contractMonthsLabel(months),
            // The dealer's term: the other periods are shown for comparison, not for choosing.
            disabled: months !== detail.contractDuration,
          }))}
        />
        {requested !== null ? (
          <MutedText>요청하신 약정 기간은 {contractMonthsLabel(requested)}이에요.</MutedText>
        ) : null}
      </PageSection>
      <PageSection title="부가서비스">
        {detail.additionalServices.length > 0 ? (
          <KeyValueList
            variant="card"
            items={detail.additionalServices.map((service, index) => ({
              key: index,
              label: service.name,
              value: `월 ${formatWon(service.monthlyFee)}`,
              note:
                service.requiredMonths > 0
                  ? `${service.requiredMonths}개월 동안 유지해야 해요`
                  : '유지해야 하는 기간이 없어요',
            }))}
          />
        ) : (
          <MutedText>가입해야 하는 부가서비스가 없어요.</MutedText>
        )}
      </PageSection>
      <QuoteNotesSection kind="phone" conditions={detail.conditions} notes={detail.notes} />
    </>
  );
}

/** Internet: the request as answered, then the dealer's quote and notes. */
export function InternetQuoteSections({ detail }: { detail: EstimationDetail }) {
  return (
    <>
      <PageSection title="요청 내용">
        <KeyValueList variant="card" items={internetRequestItems(detail)} />
      </PageSection>
      <PageSection title="판매점 견적">
        <PriceBreakdown variant="card" items={internetQuoteItems(detail)} />
      </PageSection>
      <QuoteNotesSection kind="internet" conditions={detail.conditions} notes={detail.notes} />
    </>
  );
}

/** Water purifiers and the other rentals: the request, the fee after the store subsidy, notes. */
export function RentalQuoteSections({ detail }: { detail: EstimationDetail }) {
  const quote = rentalQuoteItems(detail);
  return (
    <>
      <PageSection title="요청 내용">
        <KeyValueList variant="card" items={rentalRequestItems(detail)} />
      </PageSection>
      <PageSection title="판매점 견적">
        <PriceBreakdown variant="card" items={quote.items} total={quote.total} />
      </PageSection>
      <QuoteNotesSection kind="rental" conditions={detail.conditions} notes={detail.notes} />
    </>
  );
}

/**
 * The rule every quote was checked by, told to the buyer: a store's subsidy is applied on the
 * contract, so a promise of cash paid back later (페이백) is the trick to walk away from.
 */
export function SafeDealSection() {
  return (
    <PageSection title={safeDealNotice.title}>
      <Box role="note" aria-label={safeDealNotice.title}>
        <Text>{safeDealNotice.body}</Text>
      </Box>
    </PageSection>
  );
}

/** What the quote costs in all over its contract, line by line, benefits taken off. */
export function AllInCostSection({ detail }: { detail: EstimationDetail }) {
  const cost = allInCostBreakdown(detail.allInCost);
  return (
    <PageSection title={allInCostTitle(detail.allInCost.months)}>
      <MutedText>
        {detail.contractDuration
          ? '약정 기간 동안 실제로 내는 돈이에요. 받는 혜택은 뺐어요.'
          : '무약정이라 2년(24개월) 동안 내는 돈으로 계산했어요. 받는 혜택은 뺐어요.'}
      </MutedText>
      <PriceBreakdown variant="card" items={cost.items} total={cost.total} />
    </PageSection>
  );
}

const ActionBar = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0 calc(-1 * ${vars.space[4]}) calc(-1 * ${vars.space[8]});
  padding: ${vars.space[3]} ${vars.space[4]} ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
`;

/** The purchase request button, disabled with the reason once the quote cannot be chosen. */
export function SelectAction({
  detail,
  onSelect,
  pending,
}: {
  detail: EstimationDetail;
  onSelect: () => void;
  pending: boolean;
}) {
  const reasonId = useId();
  return (
    <ActionBar data-part="select-action">
      {detail.isSelectable ? null : <NotSelectableReason id={reasonId} detail={detail} />}
      <Button
        size="lg"
        fullWidth
        onClick={onSelect}
        loading={pending}
        disabled={!detail.isSelectable}
        aria-describedby={detail.isSelectable ? undefined : reasonId}
      >
        구매 신청하기
      </Button>
    </ActionBar>
  );
}

/** Reads the request's window to say whether it closed by time or by a selection. */
function NotSelectableReason({ id, detail }: { id: string; detail: EstimationDetail }) {
  const request = useEstimationsByQuotation(detail.quotationId);
  const [now] = useState(Date.now);
  const reason = notSelectableReason(request.quotation, now);
  return (
    <Text id={id} size="sm" tone="subtle" role="status">
      {reason}
    </Text>
  );
}
