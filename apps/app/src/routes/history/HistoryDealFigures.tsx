import { styled } from 'styled-components';
import {
  installmentMonthsLabel,
  quoteFigureLabels,
  withSubject,
  type HistoryDetail,
  type QuoteKind,
} from '@quotemarket/contract';
import {
  Heading,
  KeyValueList,
  MutedText,
  PageSection,
  PriceBreakdown,
  RadioGroup,
  RequestProductBanner,
  vars,
} from '@quotemarket/ui';
import {
  additionalServiceRows,
  dealProductBanner,
  installmentChoices,
  internetDealRows,
  phoneDealRows,
  rentalDealRows,
} from './historyRules';
import { allInCostBreakdown } from '../../shared/quoteFigureItems';

/** The product of the deal: picture and name, the colour the buyer chose as a swatch, its model. */
export function HistoryDealProduct({ detail }: { detail: HistoryDetail }) {
  return (
    <PageSection title="구매 신청한 상품">
      <RequestProductBanner headingLevel={3} {...dealProductBanner(detail)} />
    </PageSection>
  );
}

/** The deal's figures in its category's kind (spec 8–10), each as the API computed it. */
export function HistoryDealFigures({ detail, kind }: { detail: HistoryDetail; kind: QuoteKind }) {
  return (
    <PageSection title="견적 내용">
      {kind === 'phone' ? (
        <PhoneFigures detail={detail} />
      ) : kind === 'internet' ? (
        <InternetFigures detail={detail} />
      ) : (
        <RentalFigures detail={detail} />
      )}
    </PageSection>
  );
}

function PhoneFigures({ detail }: { detail: HistoryDetail }) {
  const rows = phoneDealRows(detail);
  const chosen = detail.installmentPeriod;
  return (
    <>
      <PriceBreakdown items={rows.price} />
      {/* Read only: the months of the deal are checked, the others cannot be chosen. */}
      <RadioGroup
        label={`${quoteFigureLabels.installmentPeriod}: ${installmentMonthsLabel(chosen)}`}
        variant="chip"
        orientation="horizontal"
        options={installmentChoices.map((choice) => ({
          ...choice,
          disabled: chosen === null || choice.value !== String(chosen),
        }))}
        value={chosen === null ? '' : String(chosen)}
      />
      <PriceBreakdown items={rows.monthly} total={rows.total} />
      <ExtraServices detail={detail} title="필수 부가서비스" />
    </>
  );
}

function InternetFigures({ detail }: { detail: HistoryDetail }) {
  const rows = internetDealRows(detail);
  return <PriceBreakdown items={rows.money} total={rows.total} />;
}

function RentalFigures({ detail }: { detail: HistoryDetail }) {
  const rows = rentalDealRows(detail);
  return (
    <>
      <KeyValueList items={rows.terms} />
      <PriceBreakdown items={rows.money} total={rows.total} />
      <ExtraServices detail={detail} title="추가 서비스" />
    </>
  );
}

const Services = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

function ExtraServices({ detail, title }: { detail: HistoryDetail; title: string }) {
  const rows = additionalServiceRows(detail);
  if (rows.length === 0) return <MutedText>{withSubject(title)} 없어요</MutedText>;
  return (
    <Services aria-label={title}>
      <Heading level={3} size="sm">
        {title}
      </Heading>
      <KeyValueList items={rows} />
    </Services>
  );
}

/** What the deal costs in all over its contract, line by line (the contract's `allInCost`). */
export function HistoryDealAllInCost({ detail }: { detail: HistoryDetail }) {
  const rows = allInCostBreakdown(detail.allInCost);
  return (
    <PageSection title="약정 기간 총 비용">
      <PriceBreakdown items={rows.items} total={rows.total} />
      <MutedText>혜택을 뺀, 약정 기간 동안 실제로 내는 돈이에요.</MutedText>
    </PageSection>
  );
}
