import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { inquiryProblems, type InquiryForm, type InquiryProblems } from '@quotemarket/contract';
import { profileQuery, useApiClient, useIsLoggedIn, useSubmitInquiry } from '@quotemarket/hooks';
import { refusalMessage } from '../../shared/refusalMessage';

const noProblems: InquiryProblems = { category: null, message: null, email: null, consent: null };

export const inquiryTexts = {
  failed: '문의를 보내지 못했어요. 잠시 후 다시 시도해 주세요.',
} as const;

/**
 * The 1:1 문의 form: the contract's rule on each field, the server's refusal (a 4xx) on the
 * message, a failure above the button. A signed-in buyer's reply address starts as their
 * profile's e-mail, until they type their own.
 */
export function useInquiryPage() {
  const isLoggedIn = useIsLoggedIn();
  // Guests have no profile to ask for: the request would only be refused with a 401.
  const profile = useQuery({ ...profileQuery(useApiClient()), enabled: isLoggedIn });
  const submit = useSubmitInquiry();
  const [form, setForm] = useState<Omit<InquiryForm, 'email'> & { email: string | null }>({
    category: '',
    message: '',
    email: null,
    consent: false,
  });
  const [problems, setProblems] = useState<InquiryProblems>(noProblems);
  const [failure, setFailure] = useState<string | null>(null);
  const email = form.email ?? profile.data?.email ?? '';

  const change = <Field extends keyof InquiryForm>(field: Field, value: InquiryForm[Field]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: null }));
  };

  const send = async () => {
    setFailure(null);
    const filled: InquiryForm = { ...form, email };
    const found = inquiryProblems(filled);
    setProblems(found);
    if (Object.values(found).some((problem) => problem !== null)) return;
    try {
      await submit.mutateAsync({
        ...filled,
        message: filled.message.trim(),
        email: filled.email.trim(),
      });
    } catch (error) {
      const refusal = refusalMessage(error);
      if (refusal) setProblems({ ...noProblems, message: refusal });
      else setFailure(inquiryTexts.failed);
    }
  };

  return {
    form: { ...form, email },
    change,
    problems,
    failure,
    pending: submit.isPending,
    sent: submit.isSuccess,
    submit: () => void send(),
  };
}
