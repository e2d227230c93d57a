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
    expect(isTermsDocumentId('policy')).toBe(true);
    expect(isTermsDocumentId('policies')).toBe(false);
  });

  it('has the six terms pages of the spec, the operation policy published without a consent', () => {
    expect([...termsDocumentIds].sort()).toEqual(
      [
        'use-terms',
        'policy',
        'privacy-policy',
        'third-party-consent',
        'unique-id-consent',
        'marketing-consent',
      ].sort(),
    );
    const consented = consentTerms.map((term) => consentTermDetails[term].document);
    expect(consented).not.toContain('policy');
  });
});
