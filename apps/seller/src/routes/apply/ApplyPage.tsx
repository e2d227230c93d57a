import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  categoryNamesKo,
  dealerApplicationFieldsSchema,
  dealerApplicationLimits,
  dealerApplicationMessages,
  formatBusinessRegistrationNumber,
  mainCategoryIds,
  profileImageAccept,
  validateProfileImage,
  rejectedApplicationRetentionMonths,
  type DealerApplicationForm,
} from '@quotemarket/contract';
import { ApiError, useSubmitDealerApplication } from '@quotemarket/hooks';
import { Button, Checkbox, Text, TextField, vars, SignInCard } from '@quotemarket/ui';
import { paths } from '../../paths';
import { ApplicantPhoneField } from './ApplicantPhoneField';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${vars.space[5]};

  @media (min-width: 560px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${vars.space[3]};
    padding: 0;
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.semibold};
  }
`;

const CategoryGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${vars.space[3]};
`;

const FileInput = styled.input`
  font: inherit;
  font-size: ${vars.font.size.sm};
  max-width: 100%;
`;

const Preview = styled.img`
  display: block;
  max-width: 100%;
  max-height: 240px;
  object-fit: contain;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

const Footer = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${vars.font.size.sm};
`;

type TextFieldName =
  'storeName' | 'businessRegistrationNumber' | 'representative' | 'address' | 'email';
type FieldErrors = Partial<Record<keyof DealerApplicationForm | 'certificate', string>>;

const mainCategories = Object.values(mainCategoryIds);

/** The photo the applicant picked, with a preview URL that is let go when it changes. */
function usePickedPhoto() {
  const [file, setFile] = useState<File | null>(null);
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );
  return { file, setFile, previewUrl };
}

/**
 * `/seller/apply`, open to anyone: a store's application to join. Every field is checked here by
 * the contract's own rules (the server checks them again); the phone is confirmed by a texted
 * code before the form can go. On success the applicant lands on the private status page.
 */
export function ApplyPage() {
  const navigate = useNavigate();
  const submitApplication = useSubmitDealerApplication();
  const [text, setText] = useState<Record<TextFieldName, string>>({
    storeName: '',
    businessRegistrationNumber: '',
    representative: '',
    address: '',
    email: '',
  });
  const [phone, setPhone] = useState('');
  const [phoneProof, setPhoneProof] = useState<string | null>(null);
  const [categories, setCategories] = useState<number[]>([]);
  const [consent, setConsent] = useState(false);
  const certificate = usePickedPhoto();
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const field = (name: TextFieldName) => ({
    name,
    value: text[name],
    onChange: (event: { target: { value: string } }) =>
      setText((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name],
  });

  const toggleCategory = (id: number, checked: boolean) =>
    setCategories((current) =>
      checked ? [...current, id] : current.filter((category) => category !== id),
    );

  const pickCertificate = (file: File | undefined) => {
    const problem = file ? validateProfileImage(file) : null;
    setErrors((current) => ({ ...current, certificate: problem ?? undefined }));
    certificate.setFile(file && !problem ? file : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields: DealerApplicationForm = {
      ...text,
      phone,
      phoneProof: phoneProof ?? '',
      categories: categories.join(','),
      consent: consent ? 'true' : '',
    };
    const parsed = dealerApplicationFieldsSchema.safeParse(fields);
    const found: FieldErrors = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const name = issue.path[0] as keyof FieldErrors;
      found[name] ??= issue.message;
    }
    if (!certificate.file) found.certificate = dealerApplicationMessages.certificateRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || !certificate.file) {
      // The first field to fix takes the focus, so its message is read first.
      formRef.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"], input[name]:invalid')
        ?.focus();
      return;
    }
    submitApplication.mutate(
      { fields, certificate: certificate.file },
      {
        onSuccess: ({ statusToken }) =>
          void navigate(paths.applyStatus(statusToken), { state: { submitted: true } }),
        onError: (error) => {
          if (error instanceof ApiError) setErrors({ ...error.fieldErrors });
        },
      },
    );
  };

  return (
    <SignInCard title="견적마켓 입점 신청" titleId="apply-heading" width="wide">
      <Text tone="muted">
        신청서를 보내면 운영팀이 확인한 뒤 결과를 문자로 알려 드려요. 승인되면 비밀번호를 정하고
        바로 견적을 보낼 수 있어요.
      </Text>
      <Form ref={formRef} onSubmit={submit} noValidate aria-labelledby="apply-heading">
        <TextField
          label="상호"
          maxLength={dealerApplicationLimits.storeName}
          autoComplete="organization"
          {...field('storeName')}
        />
        <Pair>
          <TextField
            label="사업자등록번호"
            description="숫자 10자리 (예: 123-45-67890)"
            inputMode="numeric"
            maxLength={12}
            onBlur={() =>
              setText((current) => ({
                ...current,
                businessRegistrationNumber: formatBusinessRegistrationNumber(
                  current.businessRegistrationNumber,
                ),
              }))
            }
            {...field('businessRegistrationNumber')}
          />
          <TextField
            label="대표자"
            maxLength={dealerApplicationLimits.representative}
            autoComplete="name"
            {...field('representative')}
          />
        </Pair>
        <TextField
          label="주소"
          maxLength={dealerApplicationLimits.address}
          autoComplete="street-address"
          {...field('address')}
        />
        <TextField
          label="이메일"
          description="승인되면 이 이메일로 로그인해요."
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={dealerApplicationLimits.email}
          {...field('email')}
        />
        <ApplicantPhoneField
          phone={phone}
          onPhoneChange={setPhone}
          proof={phoneProof}
          onVerified={setPhoneProof}
          error={errors.phoneProof ?? errors.phone}
        />
        <Fieldset aria-describedby={errors.categories ? 'categories-error' : undefined}>
          <legend>취급 카테고리</legend>
          <CategoryGrid>
            {mainCategories.map((id) => (
              <Checkbox
                key={id}
                label={categoryNamesKo[id]}
                checked={categories.includes(id)}
                onCheckedChange={(checked) => toggleCategory(id, checked === true)}
              />
            ))}
          </CategoryGrid>
          {errors.categories && (
            <Text id="categories-error" role="alert" size="sm" tone="danger">
              {errors.categories}
            </Text>
          )}
        </Fieldset>
        <Fieldset>
          <legend>사업자등록증 사진</legend>
          <FileInput
            type="file"
            name="certificate"
            accept={profileImageAccept}
            aria-label="사업자등록증 사진 고르기"
            aria-invalid={errors.certificate ? true : undefined}
            aria-describedby="certificate-help"
            onChange={(event) => pickCertificate(event.target.files?.[0])}
          />
          <Text id="certificate-help" size="sm" tone="muted">
            JPG, PNG 파일 5MB까지 올릴 수 있어요. 운영팀만 볼 수 있어요.
          </Text>
          {certificate.previewUrl && (
            <Preview src={certificate.previewUrl} alt="고른 사업자등록증 사진" />
          )}
          {errors.certificate && (
            <Text role="alert" size="sm" tone="danger">
              {errors.certificate}
            </Text>
          )}
        </Fieldset>
        <Checkbox
          label="개인정보 수집·이용에 동의해요 (필수)"
          description={`상호, 사업자등록번호, 대표자, 주소, 휴대폰, 이메일, 사업자등록증을 입점 심사와 판매점 계정에 써요. 반려되면 ${rejectedApplicationRetentionMonths}개월 뒤에 지워요.`}
          checked={consent}
          onCheckedChange={(checked) => setConsent(checked === true)}
        />
        {errors.consent && (
          <Text role="alert" size="sm" tone="danger">
            {errors.consent}
          </Text>
        )}
        {submitApplication.isError && (
          <Text role="alert" size="sm" tone="danger">
            {submitApplication.error.message}
          </Text>
        )}
        <Button type="submit" size="lg" fullWidth loading={submitApplication.isPending}>
          신청서 보내기
        </Button>
      </Form>
      <Footer>
        이미 입점했나요? <Link to={paths.login()}>로그인</Link>
      </Footer>
    </SignInCard>
  );
}
