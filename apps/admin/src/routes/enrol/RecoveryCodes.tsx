import { styled } from 'styled-components';
import { Button, vars } from '@quotemarket/ui';

const CodeList = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${vars.space[2]};
  margin: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  list-style: none;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${vars.font.size.md};
  user-select: all;
`;

export interface RecoveryCodesProps {
  codes: readonly string[];
  onCopy: () => void;
}

/** The ten recovery codes, shown once after enrolment, with a button that copies them all. */
export function RecoveryCodes({ codes, onCopy }: RecoveryCodesProps) {
  return (
    <>
      <CodeList aria-label="복구 코드">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </CodeList>
      <Button variant="outline" onClick={onCopy}>
        복구 코드 모두 복사
      </Button>
    </>
  );
}
