import { styled } from 'styled-components';
import {
  additionalServiceFieldLabels,
  estimationFieldLabels,
  maxAdditionalServices,
} from '@quotemarket/contract';
import { Button, MoneyField, Text, TextField, vars } from '@quotemarket/ui';
import {
  newAdditionalService,
  type AdditionalServiceInput,
  type PhoneEstimationDraft,
} from '../../shared/estimationDraft';
import type { TermsFieldsProps } from './termsFields';

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    padding: 0;
    margin-bottom: ${vars.space[1]};
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.semibold};
  }
`;

const Row = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  & > legend {
    padding: 0 ${vars.space[1]};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.semibold};
  }
`;

const RowActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const labels = additionalServiceFieldLabels;

/** Add-on services the buyer must keep for some months; their fees count in the all-in total. */
export function AdditionalServicesFields({
  form,
  onChange,
  errorOf,
  touch,
}: TermsFieldsProps<PhoneEstimationDraft>) {
  const services = form.additionalServices;
  const changeRow = (index: number, patch: Partial<AdditionalServiceInput>) =>
    onChange({
      ...form,
      additionalServices: services.map((service, at) =>
        at === index ? { ...service, ...patch } : service,
      ),
    });
  const removeRow = (index: number) =>
    onChange({ ...form, additionalServices: services.filter((_, at) => at !== index) });
  const addRow = () =>
    onChange({ ...form, additionalServices: [...services, newAdditionalService()] });

  return (
    <Group>
      <legend>{estimationFieldLabels.phone.additionalServices}</legend>
      <Text size="sm" tone="muted">
        구매자가 정해진 기간 동안 유지해야 하는 부가서비스가 있으면 넣어 주세요. 최대{' '}
        {maxAdditionalServices}개까지 넣을 수 있어요.
      </Text>
      {services.map((service, index) => {
        const path = (field: keyof typeof labels) => `additionalServices.${index}.${field}`;
        const rowName = `부가서비스 ${index + 1}`;
        return (
          <Row key={service.rowId}>
            <legend>{rowName}</legend>
            <TextField
              label={labels.name}
              value={service.name}
              onChange={(event) => changeRow(index, { name: event.currentTarget.value })}
              onBlur={() => touch(path('name'))}
              error={errorOf(path('name'))}
            />
            <MoneyField
              label={labels.monthlyFee}
              value={service.monthlyFee}
              onValueChange={(monthlyFee) => changeRow(index, { monthlyFee })}
              onBlur={() => touch(path('monthlyFee'))}
              error={errorOf(path('monthlyFee'))}
            />
            <TextField
              label={labels.requiredMonths}
              inputMode="numeric"
              value={service.requiredMonths}
              onChange={(event) =>
                changeRow(index, { requiredMonths: event.currentTarget.value.replace(/\D/g, '') })
              }
              onBlur={() => touch(path('requiredMonths'))}
              error={errorOf(path('requiredMonths'))}
              description="비워 두면 0개월이에요."
              trailing="개월"
            />
            <RowActions>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`${rowName} 삭제`}
                onClick={() => removeRow(index)}
              >
                삭제
              </Button>
            </RowActions>
          </Row>
        );
      })}
      <Button
        variant="outline"
        onClick={addRow}
        disabled={services.length >= maxAdditionalServices}
      >
        부가서비스 추가 ({services.length}/{maxAdditionalServices})
      </Button>
    </Group>
  );
}
