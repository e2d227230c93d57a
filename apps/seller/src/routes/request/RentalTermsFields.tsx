import {
  contractMonthsLabel,
  estimationFieldLabels,
  estimationManageCycles,
  estimationManageMethods,
  rentalContractMonthOptions,
} from '@quotemarket/contract';
import { MoneyField } from '@quotemarket/ui';
import type { RentalEstimationDraft } from '../../shared/estimationDraft';
import { ChoiceField, moneyFieldProps, NoteField, type TermsFieldsProps } from './termsFields';

const labels = estimationFieldLabels.rental;

/** A rental: the monthly fee, the store subsidy, the contract, how and how often it is serviced. */
export function RentalTermsFields(props: TermsFieldsProps<RentalEstimationDraft>) {
  const { form, onChange, errorOf, touch } = props;
  return (
    <>
      <MoneyField {...moneyFieldProps(props, 'rentalFee', labels.rentalFee)} />
      <MoneyField
        {...moneyFieldProps(props, 'storeSubsidy', labels.storeSubsidy)}
        description="약정 기간 동안 나눠 월 렌탈료에서 빼 드리는 금액이에요."
      />
      <ChoiceField
        label={labels.contractDuration}
        options={rentalContractMonthOptions}
        labelOf={contractMonthsLabel}
        value={form.contractDuration}
        onChange={(contractDuration) => onChange({ ...form, contractDuration })}
        error={errorOf('contractDuration')}
      />
      <MoneyField
        {...moneyFieldProps(props, 'mandatoryMonths', labels.mandatoryMonths)}
        unit="개월"
        description="이 기간 안에 해지하면 위약금이 있어요. 약정 기간보다 길 수 없어요."
      />
      <MoneyField
        {...moneyFieldProps(props, 'earlyTerminationFeePercent', labels.earlyTerminationFeePercent)}
        unit="%"
        description="의무 사용 기간 안에 해지하면 남은 렌탈료의 몇 %를 받는지 적어 주세요."
      />
      <ChoiceField
        label={labels.manageMethod}
        options={estimationManageMethods}
        value={form.manageMethod}
        onChange={(manageMethod) => onChange({ ...form, manageMethod })}
        error={errorOf('manageMethod')}
      />
      <ChoiceField
        label={labels.manageCycle}
        options={estimationManageCycles}
        value={form.manageCycle}
        onChange={(manageCycle) => onChange({ ...form, manageCycle })}
        error={errorOf('manageCycle')}
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
