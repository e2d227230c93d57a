import { users } from '../../db/schema';

/**
 * What the one rule of how others see a buyer (the contract's `buyerPublicName`) reads, selected
 * from `users` joined on the buyer's id. The id leads because drizzle turns a left-joined group
 * into null when its first column is null, and a buyer without a real name has a null name.
 */
export const buyerNameColumns = { id: users.id, name: users.name, nickname: users.nickname };
