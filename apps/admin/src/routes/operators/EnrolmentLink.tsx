import { styled } from 'styled-components';
import { Button, formatDateTime, Text, TextField, vars } from '@quotemarket/ui';
import { useCopyText } from '../../shared/useCopyText';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

export interface EnrolmentLinkProps {
  /** The server's path (`/admin/enrol?token=…`), made a full address on this origin. */
  enrolmentPath: string;
  expiresAt: string;
  /** Whom it is for, in the sentence that says how to pass it on. */
  operatorName: string;
}

/** A one-time enrolment link to hand to an operator, with its expiry and a copy button. */
export function EnrolmentLink({ enrolmentPath, expiresAt, operatorName }: EnrolmentLinkProps) {
  const copyText = useCopyText();
  const url = new URL(enrolmentPath, window.location.origin).toString();
  return (
    <Layout>
      <TextField
        label="등록 링크"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        trailing={
          <Button size="sm" variant="outline" onClick={() => void copyText(url, '등록 링크')}>
            복사
          </Button>
        }
      />
      <Text size="sm" tone="muted">
        {operatorName}님에게 안전한 방법으로 전해 주세요. {formatDateTime(expiresAt)}까지 한 번만 쓸
        수 있고, 이 창을 닫으면 다시 볼 수 없어요.
      </Text>
    </Layout>
  );
}
