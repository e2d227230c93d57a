import { TextField } from '@quotemarket/ui';
import { ItemRow, ListSection, type ProductSectionProps } from './formLayout';
import { removeAt, replaceAt } from './productForm';

const maxStorageOptions = 10;

/** 저장 용량: the capacities a buyer chooses from (the price does not change with them). */
export function StorageSection({ draft, onChange, errors, readOnly }: ProductSectionProps) {
  const setOptions = (storageOptions: string[]) => onChange({ ...draft, storageOptions });
  return (
    <ListSection
      title="저장 용량"
      addLabel="용량 추가"
      emptyText="저장 용량 선택지가 없어요."
      error={errors.storageOptions}
      onAdd={
        readOnly || draft.storageOptions.length >= maxStorageOptions
          ? undefined
          : () => setOptions([...draft.storageOptions, ''])
      }
    >
      {draft.storageOptions.map((option, index) => {
        const legend = `저장 용량 ${index + 1}`;
        return (
          <ItemRow
            key={index}
            legend={legend}
            onRemove={
              readOnly ? undefined : () => setOptions(removeAt(draft.storageOptions, index))
            }
          >
            <TextField
              label="용량"
              placeholder="예: 256GB"
              value={option}
              maxLength={20}
              onChange={(event) =>
                setOptions(replaceAt(draft.storageOptions, index, event.target.value))
              }
              error={errors[`storageOptions.${index}`]}
              readOnly={readOnly}
            />
          </ItemRow>
        );
      })}
    </ListSection>
  );
}
