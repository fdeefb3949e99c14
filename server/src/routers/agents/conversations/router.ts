import { router } from '../../../trpc/init.js';
import { createConversationRoute } from './create.js';
import { getConversationRoute } from './get.js';
import { listMessagesRoute } from './list-messages.js';
import { listConversationsRoute } from './list.js';
import { postMessageRoute } from './post-message.js';

/** client.agents.conversations and client.agents.conversations.messages in both SDKs. */
export const conversationsRouter = router({
  list: listConversationsRoute,
  create: createConversationRoute,
  get: getConversationRoute,
  messages: router({ list: listMessagesRoute, create: postMessageRoute }),
});
