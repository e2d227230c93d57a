import { styled } from 'styled-components';
import { TextField, vars } from '@quotemarket/ui';
import { ItemRow, ListSection, type ProductSectionProps } from './formLayout';
import { newColour, removeAt, replaceAt } from './productForm';

const maxColours = 20;
const hexPattern = /^#[0-9a-fA-F]{6}$/;

const Picker = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  flex: 0 0 auto;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.text};

  & > input {
    width: 3rem;
    height: 2.75rem;
    padding: 2px;
    border: 1px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surface};
    cursor: pointer;
  }
`;

/** The colour as buyers see its chip, beside the name; a hex not yet valid shows no colour. */
const Swatch = styled.span<{ $hex: string }>`
  flex: 0 0 auto;
  width: ${vars.control.swatch};
  height: ${vars.control.swatch};
  margin-top: 2.5rem;
  border-radius: ${vars.radius.pill};
  border: 1px solid ${vars.color.borderStrong};
  background: ${({ $hex }) => $hex};
`;

/** 색상: each colour's name and the hex of its chip, typed or picked. */
export function ColoursSection({ draft, onChange, errors, readOnly }: ProductSectionProps) {
  const setColours = (colours: typeof draft.colours) => onChange({ ...draft, colours });
  return (
    <ListSection
      title="색상"
      addLabel="색상 추가"
      emptyText="색상이 없어요."
      error={errors.colours}
      onAdd={
        readOnly || draft.colours.length >= maxColours
          ? undefined
          : () => setColours([...draft.colours, newColour])
      }
    >
      {draft.colours.map((colour, index) => {
        const legend = `색상 ${index + 1}`;
        const valid = hexPattern.test(colour.hex.trim());
        const change = (patch: Partial<typeof colour>) =>
          setColours(replaceAt(draft.colours, index, { ...colour, ...patch }));
        return (
          <ItemRow
            key={index}
            legend={legend}
            onRemove={readOnly ? undefined : () => setColours(removeAt(draft.colours, index))}
          >
            <TextField
              label="색상 이름"
              value={colour.name}
              maxLength={40}
              onChange={(event) => change({ name: event.target.value })}
              error={errors[`colours.${index}.name`]}
              readOnly={readOnly}
            />
            <TextField
              label="견본 색 (#RRGGBB)"
              value={colour.hex}
              maxLength={7}
              spellCheck={false}
              onChange={(event) => change({ hex: event.target.value })}
              error={errors[`colours.${index}.hex`]}
              readOnly={readOnly}
            />
            <Picker>
              색 고르기
              <input
                type="color"
                value={valid ? colour.hex.trim().toLowerCase() : '#000000'}
                onChange={(event) => change({ hex: event.target.value.toUpperCase() })}
                disabled={readOnly}
              />
            </Picker>
            <Swatch aria-hidden $hex={valid ? colour.hex.trim() : 'transparent'} />
          </ItemRow>
        );
      })}
    </ListSection>
  );
}
