-- A Telegram username is linked once the bot has received the code from that Telegram account
-- (GET /api/user/telegram_name/code, then a message to the bot); until then it only waits for that message.
ALTER TABLE users ADD COLUMN telegram_linked BOOLEAN NOT NULL DEFAULT FALSE;
