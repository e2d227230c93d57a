import { loginAsDemoBuyer } from '../support/buyer';
import { expect, expectNoAxeViolations, test } from '../support/test';

// One ranking everywhere: the quote the quote check names as the best is the one the request's
// page marks as 최저가 견적, the lowest all-in cost (not the biggest subsidy).

test("the quote check names the request's cheapest quote, as its page does", async ({ page }) => {
  await loginAsDemoBuyer(page);
  await page.goto('/quotation-check');
  // A seeded request with quotes: the quote named best is its lowest total, whatever the subsidies.
  const card = page
    .locator('[data-qm="quote-request-card"]')
    .filter({ has: page.locator('[data-part="best"]') })
    .first();
  const best = card.locator('[data-part="best"]');
  await expect(best).toContainText('최저가 견적');
  const bestTotal = (await best
    .getByText(/^[\d,]+원$/)
    .first()
    .textContent())!;
  await expectNoAxeViolations(page);

  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/check-quotation-details\/\d+\/\d+$/);
  const marked = page.locator('[data-qm="bidder-card"][data-cheapest]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText(bestTotal);
  // Every other quote still standing costs more in all. A quote withdrawn when its store was
  // suspended (the enforcement journey suspends one) stays listed, marked, out of the ranking.
  const totals = await page
    .locator('[data-qm="bidder-card"]:not([data-outcome="withdrawn"])')
    .evaluateAll((cards) =>
      cards.map((bidder) =>
        Number(/([\d,]+)원/.exec(bidder.textContent ?? '')?.[1]?.replaceAll(',', '')),
      ),
    );
  expect(Math.min(...totals)).toBe(Number(bestTotal.replace(/[,원]/g, '')));
});
