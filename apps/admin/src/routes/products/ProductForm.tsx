import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import type { AdminProduct } from '@quotemarket/contract';
import { ApiError, useSaveAdminProduct } from '@quotemarket/hooks';
import { Button, ConfirmDialog, PageStack, Text, useToast, vars } from '@quotemarket/ui';
import { paths } from '../../paths';
import { BasicInfoSection } from './BasicInfoSection';
import { ColoursSection } from './ColoursSection';
import type { ProductSectionProps } from './formLayout';
import { InternetPlanSection } from './InternetPlanSection';
import {
  draftChanged,
  emptyProductDraft,
  productDraftOf,
  productInput,
  takesInternetPlan,
  takesSubsidies,
  type ProductDraft,
  type ProductFormErrors,
} from './productForm';
import { SpecsSection } from './SpecsSection';
import { StorageSection } from './StorageSection';
import { SubsidiesSection } from './SubsidiesSection';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[3]};
  border-top: 1px solid ${vars.color.border};
`;

// An internet product is a plan, not a device: it has no colours or capacities to choose.
const isDevice = (draft: ProductDraft) => !takesInternetPlan(draft);
const always = () => true;

/** The form's sections in the order it shows them, each with the products it applies to. */
const formSections: {
  key: string;
  Section: ComponentType<ProductSectionProps>;
  appliesTo: (draft: ProductDraft) => boolean;
}[] = [
  { key: 'basic', Section: BasicInfoSection, appliesTo: always },
  { key: 'colours', Section: ColoursSection, appliesTo: isDevice },
  { key: 'storage', Section: StorageSection, appliesTo: isDevice },
  { key: 'specs', Section: SpecsSection, appliesTo: always },
  { key: 'subsidies', Section: SubsidiesSection, appliesTo: takesSubsidies },
  { key: 'internet', Section: InternetPlanSection, appliesTo: takesInternetPlan },
];

export interface ProductFormProps {
  /** The product to edit; none for a new one. */
  product?: AdminProduct;
  readOnly: boolean;
}

/**
 * The product's values in sections, checked by the contract before they are sent; the server's
 * refusals are shown the same way. Leaving with unsaved edits asks first.
 */
export function ProductForm({ product, readOnly }: ProductFormProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const save = useSaveAdminProduct();
  const [saved, setSaved] = useState(() =>
    product ? productDraftOf(product) : emptyProductDraft(),
  );
  const [draft, setDraft] = useState(saved);
  // Once saving has been tried, the messages follow the edits: a fixed field loses its message.
  const [checking, setChecking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Set before going to the new product's page: the form has just been saved.
  const leavingSaved = useRef(false);
  const changed = !readOnly && draftChanged(draft, saved);
  const blocker = useBlocker(() => changed && !leavingSaved.current);

  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  const checked = productInput(draft);
  const clientErrors: ProductFormErrors | null =
    checking && 'errors' in checked ? checked.errors : null;
  const serverErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const errors = clientErrors ?? serverErrors;
  const problem = clientErrors
    ? '입력한 내용을 확인해 주세요.'
    : save.error &&
      `${save.error.message}${Object.keys(serverErrors).length > 0 ? ' 표시한 칸을 확인해 주세요.' : ''}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    if ('errors' in checked) {
      // After the messages render: the first field they mark takes the focus.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    save.mutate(
      { ...(product ? { productId: product.id } : {}), input: checked.input },
      {
        onSuccess: (answer) => {
          const next = productDraftOf(answer);
          setSaved(next);
          setDraft(next);
          toast({ title: product ? '상품을 저장했어요.' : '상품을 등록했어요.', tone: 'success' });
          if (!product) {
            leavingSaved.current = true;
            void navigate(paths.product(answer.id), { replace: true });
          }
        },
      },
    );
  };

  const change = (next: ProductDraft) => {
    setDraft(next);
    if (save.isError) save.reset();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="상품 정보">
      <PageStack>
        {formSections
          .filter((section) => section.appliesTo(draft))
          .map(({ key, Section }) => (
            <Section
              key={key}
              draft={draft}
              onChange={change}
              errors={errors}
              readOnly={readOnly}
            />
          ))}
        {!readOnly && (
          <Footer>
            {problem && (
              <Text size="sm" tone="danger" role="alert">
                {problem}
              </Text>
            )}
            {!changed && !save.isPending && product && (
              <Text size="sm" tone="subtle">
                저장할 변경 사항이 없어요.
              </Text>
            )}
            <Button type="submit" size="lg" loading={save.isPending}>
              {product ? '저장' : '등록'}
            </Button>
          </Footer>
        )}
      </PageStack>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title="저장하지 않고 나갈까요?"
        message="고친 내용은 저장되지 않아요."
        confirmLabel="나가기"
        tone="danger"
        onConfirm={() => blocker.proceed?.()}
      />
    </form>
  );
}
