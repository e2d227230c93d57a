import {
  contractMonthOptions,
  contractMonthsLabel,
  estimationCarrierOptions,
  estimationFieldLabels,
} from '@quotemarket/contract';
import { MoneyField } from '@quotemarket/ui';
import type { InternetEstimationDraft } from '../../shared/estimationDraft';
import { ChoiceField, moneyFieldProps, NoteField, type TermsFieldsProps } from './termsFields';

const labels = estimationFieldLabels.internet;

/** An internet/TV plan: the cash gift, the fee before and after the bundle, the carrier, notes. */
export function InternetTermsFields(props: TermsFieldsProps<InternetEstimationDraft>) {
  const { form, onChange, errorOf, touch } = props;
  return (
    <>
      <MoneyField {...moneyFieldProps(props, 'cashGift', labels.cashGift)} />
      <MoneyField
        {...moneyFieldProps(props, 'cashGiftPaidWithinDays', labels.cashGiftPaidWithinDays)}
        unit="일"
        description="설치 후 며칠 이내에 지급하는지 적어 주세요. 사은품이 없으면 비워 두세요."
      />
      <MoneyField
        {...moneyFieldProps(props, 'monthlyFeeBeforeBundle', labels.monthlyFeeBeforeBundle)}
      />
      <MoneyField
        {...moneyFieldProps(props, 'monthlyBundledRate', labels.monthlyBundledRate)}
        description="휴대폰과 결합한 뒤 구매자가 매달 내는 요금이에요."
      />
      <ChoiceField
        label={labels.bestBenefitCarrier}
        options={estimationCarrierOptions}
        value={form.bestBenefitCarrier}
        onChange={(bestBenefitCarrier) => onChange({ ...form, bestBenefitCarrier })}
        error={errorOf('bestBenefitCarrier')}
      />
      <ChoiceField
        label={labels.contractDuration}
        options={contractMonthOptions}
        labelOf={contractMonthsLabel}
        value={form.contractDuration}
        onChange={(contractDuration) => onChange({ ...form, contractDuration })}
        error={errorOf('contractDuration')}
      />
      <NoteField
        label={labels.notes}
        value={form.notes}
        onChange={(notes) => onChange({ ...form, notes })}
        onBlur={() => touch('notes')}
        error={errorOf('notes')}
      />
    </>
  );
}
