/**
 * Group chats per job: limits, messages, the payloads and
 * answers of /api/Messaging/*, and the pure rules the API and the chat island share. Message text is plain text:
 * it is stored as typed and escaped when shown (links made clickable by the island).
 */
import { z } from 'zod';
import { ID_MAX } from './fields.ts';
import { repDetailsSchema } from './job-view.ts';
import { requiredText } from './text-fields.ts';

export const chatLimits = {
  /** Characters of one message. */
  messageMax: 2000,
  /** Characters of a group's name. */
  nameMax: 100,
  /** Messages one user may send per minute, over all chats. */
  sendsPerMinute: 30,
  /** A mentioned member gets at most one mention e-mail per chat in this many minutes while mentions stay unread. */
  mentionMailEveryMinutes: 10,
  /** Messages per page of GetMessages: default and most. */
  pageSize: 30,
  pageSizeMax: 100,
  /** Characters of a client-generated message id. */
  clientIdMax: 64,
} as const;

/** the chat notice lasts 5000 ms; a hidden tab's title blinks this text. */
export const chatNotice = { durationMs: 5000, blinkTitle: 'New Message' } as const;

/** The name of a job's general group (GenerateGeneralGroup). */
export const generalGroupName = 'General';

export const chatTexts = {
  turnedOff: 'Messaging is turned off for this job.',
  chatNotFound: 'Chat Not Found',
  messageRequired: 'Write a message.',
  messageTooLong: `A message can have at most ${chatLimits.messageMax} characters.`,
  nameRequired: 'Group name is Required',
  nameTooLong: `Group name should not exceed ${chatLimits.nameMax} characters`,
  clientIdRequired: 'clientId is required.',
  notAParty: 'This person cannot join the chat of this job.',
  alreadyMember: 'This person is already in the group.',
  membersRequired: 'Choose at least one person.',
  generalCannotBeLeftEmpty: 'The general group of a job is not left by its last member.',
  groupCreated: 'Group created.',
  memberAdded: 'Member added.',
  groupRenamed: 'Group renamed.',
  leftGroup: 'You left the group.',
  leftGeneralGroup: 'You left the general group of this job. A member of the group can add you again.',
  tooManyMessages: `You can send at most ${chatLimits.sendsPerMinute} messages a minute. Please wait a moment.`,
  mentionSubject: (sender: string, chat: string) => `${sender} mentioned you in ${chat}`,
  messageNotFound: 'Message Not Found',
} as const;

/** The page of the user's chats; `?chatId=` opens one. */
export const chatPagePath = '/messages';

const id = (name: string) =>
  z.coerce
    .number({ error: `${name} is required.` })
    .int({ error: `${name} is required.` })
    .positive({ error: `${name} is required.` })
    .max(ID_MAX, { error: `${name} is required.` });

const groupName = requiredText(chatTexts.nameRequired, chatLimits.nameMax, chatTexts.nameTooLong);

/** Plain text; surrounding blank lines trimmed, inner line breaks kept. */
export const messageText = requiredText(chatTexts.messageRequired, chatLimits.messageMax, chatTexts.messageTooLong);

/** A client-generated id (a UUID in the island): the same id sent twice stores one message. */
const clientId = requiredText(chatTexts.clientIdRequired, chatLimits.clientIdMax, chatTexts.clientIdRequired).regex(/^[A-Za-z0-9_-]+$/, chatTexts.clientIdRequired);

// ---- Payloads ----

export const chatProjectQuery = z.object({ projectId: id('projectId') });
export const chatListQuery = z.object({ projectId: id('projectId').optional() });
export const chatIdQuery = z.object({ chatId: id('chatId') });
export const generateGeneralGroupBody = z.object({ projectId: id('projectId') });

export const addGroupChatBody = z.object({
  projectId: id('projectId'),
  name: groupName,
  /** The people to add besides the caller (user ids of the job's chat party). */
  userIds: z.array(id('userId')).max(200).default([]),
});

export const addGroupMemberBody = z.object({ chatId: id('chatId'), userId: id('userId') });
export const renameGroupBody = z.object({ chatId: id('chatId'), name: groupName });

export const messagesQuery = z.object({
  chatId: id('chatId'),
  /** Messages older than this message id (scrolling back). */
  before: id('before').optional(),
  /** Messages newer than this message id (catching up after a reconnect). */
  after: id('after').optional(),
  limit: z.coerce.number().int().min(1).max(chatLimits.pageSizeMax).default(chatLimits.pageSize),
});

export const sendMessageBody = z.object({
  chatId: id('chatId'),
  clientId,
  body: messageText,
  /** User ids the message mentions (picked with @ in the composer); ids of non-members are ignored. */
  mentions: z.array(id('userId')).max(50).default([]),
});

export const markReadBody = z.object({
  chatId: id('chatId'),
  /** The newest message seen; the chat's newest message when left out. */
  messageId: id('messageId').optional(),
});

export const sendEmailToMentionedBody = z.object({ chatId: id('chatId'), messageId: id('messageId') });
export const welcomeModalBody = z.object({ showWelcome: z.boolean({ error: 'showWelcome is required.' }) });

// ---- Answers ----

export const chatPersonSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** client: a contact of the job's company; talent: talent (or an agency member) with a proposal in Interview or Hired. */
  side: z.enum(['client', 'talent']),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

export const chatMessageSchema = z.object({
  messageId: z.number().int(),
  chatId: z.number().int(),
  /** The sender's client-generated id; null for messages stored without one. */
  clientId: z.string().nullable(),
  senderUserId: z.number().int(),
  senderName: z.string(),
  /** Plain text, as typed. */
  body: z.string(),
  /** Mentioned user ids. */
  mentions: z.array(z.number().int()),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSummarySchema = z.object({
  chatId: z.number().int(),
  projectId: z.number().int(),
  projectTitle: z.string(),
  name: z.string(),
  isGeneral: z.boolean(),
  members: z.array(chatPersonSchema),
  unreadCount: z.number().int(),
  lastMessage: chatMessageSchema.nullable(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

export const groupChatsAnswer = z.object({ chats: z.array(chatSummarySchema), unreadTotal: z.number().int() });
export const chatAnswer = z.object({ message: z.string(), chat: chatSummarySchema });
export const messagesAnswer = z.object({
  messages: z.array(chatMessageSchema),
  /** More messages lie beyond the page in the direction asked (older for before or none, newer for after). */
  hasMore: z.boolean(),
});
export const sentMessageAnswer = z.object({
  chatMessage: chatMessageSchema,
  /** True when this clientId had been stored already (a resend): nothing new was stored. */
  duplicate: z.boolean(),
});
export const markReadAnswer = z.object({ chatId: z.number().int(), unreadCount: z.number().int(), unreadTotal: z.number().int() });
export const leftAnswer = z.object({ message: z.string(), chatId: z.number().int() });

export const repProjectDetailsAnswer = z.object({
  projectId: z.number().int(),
  title: z.string(),
  isChatVisible: z.boolean(),
  /** The internal team (display only: they are not accounts of the product, so they are not chat members). */
  repDetails: repDetailsSchema,
  /** Everyone who may be in the job's chats. */
  chatParty: z.array(chatPersonSchema),
});

export const welcomeModalAnswer = z.object({ showWelcome: z.boolean() });

/**
 * GetAccessToken: no token. The live channel is the session-authenticated stream every page already opens (tokens
 * never reach JavaScript, decision record 280); the answer says where it is, which event carries chat, and the chats
 * whose messages it will carry for this user now.
 */
export const chatAccessAnswer = z.object({ streamPath: z.string(), eventName: z.literal('chat'), chatIds: z.array(z.number().int()) });
export const mentionMailAnswer = z.object({ emailedUserIds: z.array(z.number().int()) });

/** The `data` of a live `chat` event (GET /api/Notification/Stream, `event: chat`). */
export type ChatLiveData =
  | { type: 'message'; chatId: number; messageId: number; /** null when too large for the channel: load it with GetMessages after. */ chatMessage: ChatMessage | null; own: boolean }
  | { type: 'changed'; chatId: number };

// ---- Rules ----

/** Whether a member should get a mention e-mail now: not within the last window for this chat. */
export function mentionMailDue(lastMailedAt: Date | null, now: Date): boolean {
  return lastMailedAt === null || now.getTime() - lastMailedAt.getTime() >= chatLimits.mentionMailEveryMinutes * 60_000;
}

/** A person's name for the chat: first and last name. */
export const chatName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
