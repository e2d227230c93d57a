import { styled } from 'styled-components';
import { useAcknowledgeSellerWarning, useSellerWarnings } from '@quotemarket/hooks';
import { Banner, Button, formatDate, Text, vars } from '@quotemarket/ui';

const Notices = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[4]};
`;

/**
 * The operators' warnings and notices the store has not acknowledged, above every page: each stays
 * until the dealer says it has read it. Nothing shows while they load or when there are none.
 */
export function WarningNotices() {
  const warnings = useSellerWarnings();
  const acknowledge = useAcknowledgeSellerWarning();
  if (!warnings.data?.length) return null;
  return (
    <Notices aria-label="운영팀 알림">
      {warnings.data.map((warning) => {
        const pending = acknowledge.isPending && acknowledge.variables === warning.id;
        const failed = acknowledge.isError && acknowledge.variables === warning.id;
        return (
          <Banner
            key={warning.id}
            data-warning-id={warning.id}
            tone="neutral"
            title="운영팀에서 알려 드려요"
            description={
              <>
                {warning.message}
                <Text as="span" size="xs" tone="subtle">
                  {' '}
                  <time dateTime={warning.createdAt}>{formatDate(warning.createdAt)}</time>
                </Text>
                {failed && (
                  <Text as="span" role="alert" size="sm" tone="danger">
                    {' '}
                    {acknowledge.error.message}
                  </Text>
                )}
              </>
            }
            action={
              <Button size="sm" loading={pending} onClick={() => acknowledge.mutate(warning.id)}>
                확인했어요
              </Button>
            }
          />
        );
      })}
    </Notices>
  );
}
