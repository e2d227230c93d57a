import { sanitizeHtml } from '../domain/shared/sanitize-html';
import type { Database } from '../db/database';
import { notices } from '../db/schema';
import { seedNotices as noticeSeeds } from './data/notices';

/** 9 a.m. in Seoul on a `YYYY-MM-DD` day. */
const seoulMorning = (day: string) => new Date(`${day}T09:00:00+09:00`);

/** The notice board, its HTML sanitized on the way in like any notice written later. */
export async function seedNotices(db: Database): Promise<void> {
  await db.insert(notices).values(
    noticeSeeds.map(({ publishedOn, content, ...notice }) => ({
      ...notice,
      content: sanitizeHtml(content),
      publishedAt: seoulMorning(publishedOn),
    })),
  );
}
