-- Unsubscribe links carry the settings version they were sent with; every change the user makes
-- raises it, so a link from before the change stops working. Links sent before this migration
-- carry no version and are refused (Settings still turns alert mail off).
ALTER TABLE "alert_mail_settings" ADD COLUMN "settings_version" integer DEFAULT 0 NOT NULL;
