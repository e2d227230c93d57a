import type { ReactNode } from 'react';
import { OptionGroup, Textarea } from '@quotemarket/ui';
import { maxEstimationNoteLength } from '@quotemarket/contract';
import type { EstimationDraft, MoneyInput } from '../../shared/estimationDraft';

/** What each kind's fields receive from the form around them. */
export interface TermsFieldsProps<Form extends EstimationDraft> {
  form: Form;
  onChange: (next: Form) => void;
  /** The message to show under a field (by path), once the dealer has left it or tried to send. */
  errorOf: (path: string) => string | undefined;
  /** The dealer left this field: its message may show from now on. */
  touch: (path: string) => void;
}

/** The form's amounts (and nothing that is not a number). */
type MoneyFieldOf<Form> = {
  [Field in keyof Form]: Form[Field] extends MoneyInput ? Field : never;
}[keyof Form] &
  string;

/**
 * The props of a `MoneyField` bound to one amount of the form: its label, value, message and the
 * blur that lets the message show.
 */
export function moneyFieldProps<Form extends EstimationDraft>(
  { form, onChange, errorOf, touch }: TermsFieldsProps<Form>,
  field: MoneyFieldOf<Form>,
  label: string,
) {
  return {
    name: field,
    label,
    value: form[field] as MoneyInput,
    onValueChange: (value: MoneyInput) => onChange({ ...form, [field]: value }),
    onBlur: () => touch(field),
    error: errorOf(field),
  };
}

interface ChoiceFieldProps<Value extends string | number> {
  label: string;
  options: readonly Value[];
  /** How an option reads: '24개월', '일시불'. */
  labelOf?: (option: Value) => string;
  value: Value | null;
  onChange: (value: Value) => void;
  error: string | undefined;
}

/** One choice among a few (months, a carrier, a way of managing), as a row of pills. */
export function ChoiceField<Value extends string | number>({
  label,
  options,
  labelOf = String,
  value,
  onChange,
  error,
}: ChoiceFieldProps<Value>) {
  return (
    <OptionGroup
      name={label}
      kind="text"
      options={options.map((option) => ({ id: String(option), value: labelOf(option) }))}
      value={value === null ? '' : String(value)}
      onValueChange={(chosen) => {
        const option = options.find((candidate) => String(candidate) === chosen);
        if (option !== undefined) onChange(option);
      }}
      error={error}
    />
  );
}

interface NoteFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  description?: ReactNode;
}

/** The free text under a quote, as long as the API keeps. */
export function NoteField({ label, value, onChange, onBlur, error, description }: NoteFieldProps) {
  return (
    <Textarea
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      description={description}
      maxLength={maxEstimationNoteLength}
      rows={3}
    />
  );
}
