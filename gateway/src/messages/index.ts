export { startAwayMails } from './away-mails.js';
export { listConversations } from './conversations.js';
export { ensureMessageIndexes } from './message-store.js';
export { messagesPersonalData } from './personal-data.js';
export { reportedMessages, reportMessage } from './report.js';
export { sendMessage } from './send.js';
export { markThreadRead, readThread, unreadMessages } from './thread.js';
