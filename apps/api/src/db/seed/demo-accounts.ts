/**
 * Demo accounts that `npm start` prints, so a newcomer can try both sides at once. They exist only
 * in seeded databases; the password is for local demos, not a secret.
 */
export const demoDealer = {
  email: 'demo@dealer.quotemarket.kr',
  password: 'quotemarket-demo-1234',
} as const;

/** The developer login (localhost only) signs in as this buyer, who has quote requests in progress. */
export const demoBuyerEmail = 'demo@quotemarket.kr';
