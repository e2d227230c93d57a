import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  allInCostOfTerms,
  canonicalJson,
  dealDocumentMessages,
  dealDocumentShareExpiresAt,
  dealDocumentShareState,
  type BuyerDealDocument,
  type DealDocument,
  type DealDocumentContent,
} from '@quotemarket/contract';
import type { Database } from '../../db/database';
import {
  dealDocumentShares,
  dealDocuments,
  dealerApplications,
  estimations,
  products,
  quotations,
  selections,
  sellers,
} from '../../db/schema';
import { columnsToTerms } from '../estimations/columns';
import { newOpaqueToken, sha256 } from '../operators/second-factor';
import { expired, notFound } from '../shared/errors';
import { loadChosenOptionsOf } from './products';

/** The 문서 확인 코드: anyone holding the content can recompute it with `canonicalJson`. */
export function dealDocumentHash(content: DealDocumentContent): string {
  return sha256(canonicalJson(content));
}

/**
 * Writes the 견적서 of a selection just recorded, in the selection's transaction: the quote's terms
 * as stored (whole, so a field the bid form gains is in it without a change here), the product and
 * the options the buyer picked, the dealer's business identity from its approved application, the
 * all-in cost with its parts, and the consent. Written once: the table refuses any later change.
 */
export async function writeDealDocument(tx: Database, selectionId: number): Promise<void> {
  const [row] = await tx
    .select({
      selection: selections,
      estimation: estimations,
      quotation: {
        id: quotations.id,
        categoryId: quotations.categoryId,
        productOptionValueIds: quotations.productOptionValueIds,
      },
      product: {
        id: products.id,
        name: products.name,
        modelNumber: products.modelNumber,
        price: products.price,
      },
      seller: {
        id: sellers.id,
        storeName: sellers.storeName,
        address: sellers.address,
        phone: sellers.phone,
      },
    })
    .from(selections)
    .innerJoin(estimations, eq(estimations.id, selections.estimationId))
    .innerJoin(quotations, eq(quotations.id, selections.quotationId))
    .innerJoin(products, eq(products.id, quotations.productId))
    .innerJoin(sellers, eq(sellers.id, selections.sellerId))
    .where(eq(selections.id, selectionId));
  if (!row) throw new Error(`selection ${selectionId} vanished inside its own transaction`);
  const { selection, estimation, quotation, product, seller } = row;
  // A store onboarded by an operator's command has no application: its business fields stay null.
  const [application] = await tx
    .select({
      storeName: dealerApplications.storeName,
      businessNumber: dealerApplications.businessNumber,
      representative: dealerApplications.representative,
      address: dealerApplications.address,
    })
    .from(dealerApplications)
    .where(
      and(eq(dealerApplications.sellerId, seller.id), eq(dealerApplications.status, 'approved')),
    )
    .orderBy(desc(dealerApplications.decidedAt))
    .limit(1);
  const options = await loadChosenOptionsOf(tx, quotation);
  const terms = columnsToTerms(quotation.categoryId, estimation);
  const content: DealDocumentContent = {
    selectionId: selection.id,
    quotationId: quotation.id,
    estimationId: estimation.id,
    selectedAt: selection.createdAt.toISOString(),
    consent: {
      version: selection.consentVersion,
      consentedAt: selection.consentedAt?.toISOString() ?? null,
    },
    termsVersion: selection.termsVersion,
    product: {
      id: product.id,
      categoryId: quotation.categoryId,
      name: product.name,
      modelNumber: product.modelNumber,
      releasePrice: product.price,
      options: options.map((option) => ({ name: option.attributeName, value: option.value })),
    },
    dealer: {
      sellerId: seller.id,
      storeName: seller.storeName,
      businessName: application?.storeName ?? null,
      businessNumber: application?.businessNumber ?? null,
      representative: application?.representative ?? null,
      // The store's own address as it shows it; the application's when the store never set one.
      address: seller.address || application?.address || '',
      phone: seller.phone,
    },
    terms,
    allInCost: allInCostOfTerms(terms, product.price),
  };
  await tx.insert(dealDocuments).values({
    selectionId: selection.id,
    buyerId: selection.buyerId,
    sellerId: seller.id,
    content,
    hash: dealDocumentHash(content),
    createdAt: selection.createdAt,
  });
}

const documentColumns = {
  id: dealDocuments.id,
  content: dealDocuments.content,
  hash: dealDocuments.hash,
};

/** The one reader of a stored 견적서: each side (buyer, dealer, operator) asks by its own rule. */
async function readDealDocument(db: Database, where: SQL | undefined) {
  const [row] = await db.select(documentColumns).from(dealDocuments).where(where);
  return row ?? null;
}

/** The buyer's document of one of their selected requests (by quotation id, as the history is). */
async function buyerDocument(db: Database, buyerId: number, quotationId: number) {
  const row = await readDealDocument(
    db,
    and(
      eq(dealDocuments.buyerId, buyerId),
      inArray(
        dealDocuments.selectionId,
        db
          .select({ id: selections.id })
          .from(selections)
          .where(eq(selections.quotationId, quotationId)),
      ),
    ),
  );
  if (!row) throw notFound(dealDocumentMessages.notFound);
  return row;
}

const liveShareOf = (documentId: number) =>
  and(eq(dealDocumentShares.dealDocumentId, documentId), isNull(dealDocumentShares.revokedAt));

export async function findBuyerDealDocument(
  db: Database,
  buyerId: number,
  quotationId: number,
  now: Date,
): Promise<BuyerDealDocument> {
  const { id, content, hash } = await buyerDocument(db, buyerId, quotationId);
  const [share] = await db
    .select({ createdAt: dealDocumentShares.createdAt, expiresAt: dealDocumentShares.expiresAt })
    .from(dealDocumentShares)
    .where(liveShareOf(id))
    .orderBy(desc(dealDocumentShares.createdAt))
    .limit(1);
  const live = share && dealDocumentShareState({ ...share, revokedAt: null }, now) === 'active';
  return {
    document: { content, hash },
    share: live
      ? { createdAt: share.createdAt.toISOString(), expiresAt: share.expiresAt.toISOString() }
      : null,
  };
}

/**
 * A new read-only link (a 256-bit random token, kept only as its SHA-256). The token cannot be shown
 * again, so a new link replaces the last one rather than leaving links the buyer cannot see open.
 */
export async function createDealDocumentShare(
  db: Database,
  buyerId: number,
  quotationId: number,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const { id } = await buyerDocument(db, buyerId, quotationId);
  const token = newOpaqueToken('');
  const expiresAt = dealDocumentShareExpiresAt(now);
  await db.transaction(async (tx) => {
    await tx.update(dealDocumentShares).set({ revokedAt: now }).where(liveShareOf(id));
    await tx.insert(dealDocumentShares).values({
      dealDocumentId: id,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt,
    });
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

export async function revokeDealDocumentShares(
  db: Database,
  buyerId: number,
  quotationId: number,
  now: Date,
): Promise<void> {
  const { id } = await buyerDocument(db, buyerId, quotationId);
  await db.update(dealDocumentShares).set({ revokedAt: now }).where(liveShareOf(id));
}

/** The document behind a share link, to anyone holding it: 404 unknown, 410 revoked or expired. */
export async function findSharedDealDocument(
  db: Database,
  token: string,
  now: Date,
): Promise<{ document: DealDocument; expiresAt: string }> {
  const [row] = await db
    .select({
      content: dealDocuments.content,
      hash: dealDocuments.hash,
      expiresAt: dealDocumentShares.expiresAt,
      revokedAt: dealDocumentShares.revokedAt,
    })
    .from(dealDocumentShares)
    .innerJoin(dealDocuments, eq(dealDocuments.id, dealDocumentShares.dealDocumentId))
    .where(eq(dealDocumentShares.tokenHash, sha256(token)));
  if (!row) throw notFound(dealDocumentMessages.notFound);
  const state = dealDocumentShareState(row, now);
  if (state !== 'active') throw expired(dealDocumentMessages[state]);
  return {
    document: { content: row.content, hash: row.hash },
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The winning dealer's copy: the same document, by its selection (the console's deal id). */
export async function findSellerDealDocument(
  db: Database,
  sellerId: number,
  selectionId: number,
): Promise<DealDocument> {
  const row = await readDealDocument(
    db,
    and(eq(dealDocuments.selectionId, selectionId), eq(dealDocuments.sellerId, sellerId)),
  );
  if (!row) throw notFound(dealDocumentMessages.notFound);
  return { content: row.content, hash: row.hash };
}

/** A document attached to a record (a report), as written: null when it is gone with its deal. */
export async function findAttachedDealDocument(
  db: Database,
  dealDocumentId: number,
): Promise<DealDocument | null> {
  const row = await readDealDocument(db, eq(dealDocuments.id, dealDocumentId));
  return row && { content: row.content, hash: row.hash };
}
