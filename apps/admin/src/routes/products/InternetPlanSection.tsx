import { PageSection, Text, TextField } from '@quotemarket/ui';
import { FieldGrid, type ProductSectionProps } from './formLayout';

/** 인터넷 요금제 (internet products): carrier, speed and product set; the monthly fee is the price. */
export function InternetPlanSection({ draft, onChange, errors, readOnly }: ProductSectionProps) {
  const plan = draft.internetPlan;
  const change = (patch: Partial<typeof plan>) =>
    onChange({ ...draft, internetPlan: { ...plan, ...patch } });
  return (
    <PageSection title="인터넷 요금제">
      <FieldGrid>
        <TextField
          label="통신사"
          value={plan.carrier}
          maxLength={40}
          onChange={(event) => change({ carrier: event.target.value })}
          error={errors['internetPlan.carrier']}
          readOnly={readOnly}
        />
        <TextField
          label="속도"
          description="예: 500MB, 1GB"
          value={plan.speed}
          maxLength={20}
          onChange={(event) => change({ speed: event.target.value })}
          error={errors['internetPlan.speed']}
          readOnly={readOnly}
        />
        <TextField
          label="상품 구성"
          description="예: 인터넷 단독, 인터넷+TV, 인터넷+TV+집전화"
          value={plan.productType}
          maxLength={40}
          onChange={(event) => change({ productType: event.target.value })}
          error={errors['internetPlan.productType']}
          readOnly={readOnly}
        />
      </FieldGrid>
      {errors.internetPlan && (
        <Text size="sm" tone="danger" role="alert">
          {errors.internetPlan}
        </Text>
      )}
    </PageSection>
  );
}
