import { productSpecMaxCount } from '@quotemarket/contract';
import { TextField } from '@quotemarket/ui';
import { ItemRow, ListSection, type ProductSectionProps } from './formLayout';
import { newSpec, removeAt, replaceAt } from './productForm';

/** 사양: name and value pairs buyers read on the product page, up to the contract's count. */
export function SpecsSection({ draft, onChange, errors, readOnly }: ProductSectionProps) {
  const setSpecs = (specs: typeof draft.specs) => onChange({ ...draft, specs });
  const full = draft.specs.length >= productSpecMaxCount;
  return (
    <ListSection
      title={`사양 (${draft.specs.length}/${productSpecMaxCount})`}
      addLabel="사양 추가"
      emptyText="사양이 없어요."
      error={errors.specs}
      onAdd={readOnly || full ? undefined : () => setSpecs([...draft.specs, newSpec])}
    >
      {draft.specs.map((spec, index) => {
        const change = (patch: Partial<typeof spec>) =>
          setSpecs(replaceAt(draft.specs, index, { ...spec, ...patch }));
        return (
          <ItemRow
            key={index}
            legend={`사양 ${index + 1}`}
            onRemove={readOnly ? undefined : () => setSpecs(removeAt(draft.specs, index))}
          >
            <TextField
              label="사양 이름"
              value={spec.name}
              maxLength={40}
              onChange={(event) => change({ name: event.target.value })}
              error={errors[`specs.${index}.name`]}
              readOnly={readOnly}
            />
            <TextField
              label="값"
              value={spec.value}
              maxLength={200}
              onChange={(event) => change({ value: event.target.value })}
              error={errors[`specs.${index}.value`]}
              readOnly={readOnly}
            />
          </ItemRow>
        );
      })}
    </ListSection>
  );
}
