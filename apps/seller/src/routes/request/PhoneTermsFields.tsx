import {
  contractMonthOptions,
  contractMonthsLabel,
  estimationFieldLabels,
  installmentMonthsLabel,
  subsidyPayers,
} from '@quotemarket/contract';
import { MoneyField } from '@quotemarket/ui';
import type { PhoneEstimationDraft } from '../../shared/estimationDraft';
import { AdditionalServicesFields } from './AdditionalServicesFields';
import { ChoiceField, moneyFieldProps, NoteField, type TermsFieldsProps } from './termsFields';

const labels = estimationFieldLabels.phone;

/** A phone deal: the two subsidies, the instalment, the plan and its fees, add-ons, conditions. */
export function PhoneTermsFields(props: TermsFieldsProps<PhoneEstimationDraft>) {
  const { form, onChange, errorOf, touch } = props;
  return (
    <>
      <MoneyField
        {...moneyFieldProps(props, 'publiclyAnnouncedSubsidy', labels.publiclyAnnouncedSubsidy)}
      />
      <ChoiceField
        label={labels.publiclyAnnouncedSubsidyPayer}
        options={subsidyPayers}
        value={form.publiclyAnnouncedSubsidyPayer}
        onChange={(publiclyAnnouncedSubsidyPayer) =>
          onChange({ ...form, publiclyAnnouncedSubsidyPayer })
        }
        error={errorOf('publiclyAnnouncedSubsidyPayer')}
      />
      <MoneyField
        {...moneyFieldProps(props, 'storeSubsidy', labels.storeSubsidy)}
        description="공시지원금과 합쳐 출고가를 넘을 수 없어요. 계약할 때 바로 할인해 드려야 해요."
      />
      <ChoiceField
        label={labels.storeSubsidyPayer}
        options={subsidyPayers}
        value={form.storeSubsidyPayer}
        onChange={(storeSubsidyPayer) => onChange({ ...form, storeSubsidyPayer })}
        error={errorOf('storeSubsidyPayer')}
      />
      <ChoiceField
        label={labels.installmentPeriod}
        options={contractMonthOptions}
        labelOf={installmentMonthsLabel}
        value={form.installmentPeriod}
        onChange={(installmentPeriod) => onChange({ ...form, installmentPeriod })}
        error={errorOf('installmentPeriod')}
      />
      <MoneyField
        {...moneyFieldProps(props, 'installmentInterest', labels.installmentInterest)}
        description="할부 한 달마다 붙는 이자예요. 일시불이면 0원이에요."
      />
      <MoneyField {...moneyFieldProps(props, 'ratePlanMonthly', labels.ratePlanMonthly)} />
      <MoneyField
        {...moneyFieldProps(props, 'ratePlanRequiredMonths', labels.ratePlanRequiredMonths)}
        unit="개월"
        description="이 요금제를 바꾸지 말아야 하는 기간이에요. 바로 바꿀 수 있으면 0개월이에요."
      />
      <MoneyField
        {...moneyFieldProps(props, 'monthlyTelecomFee', labels.monthlyTelecomFee)}
        description="총 비용에는 이 요금이 약정 기간만큼 들어가요."
      />
      <ChoiceField
        label={labels.contractDuration}
        options={contractMonthOptions}
        labelOf={contractMonthsLabel}
        value={form.contractDuration}
        onChange={(contractDuration) => onChange({ ...form, contractDuration })}
        error={errorOf('contractDuration')}
      />
      <AdditionalServicesFields {...props} />
      <NoteField
        label={labels.conditions}
        value={form.conditions}
        onChange={(conditions) => onChange({ ...form, conditions })}
        onBlur={() => touch('conditions')}
        error={errorOf('conditions')}
      />
    </>
  );
}
