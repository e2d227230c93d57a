import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useId, type ChangeEvent } from 'react';
import { formatNumber } from '../../format/format';
import type { TextFieldProps } from '../TextField';
import { StyledMoneyField, StyledUnit } from './MoneyField.styles';
import { readMoneyInput } from './readMoneyInput';

export interface MoneyFieldProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'trailing'
> {
  /** The amount in whole units; `null` while the field is empty. */
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the new amount, or `null` when the field is emptied. */
  onValueChange?: (value: number | null) => void;
  /** The currency after the amount. */
  unit?: string;
}

/**
 * A TextField for an amount of money: digits only, grouped by thousands while typing (1,250,000),
 * the number keypad on phones and the unit at the end. The caret stays after the digit it followed,
 * so an amount can be corrected in the middle.
 */
export function MoneyField({
  value: valueProp,
  defaultValue = null,
  onValueChange,
  unit = '원',
  'aria-describedby': extraDescribedBy,
  ...rest
}: MoneyFieldProps) {
  const [value, setValue] = useControllableState<number | null>({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const unitId = useId();
  const text = value == null ? '' : formatNumber(value);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const next = readMoneyInput(
      input.value,
      input.selectionStart ?? input.value.length,
      text,
      (event.nativeEvent as InputEvent).inputType,
    );
    // Written now, with the caret: React then finds the text it renders already in place and
    // leaves the caret where it is instead of sending it to the end.
    input.value = next.text;
    input.setSelectionRange(next.caret, next.caret);
    setValue(next.value);
  };

  return (
    <StyledMoneyField
      data-qm="money-field"
      {...rest}
      type="text"
      inputMode="numeric"
      value={text}
      onChange={handleChange}
      aria-describedby={[unitId, extraDescribedBy].filter(Boolean).join(' ')}
      trailing={
        <StyledUnit id={unitId} data-part="unit">
          {unit}
        </StyledUnit>
      }
    />
  );
}
