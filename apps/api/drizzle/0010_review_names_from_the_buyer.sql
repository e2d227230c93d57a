-- Reviews are signed with the buyer's current name by one rule (issue 46): the real name masked,
-- else the nickname, else 고객, read from users at display time. The copy kept on each review could
-- hold an account id and outlived the buyer's own changes; withdrawal already empties users' names.
ALTER TABLE "ratings" DROP COLUMN "buyer_name";
