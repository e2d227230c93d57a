import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  consentTermDetails,
  consentTerms,
  requiredConsentTerms,
  type ConsentTerm,
  type TermsDocumentId,
} from '@quotemarket/contract';
import { useAppStorage } from '../storage/AppStorageProvider';

export interface ConsentAgreement {
  term: ConsentTerm;
  agreed: boolean;
}

/**
 * The five terms consents of the phone verification page, with the all-toggle. The choices survive
 * a visit to a term's page: `openTerm` saves them and the next mount restores them once.
 */
export function useTermsConsent() {
  const storage = useAppStorage();
  const [agreed, setAgreed] = useState<ReadonlySet<ConsentTerm>>(
    () => new Set(storage.read('termsConsent')),
  );
  // Restored once: a later, unrelated visit to the page starts unticked again.
  useEffect(() => storage.remove('termsConsent'), [storage]);

  const isAllAgreed = consentTerms.every((term) => agreed.has(term));
  const isRequiredAgreed = requiredConsentTerms.every((term) => agreed.has(term));

  const toggle = useCallback((term: ConsentTerm) => {
    setAgreed((current) => {
      const next = new Set(current);
      if (next.has(term)) next.delete(term);
      else next.add(term);
      return next;
    });
  }, []);

  /** Everything on, or everything off when everything already was. */
  const toggleAll = useCallback(() => {
    setAgreed((current) =>
      consentTerms.every((term) => current.has(term)) ? new Set() : new Set(consentTerms),
    );
  }, []);

  /** Saves the choices and answers the term's document, for the caller to open its page. */
  const openTerm = useCallback(
    (term: ConsentTerm): TermsDocumentId => {
      storage.write('termsConsent', [...agreed]);
      return consentTermDetails[term].document;
    },
    [storage, agreed],
  );

  const agreements = useMemo<ConsentAgreement[]>(
    () => consentTerms.map((term) => ({ term, agreed: agreed.has(term) })),
    [agreed],
  );

  return {
    agreements,
    isAgreed: useCallback((term: ConsentTerm) => agreed.has(term), [agreed]),
    isAllAgreed,
    isRequiredAgreed,
    toggle,
    toggleAll,
    openTerm,
  };
}
