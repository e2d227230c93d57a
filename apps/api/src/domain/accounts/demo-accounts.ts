/**
 * Demo dealer accounts that `npm start` prints and the dealer console offers outside production, so
 * a newcomer can try both sides at once: a store of every category, and one of phones and internet
 * only (what a dealer outside a category does not see). They exist only in seeded databases, and
 * only a database seeded for development gives them these passwords: they are for local demos, not
 * secrets.
 */
export const demoDealers = [
  { email: 'demo@dealer.quotemarket.kr', password: 'quotemarket-demo-1234' },
  { email: 'gangnam@dealer.quotemarket.kr', password: 'quotemarket-demo-5678' },
] as const;

/** The developer login (localhost only) signs in as this buyer, who has quote requests in progress. */
export const demoBuyerEmail = 'demo@quotemarket.kr';

/**
 * Demo operators, one per role, offered by the operator console's login outside production with
 * the code of the moment. Their authenticator secrets are as published as their passwords.
 */
export const demoOperators = [
  {
    email: 'admin@ops.quotemarket.kr',
    password: 'quotemarket-ops-admin-1234',
    name: '김관리',
    role: 'ADMIN',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXA',
  },
  {
    email: 'operator@ops.quotemarket.kr',
    password: 'quotemarket-ops-operator-1234',
    name: '이운영',
    role: 'OPERATOR',
    totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLB',
  },
  {
    email: 'viewer@ops.quotemarket.kr',
    password: 'quotemarket-ops-viewer-1234',
    name: '박조회',
    role: 'VIEWER',
    totpSecret: 'MFRGGZDFMZTWQ2LKMFRGGZDFMZTWQ2LC',
  },
] as const;
