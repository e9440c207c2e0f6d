-- Issue 21: one account per licence number becomes a unique index (the next migration). Accounts
-- that already share a number, from sign-ups that raced before it existed, would stop it from
-- being built. The account in best standing keeps the number (not rejected or disabled, then
-- approved, then the oldest); the others lose it. Their license_data stays, as the record of
-- what was verified for them, for an admin to settle.
UPDATE "users"
SET "license_number" = NULL, "updated_at" = now()
WHERE "id" IN (
  SELECT "id"
  FROM (
    SELECT
      "id",
      row_number() OVER (
        PARTITION BY upper(btrim("license_number"))
        ORDER BY
          ("rejected_at" IS NULL AND "disabled_at" IS NULL) DESC,
          ("approved_at" IS NOT NULL) DESC,
          "created_at",
          "id"
      ) AS "standing"
    FROM "users"
    WHERE "license_number" IS NOT NULL
  ) AS "holders"
  WHERE "standing" > 1
);
