-- A selection keeps the version of the terms (약관) in force when the buyer chose (issue 39), beside
-- the version of the consent it records since 0001. Selections made before stay null.
ALTER TABLE "selections" ADD COLUMN "terms_version" text;