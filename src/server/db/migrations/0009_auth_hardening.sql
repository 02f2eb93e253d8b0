CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "signed_in_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_skeleton_idx" ON "users" USING btree ("username_skeleton");--> statement-breakpoint
-- >>> hand-written (auth-hardening): backfills for username_skeleton and signed_in_at
-- Every existing username's look-alike key, computed as src/server/accounts/username-skeleton.ts
-- does (NFKC, NFD, confusables, NFD, lower case, confusables, NFD). Where older accounts already
-- look alike, the oldest keeps the key and the others stay NULL: they still sign in by their exact
-- name, and no new account can take a name that looks like any of them.
UPDATE "users" AS u SET "username_skeleton" = k.skeleton
FROM (
  SELECT id, skeleton, row_number() OVER (PARTITION BY skeleton ORDER BY id) AS rank
  FROM (SELECT id, normalize(replace(replace(translate(lower(normalize(replace(replace(translate(normalize(normalize(username, NFKC), NFD), '01IıɑɡɩɪʏΑΒΕΖΗΙΚΜΝΟΡΤΥΧϹͿαγικνορσςυϲϳАВЕЗКМНОРСТУХЅІЈҮӀԚԜЬԌѴабвгезкнорстухѕіјԁԛԝһүӏѵѡҽьԍ', 'OlliagiiyABEZHlKMNOPTYXCJayikvopocucjABE3KMHOPCTYXSlJYlQWbGVa6bre3khopctyxsijdqwhyivwebg'), 'm', 'rn'), 'м', 'rn'), NFD)), '01IıɑɡɩɪʏΑΒΕΖΗΙΚΜΝΟΡΤΥΧϹͿαγικνορσςυϲϳАВЕЗКМНОРСТУХЅІЈҮӀԚԜЬԌѴабвгезкнорстухѕіјԁԛԝһүӏѵѡҽьԍ', 'OlliagiiyABEZHlKMNOPTYXCJayikvopocucjABE3KMHOPCTYXSlJYlQWbGVa6bre3khopctyxsijdqwhyivwebg'), 'm', 'rn'), 'м', 'rn'), NFD) AS skeleton FROM "users") AS s
) AS k
WHERE u.id = k.id AND k.rank = 1;
--> statement-breakpoint
-- Sessions from before: the sign-in time is unknown; the row's creation (its last sign-in or refresh) is the closest.
UPDATE "sessions" SET "signed_in_at" = "created_at";
-- <<< end hand-written
