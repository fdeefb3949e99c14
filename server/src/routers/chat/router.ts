import { router } from '../../trpc/init.js';
import { getChatArtifactRoute } from './artifact.js';
import { closeChatSessionRoute } from './close-session.js';
import { createChatSessionRoute } from './create-session.js';
import { decideChatApprovalRoute } from './decide-approval.js';
import { getChatSessionRoute } from './get-session.js';
import { listChatSessionsRoute } from './list-sessions.js';
import { chatTurnRoute } from './turn.js';

export const chatRouter = router({
  listSessions: listChatSessionsRoute,
  createSession: createChatSessionRoute,
  getSession: getChatSessionRoute,
  closeSession: closeChatSessionRoute,
  turn: chatTurnRoute,
  decideApproval: decideChatApprovalRoute,
  getArtifact: getChatArtifactRoute,
});
