import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { styled } from 'styled-components';
import { allInCostTitle, laterMoneyMessage, type EstimationTerms } from '@quotemarket/contract';
import { Button, formatWon, Heading, vars } from '@quotemarket/ui';
import {
  allInCostOfDraft,
  checkEstimationDraft,
  type EstimationDraft,
} from '../../shared/estimationDraft';
import { EstimationCostSummary } from './EstimationCostSummary';
import { InternetTermsFields } from './InternetTermsFields';
import { PhoneTermsFields } from './PhoneTermsFields';
import { RentalTermsFields } from './RentalTermsFields';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

const Failure = styled.p`
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSubtle};
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};

  &:empty {
    display: none;
  }
`;

/**
 * The total and the send button stay at the bottom of the screen while the dealer works down the
 * form, so the figure the buyer will rank by is always in view; the breakdown sits above them.
 */
const Actions = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0 calc(-1 * ${vars.space[2]});
  padding: ${vars.space[3]} ${vars.space[2]};
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surface};

  /* On a phone the console's tab bar is fixed at the bottom: stay just above it. */
  @media (max-width: 1023.98px) {
    bottom: calc(${vars.layout.navigationHeight} + env(safe-area-inset-bottom, 0px));
  }
`;

const TotalLine = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: 0;
  font-size: ${vars.font.size.sm};

  strong {
    color: ${vars.color.primary};
    font-size: ${vars.font.size.lg};
  }
`;

export interface EstimationFormProps {
  /** The form's heading and name: '견적 보내기', '견적 고치기'. */
  title: string;
  /** A blank quote of the request's kind, or the sent quote to edit. */
  initialDraft: EstimationDraft;
  /** The product's release price (출고가), for the live total. */
  releasePrice: number;
  submitLabel: string;
  /** The quote is on its way: the button waits and nothing is sent twice. */
  pending: boolean;
  /** Why the API refused the last try (its own message), shown above the button. */
  failure: string | null;
  onSubmit: (terms: EstimationTerms) => void;
  /** Leaves without sending (editing only). */
  onCancel?: () => void;
  /** Takes the focus to the heading when the form replaces what the dealer pressed (an edit). */
  focusTitleOnMount?: boolean;
}

/** The invalid field to take the dealer to: a text box, or the chosen pill of a choice. */
function focusFirstInvalidField(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target = invalid.matches('input, textarea')
    ? invalid
    : (invalid.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ??
      invalid.querySelector<HTMLElement>('[role="radio"]'));
  (target ?? invalid).focus();
}

/**
 * A quote of the request's kind, checked by the API's own schema: a field's message shows once
 * the dealer has left it, and every message on the first try to send, with the first wrong field
 * focused. The total the buyer will see follows every keystroke.
 */
export function EstimationForm({
  title,
  initialDraft,
  releasePrice,
  submitLabel,
  pending,
  failure,
  onSubmit,
  onCancel,
  focusTitleOnMount = false,
}: EstimationFormProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [form, setForm] = useState(initialDraft);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [triedToSend, setTriedToSend] = useState(false);
  const check = checkEstimationDraft(form);

  // A promise of money later shows as it is typed, not once the box is left: the dealer learns
  // the rule before writing the rest of the note around it.
  const errorOf = (path: string) => {
    const message = check.errors?.[path];
    return triedToSend || touched.has(path) || message === laterMoneyMessage ? message : undefined;
  };
  const touch = (path: string) =>
    setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));

  useEffect(() => {
    if (focusTitleOnMount) titleRef.current?.focus();
  }, [focusTitleOnMount]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (check.terms) {
      setTriedToSend(true);
      onSubmit(check.terms);
      return;
    }
    // The messages must be on screen before the first wrong field can be found and focused.
    flushSync(() => setTriedToSend(true));
    focusFirstInvalidField(formRef.current);
  };

  const fieldProps = { errorOf, touch };
  const total = allInCostOfDraft(form, releasePrice);
  return (
    <Form ref={formRef} aria-labelledby={titleId} noValidate onSubmit={submit}>
      <Heading level={2} size="md" id={titleId} ref={titleRef} tabIndex={-1}>
        {title}
      </Heading>
      {form.kind === 'phone' && <PhoneTermsFields form={form} onChange={setForm} {...fieldProps} />}
      {form.kind === 'internet' && (
        <InternetTermsFields form={form} onChange={setForm} {...fieldProps} />
      )}
      {form.kind === 'rental' && (
        <RentalTermsFields form={form} onChange={setForm} {...fieldProps} />
      )}
      <EstimationCostSummary form={form} releasePrice={releasePrice} />
      <Failure role="alert">{failure}</Failure>
      <Actions>
        <TotalLine data-qm="all-in-total">
          <span>{allInCostTitle(total.months)}</span>
          <strong>{formatWon(total.total)}</strong>
        </TotalLine>
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" fullWidth disabled={pending} onClick={onCancel}>
            고치지 않고 돌아가기
          </Button>
        )}
      </Actions>
    </Form>
  );
}
