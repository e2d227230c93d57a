import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products } from '../../db/schema';

/**
 * Counts product views in memory and writes them in one statement per flush. A view is the hottest
 * write of the product, and an UPDATE per page view serialises every detail request behind the
 * database's single writer; a second of delay in the stored count is invisible to shoppers.
 */
export class ProductViewCounter {
  private counting = new Map<number, number>();
  private writing = new Map<number, number>();
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Database) {}

  record(productId: number): void {
    this.add(productId, 1);
  }

  /** Views counted but not stored yet, so answers can show the live total. */
  pending(productId: number): number {
    return (this.counting.get(productId) ?? 0) + (this.writing.get(productId) ?? 0);
  }

  /** Stores what was counted; calls queue behind each other, so no view is written twice. */
  flush(): Promise<void> {
    // A failed flush has already put its views back; it must not stop the ones after it.
    this.flushing = this.flushing.catch(() => undefined).then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.counting.size === 0) return;
    this.writing = this.counting;
    this.counting = new Map();
    const rows = sql.join(
      [...this.writing].map(([id, views]) => sql`(${id}::int, ${views}::int)`),
      sql`, `,
    );
    try {
      // A view is not an edit: updated_at keeps its value.
      await this.db.execute(sql`
        update ${products} set view_count = ${products.viewCount} + counted.views,
          updated_at = ${products.updatedAt}
        from (values ${rows}) as counted(id, views)
        where ${products.id} = counted.id`);
    } catch (error) {
      // Keep the views for the next flush rather than losing them.
      for (const [id, views] of this.writing) this.add(id, views);
      throw error;
    } finally {
      this.writing = new Map();
    }
  }

  private add(productId: number, views: number): void {
    this.counting.set(productId, (this.counting.get(productId) ?? 0) + views);
  }
}
