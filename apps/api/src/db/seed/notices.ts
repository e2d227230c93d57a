import { sanitizeHtml } from '../../domain/shared/sanitize-html';
import type { Database } from '../database';
import { notices } from '../schema';
import { seedNotices as noticeSeeds } from './data/notices';

const dayMs = 24 * 60 * 60 * 1000;

/** The notice board, its HTML sanitized on the way in like any notice written later. */
export async function seedNotices(db: Database): Promise<void> {
  const now = Date.now();
  await db.insert(notices).values(
    noticeSeeds.map(({ daysAgo, content, ...notice }) => ({
      ...notice,
      content: sanitizeHtml(content),
      publishedAt: new Date(now - daysAgo * dayMs),
    })),
  );
}
