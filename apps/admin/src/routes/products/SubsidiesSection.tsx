import { subsidyCarriers, type SubsidyCarrier } from '@quotemarket/contract';
import { MoneyField, SelectField, TextField } from '@quotemarket/ui';
import { ItemRow, ListSection, type ProductSectionProps } from './formLayout';
import { newSubsidy, removeAt, replaceAt, type SubsidyDraft } from './productForm';

const maxSubsidies = 200;
const carrierOptions = subsidyCarriers.map((carrier) => ({ value: carrier, label: carrier }));

/**
 * 공시지원금 (phones): an amount per carrier and plan for a period; two periods of one carrier and
 * plan may not share a day, and the contract's message says so under the list.
 */
export function SubsidiesSection({ draft, onChange, errors, readOnly }: ProductSectionProps) {
  const setSubsidies = (subsidies: SubsidyDraft[]) => onChange({ ...draft, subsidies });
  return (
    <ListSection
      title="공시지원금"
      addLabel="지원금 추가"
      emptyText="등록한 공시지원금이 없어요."
      error={errors.subsidies}
      onAdd={
        readOnly || draft.subsidies.length >= maxSubsidies
          ? undefined
          : () => setSubsidies([...draft.subsidies, newSubsidy])
      }
    >
      {draft.subsidies.map((subsidy, index) => {
        const at = (field: keyof SubsidyDraft) => errors[`subsidies.${index}.${field}`];
        const change = (patch: Partial<SubsidyDraft>) =>
          setSubsidies(replaceAt(draft.subsidies, index, { ...subsidy, ...patch }));
        return (
          <ItemRow
            key={index}
            legend={`공시지원금 ${index + 1}`}
            onRemove={readOnly ? undefined : () => setSubsidies(removeAt(draft.subsidies, index))}
          >
            <SelectField
              label="통신사"
              options={carrierOptions}
              value={subsidy.carrier}
              onValueChange={(carrier) => change({ carrier: carrier as SubsidyCarrier })}
              error={at('carrier')}
              disabled={readOnly}
            />
            <TextField
              label="요금제"
              value={subsidy.plan}
              maxLength={60}
              onChange={(event) => change({ plan: event.target.value })}
              error={at('plan')}
              readOnly={readOnly}
            />
            <MoneyField
              label="지원금"
              value={subsidy.amount}
              onValueChange={(amount) => change({ amount })}
              error={at('amount')}
              readOnly={readOnly}
            />
            <TextField
              label="적용 시작일"
              type="date"
              value={subsidy.effectiveFrom}
              onChange={(event) => change({ effectiveFrom: event.target.value })}
              error={at('effectiveFrom')}
              readOnly={readOnly}
            />
            <TextField
              label="적용 종료일"
              description="비우면 끝나는 날 없이 적용해요."
              type="date"
              value={subsidy.effectiveTo}
              onChange={(event) => change({ effectiveTo: event.target.value })}
              error={at('effectiveTo')}
              readOnly={readOnly}
            />
          </ItemRow>
        );
      })}
    </ListSection>
  );
}
