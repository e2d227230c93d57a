import { styled } from 'styled-components';
import {
  inquiryCategories,
  inquiryCategoryLabels,
  inquiryMessageMaxLength,
  inquiryMessages,
} from '@quotemarket/contract';
import { useCompanyInfo } from '@quotemarket/hooks';
import {
  Banner,
  Button,
  Checkbox,
  Heading,
  OptionGroup,
  PageStack,
  Text,
  TextField,
  Textarea,
  phoneForDialing,
  vars,
} from '@quotemarket/ui';
import { useInquiryPage } from './useInquiryPage';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const Contact = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceMuted};
  font-size: ${vars.font.size.sm};

  a {
    color: ${vars.color.text};
    font-weight: ${vars.font.weight.bold};
  }
`;

const categoryOptions = inquiryCategories.map((category) => ({
  id: category,
  value: inquiryCategoryLabels[category],
}));

/** The customer centre as configured: a phone to dial, an address to write to, its hours. */
function CustomerCenter() {
  const { data: company } = useCompanyInfo();
  if (!company) return null;
  const { phone, email, hours } = company.customerCenter;
  return (
    <Contact aria-labelledby="inquiry-customer-center">
      <Heading level={2} size="sm" id="inquiry-customer-center">
        고객센터
      </Heading>
      <Text size="sm">
        전화 <a href={`tel:${phoneForDialing(phone)}`}>{phone}</a>
      </Text>
      <Text size="sm">
        이메일 <a href={`mailto:${email}`}>{email}</a>
      </Text>
      <Text size="sm" tone="subtle">
        운영 시간 {hours}
      </Text>
    </Contact>
  );
}

function SentNotice() {
  const { data: company } = useCompanyInfo();
  const hours = company
    ? ` 고객센터 운영 시간(${company.customerCenter.hours})에 차례로 확인해요.`
    : '';
  return (
    <Banner
      title={inquiryMessages.received}
      description={`답변은 남겨 주신 이메일로 보내 드려요.${hours}`}
      role="status"
    />
  );
}

/**
 * /inquiry: 1:1 문의 (buyers and guests): a category, the message, the reply e-mail and the consent
 * to collect it; after sending, what happens next. The customer centre's phone and e-mail below.
 */
export function InquiryPage() {
  const page = useInquiryPage();
  const { form, problems } = page;
  return (
    <PageStack gap="lg" paddingTop="lg" data-page="inquiry">
      {page.sent ? (
        <SentNotice />
      ) : (
        <Form
          aria-label="1:1 문의"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            page.submit();
          }}
        >
          <Text tone="subtle">
            서비스 이용, 견적, 판매점에 대해 궁금하거나 불편한 점을 남겨 주세요. 회원이 아니어도
            문의할 수 있어요.
          </Text>
          <OptionGroup
            name="문의 유형"
            kind="text"
            options={categoryOptions}
            value={form.category}
            onValueChange={(value) => page.change('category', value)}
            error={problems.category}
            required
          />
          <Textarea
            label="문의 내용"
            placeholder="어떤 점이 궁금하거나 불편했는지 적어 주세요. (10자 이상)"
            maxLength={inquiryMessageMaxLength}
            value={form.message}
            onChange={(event) => page.change('message', event.target.value)}
            error={problems.message}
            required
          />
          <TextField
            label="답변받을 이메일"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={form.email}
            onChange={(event) => page.change('email', event.target.value)}
            error={problems.email}
            required
          />
          <Checkbox
            label="(필수) 답변을 위한 이메일 수집·이용에 동의해요"
            description="이메일은 답변을 보내는 데만 쓰고, 문의 처리 기록과 함께 3년 동안 보관해요."
            checked={form.consent}
            onCheckedChange={(checked) => page.change('consent', checked === true)}
          />
          {problems.consent && (
            <Text role="alert" size="sm" tone="danger">
              {problems.consent}
            </Text>
          )}
          {page.failure && (
            <Text role="alert" size="sm" tone="danger">
              {page.failure}
            </Text>
          )}
          <Button type="submit" size="lg" fullWidth disabled={page.pending}>
            {page.pending ? '보내는 중' : '문의 보내기'}
          </Button>
        </Form>
      )}
      <CustomerCenter />
    </PageStack>
  );
}
