ALTER TABLE "chat_messages" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_id_key" ON "chat_messages" USING btree ("chat_id","sender_user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_chats_general_key" ON "group_chats" USING btree ("project_id") WHERE "group_chats"."is_general";