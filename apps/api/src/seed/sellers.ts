import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { businessRegistrationDigits } from '@quotemarket/contract';
import { hashSecret } from '../auth/passwords';
import type { Database } from '../db/database';
import { dealerApplications, sellerCategories, sellers } from '../db/schema';
import { sha256 } from '../domain/operators/second-factor';
import { seedSellers as sellerSeeds } from './data/sellers';
import { demoDealers } from '../domain/accounts/demo-accounts';

/** Only the demo dealers can be logged into; every other demo store gets a password nobody knows. */
function passwordFor(email: string): string {
  const demo = demoDealers.find((dealer) => dealer.email === email);
  return demo ? demo.password : randomBytes(24).toString('base64url');
}

/**
 * When the demo stores' 사업자등록 was checked: one fixed date, as if every one of them had been
 * approved on the market's first day.
 */
export const demoBusinessVerifiedAt = new Date('2026-03-02T10:00:00+09:00');

/**
 * The picture kept with the demo stores' approved applications: a blank A4-shaped sheet with ruled
 * lines, plainly not a real 사업자등록증, and an image like an upload's so the console can show it.
 */
async function placeholderCertificate(): Promise<string> {
  const lines = Array.from(
    { length: 12 },
    (_, index) => `<rect x="40" y="${120 + index * 36}" width="340" height="6" fill="#d5d9e0"/>`,
  ).join('');
  const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="594">
    <rect width="420" height="594" fill="#ffffff"/>
    <rect x="40" y="48" width="200" height="24" fill="#9aa3b2"/>${lines}</svg>`;
  const jpeg = await sharp(Buffer.from(sheet)).jpeg({ quality: 70 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/**
 * The demo partner stores and the categories they serve, each with the approved 입점 신청 that
 * holds its 사업자등록번호 and 대표자 (what operators checked, and what a 견적서 names). Their reviews come with the deals behind them,
 * in activity.ts, once there are buyers and requests.
 */
export async function seedSellers(db: Database): Promise<void> {
  const passwordHashes = await Promise.all(
    sellerSeeds.map((seller) => hashSecret(passwordFor(seller.email))),
  );
  const inserted = await db
    .insert(sellers)
    .values(
      sellerSeeds.map(
        (
          {
            categories: _categories,
            representative: _representative,
            businessNumber: _businessNumber,
            ...seller
          },
          index,
        ) => ({
          ...seller,
          passwordHash: passwordHashes[index]!,
          businessVerifiedAt: demoBusinessVerifiedAt,
        }),
      ),
    )
    .returning({ id: sellers.id, email: sellers.email });
  const sellerIdByEmail = new Map(inserted.map((row) => [row.email, row.id]));
  const sellerIdAt = (index: number) => sellerIdByEmail.get(sellerSeeds[index]!.email)!;

  await db
    .insert(sellerCategories)
    .values(
      sellerSeeds.flatMap((seller, index) =>
        seller.categories.map((categoryId) => ({ sellerId: sellerIdAt(index), categoryId })),
      ),
    );

  const certificateImage = await placeholderCertificate();
  await db.insert(dealerApplications).values(
    sellerSeeds.map((seller, index) => ({
      storeName: seller.storeName,
      businessNumber: businessRegistrationDigits(seller.businessNumber),
      representative: seller.representative,
      address: seller.address,
      phone: seller.phone,
      email: seller.email,
      categoryIds: seller.categories,
      certificateImage,
      status: 'approved' as const,
      statusTokenHash: sha256(randomBytes(24).toString('base64url')),
      decidedAt: demoBusinessVerifiedAt,
      sellerId: sellerIdAt(index),
      passwordSetAt: demoBusinessVerifiedAt,
      submittedAt: new Date(demoBusinessVerifiedAt.getTime() - 2 * 24 * 60 * 60 * 1000),
    })),
  );
}
