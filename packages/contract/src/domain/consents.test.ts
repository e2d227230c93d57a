import { describe, expect, it } from 'vitest';
import {
  consentTermDetails,
  consentTerms,
  isConsentTerm,
  isRequiredConsentTerm,
  isTermsDocumentId,
  requiredConsentTerms,
  termsDocumentIds,
} from './consents';

describe('consent terms', () => {
  it('requires every term but marketing', () => {
    expect(requiredConsentTerms).toEqual(['PRIVACY', 'THIRDPARTY', 'UNIQUEID', 'SERVICE']);
    expect(isRequiredConsentTerm('MARKETING')).toBe(false);
  });

  it('opens one document per term, each a known terms page', () => {
    const documents = consentTerms.map((term) => consentTermDetails[term].document);
    expect(new Set(documents).size).toBe(consentTerms.length);
    expect(documents.every(isTermsDocumentId)).toBe(true);
    expect(consentTermDetails.SERVICE.document).toBe('use-terms');
  });

  it('recognises codes and document ids', () => {
    expect(isConsentTerm('UNIQUEID')).toBe(true);
    expect(isConsentTerm('unique-id-consent')).toBe(false);
    expect(isTermsDocumentId('privacy-policy')).toBe(true);
    expect(isTermsDocumentId(undefined)).toBe(false);
    expect(termsDocumentIds).toHaveLength(5);
  });
});
