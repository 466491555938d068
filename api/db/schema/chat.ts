/** Group chats attached to a job: members, messages and the people a message mentions. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, instant, reference } from './columns.ts';
import { projects } from './jobs.ts';

/** isGeneral marks the job's general group (GenerateGeneralGroup), which everyone on the job is in; one per job. */
export const groupChats = pgTable(
  'group_chats',
  {
    id: serial('id').primaryKey(),
    projectId: reference('project_id', () => projects.id, { onDelete: 'cascade' }).notNull(),
    name: text('name').notNull(),
    isGeneral: boolean('is_general').notNull().default(false),
    createdByUserId: reference('created_by_user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('group_chats_project_idx').on(t.projectId),
    uniqueIndex('group_chats_general_key')
      .on(t.projectId)
      .where(sql`${t.isGeneral}`),
  ],
);

/** leftAt is set by LeaveGroupChat; lastReadMessageId gives the unread count. */
export const groupChatMembers = pgTable(
  'group_chat_members',
  {
    chatId: reference('chat_id', () => groupChats.id, { onDelete: 'cascade' }).notNull(),
    userId: reference('user_id', () => users.id).notNull(),
    addedByUserId: reference('added_by_user_id', () => users.id),
    joinedAt: instant('joined_at').notNull().defaultNow(),
    leftAt: instant('left_at'),
    lastReadMessageId: integer('last_read_message_id'),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('group_chat_members_user_idx').on(t.userId)],
);

/** clientId: the sender's client-generated id; one message per (chat, sender, clientId), so a resend stores nothing new. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: reference('chat_id', () => groupChats.id, { onDelete: 'cascade' }).notNull(),
    senderUserId: reference('sender_user_id', () => users.id).notNull(),
    body: text('body').notNull(),
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_chat_idx').on(t.chatId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('chat_messages_client_id_key').on(t.chatId, t.senderUserId, t.clientId),
  ],
);

/** A mention in a message; emailedAt records the mention e-mail (SendEmailToMentioned). */
export const chatMentions = pgTable(
  'chat_mentions',
  {
    messageId: reference('message_id', () => chatMessages.id, { onDelete: 'cascade' }).notNull(),
    userId: reference('user_id', () => users.id).notNull(),
    emailedAt: instant('emailed_at'),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index('chat_mentions_user_idx').on(t.userId)],
);
