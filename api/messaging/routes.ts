/**
 * The Messaging controller (decision record 280): group chats per job under /api/Messaging/.
 * Who may chat is declared by the two access declarations of api/access/chat.ts: `job-chat-party` for calls that
 * name a job (projectId) and `chat-member` for calls that name a chat (chatId). New messages and changes reach the
 * members' open pages as `event: chat` on the live channel (GET /api/Notification/Stream).
 */
import { route } from '../contract/route.ts';
import { signedIn } from '../access/people.ts';
import { chatMember, jobChatParty } from '../access/chat.ts';
import {
  addGroupChatBody,
  addGroupMemberBody,
  chatAnswer,
  chatIdQuery,
  chatListQuery,
  chatProjectQuery,
  chatTexts,
  generateGeneralGroupBody,
  groupChatsAnswer,
  leftAnswer,
  markReadAnswer,
  markReadBody,
  messagesAnswer,
  messagesQuery,
  renameGroupBody,
  repProjectDetailsAnswer,
  sendMessageBody,
  sentMessageAnswer,
  sendEmailToMentionedBody,
  mentionMailAnswer,
  welcomeModalAnswer,
  welcomeModalBody,
  chatAccessAnswer,
} from '#domain/chat.ts';
import { STREAM_PATH } from '../notification/notification-stream.ts';
import { mailMentioned } from './mention-mail.ts';
import { saveWelcomeModal, welcomeModalOf } from './welcome-modal.ts';
import { repDetailsOf } from '../project/job-view.ts';
import { chatSummariesOf, unreadTotalOf } from './queries.ts';
import { generateGeneralGroup } from './generate-general-group.ts';
import { addGroupChat } from './add-group-chat.ts';
import { addGroupMember } from './add-group-member.ts';
import { renameGroup } from './rename-group.ts';
import { leaveGroupChat } from './leave-group-chat.ts';
import { messagesPage } from './get-messages.ts';
import { sendMessage } from './send-message.ts';
import { markRead } from './mark-read.ts';

export const messagingRoutes = [
  route({
    method: 'get',
    path: '/api/Messaging/GetRepProjectDetails',
    summary: 'The job’s chat facts: { projectId, title, isChatVisible, repDetails (internal team, display only), chatParty (everyone who may be in its chats) }',
    access: jobChatParty,
    query: chatProjectQuery,
    response: repProjectDetailsAnswer,
    handler: async ({ deps, actor }) => ({
      projectId: actor.project.id,
      title: actor.project.title,
      isChatVisible: actor.project.isChatVisible,
      repDetails: await repDetailsOf(deps.db, actor.project.id),
      chatParty: actor.party,
    }),
  }),
  route({
    method: 'get',
    path: '/api/Messaging/GetGroupChat',
    summary: 'The caller’s chats (of one job with projectId), newest activity first, with members, last message and unread counts; unreadTotal over all their chats',
    access: signedIn,
    query: chatListQuery,
    response: groupChatsAnswer,
    handler: async ({ deps, actor, query }) => {
      const chats = await chatSummariesOf(deps.db, actor.user.userId);
      return { chats: query.projectId === undefined ? chats : chats.filter((c) => c.projectId === query.projectId), unreadTotal: unreadTotalOf(chats) };
    },
  }),
  route({
    method: 'post',
    path: '/api/Messaging/GenerateGeneralGroup',
    summary: 'The job’s general group, made on first call, with everyone who may chat on the job and was never in it: { message, chat }; 409 when the caller left it (a member adds them back)',
    access: jobChatParty,
    body: generateGeneralGroupBody,
    response: chatAnswer,
    handler: async ({ deps, actor }) => ({ message: chatTexts.groupCreated, chat: await generateGeneralGroup(deps, actor) }),
  }),
  route({
    method: 'post',
    path: '/api/Messaging/AddGroupChat',
    summary: 'A new group on the job with the caller and userIds (each must be able to chat on the job): { message, chat }',
    access: jobChatParty,
    body: addGroupChatBody,
    response: chatAnswer,
    handler: async ({ deps, actor, body }) => ({ message: chatTexts.groupCreated, chat: await addGroupChat(deps, actor, body.name, body.userIds) }),
  }),
  route({
    method: 'post',
    path: '/api/Messaging/AddGroupMember',
    summary: 'Adds someone who may chat on the job to the chat (someone who left comes back): { message, chat }; 409 if already in it',
    access: chatMember,
    body: addGroupMemberBody,
    response: chatAnswer,
    handler: async ({ deps, actor, body }) => ({ message: chatTexts.memberAdded, chat: await addGroupMember(deps, actor, body.userId) }),
  }),
  route({
    method: 'put',
    path: '/api/Messaging/RenameGroup',
    summary: 'Renames the chat (members only): { message, chat }',
    access: chatMember,
    body: renameGroupBody,
    response: chatAnswer,
    handler: async ({ deps, actor, body }) => ({ message: chatTexts.groupRenamed, chat: await renameGroup(deps, actor, body.name) }),
  }),
  route({
    method: 'get',
    path: '/api/Messaging/GetMessages',
    summary: 'A page of the chat’s messages, newest first: none (latest), before (older than a message id) or after (newer than one); { messages, hasMore }',
    access: chatMember,
    query: messagesQuery,
    response: messagesAnswer,
    handler: ({ deps, actor, query }) => messagesPage(deps.db, actor.chat.id, query),
  }),
  route({
    method: 'post',
    path: '/api/Messaging/SendMessage',
    summary: 'Sends a plain-text message (at most 2000 characters, 30 a minute per user) with a client-generated clientId: the same clientId again stores nothing and answers the stored message with duplicate true',
    access: chatMember,
    body: sendMessageBody,
    response: sentMessageAnswer,
    handler: ({ deps, actor, body }) => sendMessage(deps, actor, body),
  }),
  route({
    method: 'put',
    path: '/api/Messaging/MarkRead',
    summary: 'Marks the chat read up to messageId (its newest message when left out; never moves back): { chatId, unreadCount, unreadTotal }',
    access: chatMember,
    body: markReadBody,
    response: markReadAnswer,
    handler: ({ deps, actor, body }) => markRead(deps, actor, body.messageId),
  }),
  route({
    method: 'delete',
    path: '/api/Messaging/LeaveGroupChat',
    summary: 'The caller leaves the chat: its messages no longer reach them and it refuses them from then on; { message, chatId }',
    access: chatMember,
    query: chatIdQuery,
    response: leftAnswer,
    handler: async ({ deps, actor }) => {
      await leaveGroupChat(deps, actor);
      return { message: chatTexts.leftGroup, chatId: actor.chat.id };
    },
  }),
  route({
    method: 'post',
    path: '/api/Messaging/SendEmailToMentioned',
    summary: 'Tells the members a message mentions (in-app and by e-mail, under their "messages" e-mail setting), at most once per chat per person in 10 minutes while they have unread mentions; SendMessage does it already, so a second call sends nothing new: { emailedUserIds }',
    access: chatMember,
    body: sendEmailToMentionedBody,
    response: mentionMailAnswer,
    handler: async ({ deps, actor, body }) => ({ emailedUserIds: await mailMentioned(deps, actor.chat.id, body.messageId) }),
  }),
  route({
    method: 'get',
    path: '/api/Messaging/GetMsgWelcomeModal',
    summary: 'Whether the messaging welcome is still to be shown to the caller: { showWelcome }',
    access: signedIn,
    response: welcomeModalAnswer,
    handler: ({ deps, actor }) => welcomeModalOf(deps.db, actor.user.userId),
  }),
  route({
    method: 'put',
    path: '/api/Messaging/UpdateMsgWelcomeModal',
    summary: 'Sets whether the messaging welcome is shown (false once dismissed): { showWelcome }',
    access: signedIn,
    body: welcomeModalBody,
    response: welcomeModalAnswer,
    handler: ({ deps, actor, body }) => saveWelcomeModal(deps.db, actor.user.userId, body.showWelcome),
  }),
  route({
    method: 'get',
    path: '/api/Messaging/GetAccessToken',
    summary: 'The live channel of the caller’s chats: no token (the session-authenticated stream carries chat), { streamPath, eventName: "chat", chatIds }',
    access: signedIn,
    response: chatAccessAnswer,
    handler: async ({ deps, actor }) => ({
      streamPath: STREAM_PATH,
      eventName: 'chat' as const,
      chatIds: (await chatSummariesOf(deps.db, actor.user.userId)).map((c) => c.chatId),
    }),
  }),
];
