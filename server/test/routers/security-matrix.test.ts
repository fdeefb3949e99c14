import { randomBytes } from 'node:crypto';
import { forEachOpenApiProcedure } from 'trpc-to-openapi';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasRole, type CredentialKind } from '../../src/domain/auth/caller.js';
import type { OrgRole } from '../../src/generated/prisma/enums.js';
import { appRouter } from '../../src/routers/index.js';
import type { CreatePersonalTokenResponse } from '../../src/routers/personal-tokens/create.types.js';
import type { ErrorEnvelope } from '../../src/trpc/errors.js';
import type { ProcedureMeta } from '../../src/trpc/init.js';
import { BODY_METHODS, procedureInput } from '../../src/trpc/procedure-input.js';
import { saveArtifact } from '../../src/domain/chat/artifacts.js';
import { newId } from '../../src/domain/ids.js';
import { signBody } from '../../src/domain/event-sources/signature.js';
import type { CreatedTriggerResponse } from '../../src/routers/triggers/create.types.js';
import { installSandboxApp } from './connected-apps/fixtures.js';
import { useTestApp } from '../support/app.js';
import { CSV, dispatchAs } from '../support/dispatch.js';
import { addMember, call, createAgent, mintToken, signup, type Credential, type TestUser } from '../support/identity.js';

/**
 * The 401/403/404 matrix of every REST route, derived from each procedure's meta.auth: a new
 * route is covered without anyone writing a row. For a route with
 * meta.auth: no credential or a dead one → 401; each credential kind it does not accept → 403;
 * each role below the one it needs → 403; a member and an admin without the permission it needs
 * → 403; for each path parameter, another organization's real
 * resource → 404 (never 403) with every credential it accepts. The 401s and 403s are sent with
 * a body the route would refuse, so they also prove that access is decided before validation.
 * A route without meta.auth is public and must answer without a credential.
 */

/** Every organization the matrix builds: its owner's credentials and one resource of each kind. */
interface Organization {
  owner: TestUser;
  token: string;
  agentId: string;
  agentKey: string;
  targetTokenId: string;
  serviceRequestId: string;
  approvalId: string;
  agentRequestId: string;
  conversationId: string;
  taskId: string;
  memoryId: string;
  skillProposalId: string;
  workflowId: string;
  workflowVersionId: string;
  workflowRunId: string;
  publicationId: string;
  publishRequestId: string;
  connectedAppId: string;
  scheduledTaskId: string;
  chatSessionId: string;
  chatArtifactId: string;
  orgId: string;
  workspaceId: string;
  teamId: string;
  /** A worker of the team: its user and its team membership. */
  workerUserId: string;
  teamMemberId: string;
  budgetRequestId: string;
  checkoutSessionId: string;
  triggerId: string;
  storageObjectId: string;
  knowledgeCollectionId: string;
  /** A registered device, its token and a command queued for it. */
  deviceId: string;
  deviceToken: string;
  deviceCommandId: string;
  /** The trigger's signing secret: its fire route is public, its caller signs instead. */
  triggerSecret: string;
  /** A favorite model of the owner's, with a "/" in its id (sent as %2F in a path). */
  favoriteModelId: string;
}

/** An operation every matrix organization has bound: the value of an {operation} parameter. */
const BOUND_OPERATION = 'web_search.search';

/**
 * The value of each path parameter in an organization, keyed by what the parameter names: an
 * {id} by the path segment before it (`/agents/{id}` → agents), any other by its own name. Body
 * fields of the same name take the same value. A route with a parameter missing here fails.
 */
const FIXTURES: Record<string, (org: Organization) => string> = {
  agents: (org) => org.agentId,
  'personal-tokens': (org) => org.targetTokenId,
  'service-requests': (org) => org.serviceRequestId,
  service_request_id: (org) => org.serviceRequestId,
  approvals: (org) => org.approvalId,
  operation: () => BOUND_OPERATION,
  provider: () => 'audio',
  orgs: (org) => org.orgId,
  teams: (org) => org.teamId,
  team_id: (org) => org.teamId,
  workspace_id: (org) => org.workspaceId,
  userId: (org) => org.workerUserId,
  user_id: (org) => org.workerUserId,
  agent_id: (org) => org.agentId,
  membershipId: (org) => org.teamMemberId,
  'budget-requests': (org) => org.budgetRequestId,
  'checkout-sessions': (org) => org.checkoutSessionId,
  'agent-requests': (org) => org.agentRequestId,
  cid: (org) => org.conversationId,
  taskId: (org) => org.taskId,
  memoryId: (org) => org.memoryId,
  proposalId: (org) => org.skillProposalId,
  workflows: (org) => org.workflowId,
  versionId: (org) => org.workflowVersionId,
  runId: (org) => org.workflowRunId,
  stepLabel: () => 'Wait',
  publications: (org) => org.publicationId,
  'publish-requests': (org) => org.publishRequestId,
  'connected-apps': (org) => org.connectedAppId,
  'scheduled-tasks': (org) => org.scheduledTaskId,
  triggers: (org) => org.triggerId,
  objects: (org) => org.storageObjectId,
  collections: (org) => org.knowledgeCollectionId,
  devices: (org) => org.deviceId,
  command_id: (org) => org.deviceCommandId,
  model_id: (org) => org.favoriteModelId,
  sessions: (org) => org.chatSessionId,
  artifacts: (org) => org.chatArtifactId,
  session_id: (org) => org.chatSessionId,
  /** An invite token no invite has: the accept route is public, its token the credential. */
  token: () => 'inv_matrix_unknown_token',
};

const KIND_NAMES: Record<CredentialKind, string> = { session: 'a browser session', pat: 'a personal token', agent: 'an agent key', device: 'a device token' };
const KINDS: readonly CredentialKind[] = ['session', 'pat', 'agent', 'device'];
const PERSON_KINDS: readonly CredentialKind[] = ['session', 'pat'];
const ROLES: readonly OrgRole[] = ['member', 'admin', 'owner'];
/** A body no route accepts: a 400 instead of the expected 401/403 means validation came first. */
const REFUSED_BODY = { security_matrix_unknown_field: true };

interface Route {
  key: string;
  method: string;
  path: string;
  auth: ProcedureMeta['auth'];
  parameters: { name: string; fixture: string }[];
  input: z.ZodType;
  /** The request of the route's documented example, if it has one. */
  example: Record<string, unknown> | undefined;
}

function fixtureKey(path: string, parameter: string): string {
  if (parameter !== 'id') return parameter;
  const segments = path.split('/');
  return segments[segments.indexOf('{id}') - 1]!;
}

function listRoutes(): Route[] {
  const routes: Route[] = [];
  forEachOpenApiProcedure<ProcedureMeta>(appRouter._def.procedures, ({ path: key, procedure, meta }) => {
    const { method, path } = meta.openapi;
    const parameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name: name!, fixture: fixtureKey(path, name!) }));
    routes.push({ key, method, path, auth: meta.auth, parameters, input: procedureInput(procedure).schema, example: meta.examples?.request as Record<string, unknown> | undefined });
  });
  return routes;
}

const ROUTES = listRoutes();
const covered = new Set<string>();

/** The least value a JSON Schema accepts, for a body the route validates and then acts on. */
function leastValue(schema: Record<string, unknown>, name: string, org: Organization): unknown {
  if (FIXTURES[name]) return FIXTURES[name](org);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const options = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (options) return leastValue(options[0]!, name, org);
  switch (schema.type) {
    case 'string':
      return schema.format === 'email' ? 'matrix@example.test' : 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? 0);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () => leastValue((schema.items ?? {}) as Record<string, unknown>, name, org));
    case 'null':
      return null;
    default:
      return leastObject(schema, org);
  }
}

function leastObject(schema: Record<string, unknown>, org: Organization, omit: ReadonlySet<string> = new Set()): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = ((schema.required ?? []) as string[]).filter((name) => !omit.has(name));
  return Object.fromEntries(required.map((name) => [name, leastValue(properties[name]!, name, org)]));
}

/**
 * The least input the route accepts, derived from its input schema (components inlined: an empty
 * registry), without the path parameters, which are sent in the path.
 */
function leastInput(route: Route, org: Organization): Record<string, unknown> {
  const schema = z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any', metadata: z.registry() }) as Record<string, unknown>;
  return leastObject(schema, org, new Set(route.parameters.map((parameter) => parameter.name)));
}

/** The body of a route that takes one. */
function validBody(route: Route, org: Organization): Record<string, unknown> | undefined {
  if (!BODY_METHODS.has(route.method)) return undefined;
  const least = leastInput(route, org);
  // A rule across fields (send one of two optional fields) is not in the JSON Schema: where the
  // least body breaks one, the route's own example supplies the fields it lacks.
  const path = Object.fromEntries(route.parameters.map(({ name, fixture }) => [name, FIXTURES[fixture]?.(org)]));
  if (!route.example || route.input.safeParse({ ...least, ...path }).success) return least;
  return { ...route.example, ...least };
}

/** The path with its parameters, and for a route without a body its required query parameters. */
function urlOf(route: Route, org: Organization): string {
  const path = route.parameters.reduce(
    (built, { name, fixture }) => built.replace(`{${name}}`, encodeURIComponent(FIXTURES[fixture]!(org))),
    route.path,
  );
  const query = BODY_METHODS.has(route.method) ? '' : new URLSearchParams(Object.entries(leastInput(route, org)).map(([name, value]): [string, string] => [name, String(value)])).toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}

const app = useTestApp();
let home: Organization;
let foreign: Organization;
/** The home organization's people below the owner, by role, with a session and a personal token each. */
const lesser = new Map<OrgRole, { cookie: string; token: string }>();
let dead: { name: string; as: Credential }[];

async function organization(): Promise<Organization> {
  const owner = await signup(app);
  const token = await mintToken(app, owner);
  const agent = await createAgent(app, { bearer: token }, { name: 'Guarded' });
  for (const binding of [{ operation: BOUND_OPERATION }, { operation: CSV.operation, approval_threshold_cents: 0 }]) {
    const bound = await call(app, 'POST', `/api/v1/agents/${agent.agent.id}/services`, { as: { bearer: token }, body: binding });
    if (bound.status !== 200) throw new Error(`binding failed: ${bound.raw}`);
  }
  const gated = await dispatchAs(app, agent.api_key, CSV);
  if (gated.body.status !== 'approval_required') throw new Error(`expected an approval: ${gated.raw}`);
  const target = await call<CreatePersonalTokenResponse>(app, 'POST', '/api/v1/personal-tokens', { as: { cookie: owner.cookie }, body: { name: 'target' } });
  const asked = await call<{ id: string }>(app, 'POST', '/api/v1/agent-requests', { as: { bearer: agent.api_key }, body: { kind: 'help', title: 'Matrix', body: 'matrix' } });
  if (asked.status !== 201) throw new Error(`agent request failed: ${asked.raw}`);
  const conversation = await call<{ id: string }>(app, 'POST', `/api/v1/agents/${agent.agent.id}/conversations`, { as: { bearer: agent.api_key }, body: { title: 'Matrix' } });
  if (conversation.status !== 201) throw new Error(`conversation failed: ${conversation.raw}`);
  const child = await call<{ agent: { id: string } }>(app, 'POST', '/api/v1/agents/spawn', {
    as: { bearer: agent.api_key },
    body: { name: 'Matrix child', services: [CSV.operation], monthly_budget_cents: 0 },
  });
  if (child.status !== 201) throw new Error(`spawn failed: ${child.raw}`);
  const task = await call<{ id: string }>(app, 'POST', `/api/v1/agents/${agent.agent.id}/delegated-tasks`, {
    as: { bearer: agent.api_key },
    body: { child_agent_id: child.body.agent.id, title: 'Matrix', budget_cents: 0, operations: [CSV.operation] },
  });
  if (task.status !== 201) throw new Error(`delegation failed: ${task.raw}`);
  const memory = await call<{ id: string }>(app, 'POST', `/api/v1/agents/${agent.agent.id}/memories`, { as: { bearer: agent.api_key }, body: { content: 'Matrix' } });
  if (memory.status !== 201) throw new Error(`memory failed: ${memory.raw}`);
  const proposal = await call<{ id: string }>(app, 'POST', `/api/v1/agents/${agent.agent.id}/skill-proposals`, {
    as: { bearer: agent.api_key },
    body: { name: 'Matrix skill', steps: [{ label: 'Wait', type: 'delay', input: { seconds: 1 } }] },
  });
  if (proposal.status !== 201) throw new Error(`skill proposal failed: ${proposal.raw}`);
  const workflow = await call<{ id: string }>(app, 'POST', '/api/v1/workflows', { as: { cookie: owner.cookie }, body: { name: 'Matrix' } });
  if (workflow.status !== 201) throw new Error(`workflow failed: ${workflow.raw}`);
  const version = await call<{ id: string }>(app, 'POST', `/api/v1/workflows/${workflow.body.id}/versions`, {
    as: { cookie: owner.cookie },
    body: { steps: [{ label: 'Wait', type: 'delay', input: { seconds: 1 } }] },
  });
  if (version.status !== 201) throw new Error(`workflow version failed: ${version.raw}`);
  await call(app, 'POST', `/api/v1/workflows/${workflow.body.id}/agents`, { as: { cookie: owner.cookie }, body: { agent_id: agent.agent.id } });
  const run = await call<{ id: string }>(app, 'POST', `/api/v1/workflows/${workflow.body.id}/runs`, {
    as: { cookie: owner.cookie },
    body: { agent_id: agent.agent.id, version_id: version.body.id, mode: 'test' },
  });
  if (run.status !== 202) throw new Error(`workflow run failed: ${run.raw}`);
  // The owner's request publishes at once; a member's would wait, as this one for the version does.
  const published = await call<{ publication_id: string }>(app, 'POST', `/api/v1/agents/${agent.agent.id}/publish`, { as: { cookie: owner.cookie }, body: { scope: 'org' } });
  if (published.status !== 201) throw new Error(`agent publication failed: ${published.raw}`);
  const publishRequest = await app.db.prisma.publishRequest.create({
    data: { id: newId('preq'), orgId: owner.session.organization.id, kind: 'workflow', workflowId: workflow.body.id, versionId: version.body.id, requestedBy: owner.session.user.id },
  });
  const scheduled = await call<{ id: string }>(app, 'POST', '/api/v1/scheduled-tasks', {
    as: { cookie: owner.cookie },
    body: { agent_id: agent.agent.id, name: 'Matrix', operation: CSV.operation, payload: CSV.payload, cron_expr: '0 9 * * *', mode: 'test' },
  });
  if (scheduled.status !== 201) throw new Error(`scheduled task failed: ${scheduled.raw}`);
  const trigger = await call<CreatedTriggerResponse>(app, 'POST', '/api/v1/triggers', {
    as: { cookie: owner.cookie },
    body: { agent_id: agent.agent.id, name: 'Matrix', kind: 'webhook', operation: CSV.operation, mode: 'test' },
  });
  if (trigger.status !== 201) throw new Error(`trigger failed: ${trigger.raw}`);
  const stored = await call<{ object: { id: string } }>(app, 'POST', '/api/v1/storage/objects', {
    as: { cookie: owner.cookie },
    body: { key: 'matrix.txt', content_type: 'text/plain', size: 1 },
  });
  if (stored.status !== 201) throw new Error(`storage object failed: ${stored.raw}`);
  const collection = await call<{ id: string }>(app, 'POST', '/api/v1/knowledge/collections', { as: { cookie: owner.cookie }, body: { name: 'Matrix' } });
  if (collection.status !== 201) throw new Error(`knowledge collection failed: ${collection.raw}`);
  const device = await call<{ device: { id: string }; token: string }>(app, 'POST', '/api/v1/devices', { as: { bearer: token }, body: { name: 'Matrix' } });
  if (device.status !== 201) throw new Error(`device failed: ${device.raw}`);
  const command = await call<{ id: string }>(app, 'POST', `/api/v1/devices/${device.body.device.id}/commands`, { as: { bearer: token }, body: { command: 'matrix' } });
  if (command.status !== 201) throw new Error(`device command failed: ${command.raw}`);
  const favorite = await call<{ model_id: string }>(app, 'POST', '/api/v1/models/favorites', {
    as: { bearer: token },
    body: { model_id: `matrix/${owner.session.organization.id}` },
  });
  if (favorite.status !== 200) throw new Error(`favorite failed: ${favorite.raw}`);
  const chat = await call<{ id: string }>(app, 'POST', '/api/v1/chat/sessions', { as: { bearer: token }, body: { agent_id: agent.agent.id } });
  if (chat.status !== 201) throw new Error(`chat session failed: ${chat.raw}`);
  const artifact = await saveArtifact(app.db.prisma, {
    orgId: owner.session.organization.id,
    sessionId: chat.body.id,
    turnId: newId('ctn'),
    name: 'matrix.json',
    contentType: 'application/json',
    content: Buffer.from('{}'),
  });
  return {
    chatSessionId: chat.body.id,
    chatArtifactId: artifact.id, ...(await teamResources(owner)),
    favoriteModelId: favorite.body.model_id,
    triggerId: trigger.body.id,
    storageObjectId: stored.body.object.id,
    knowledgeCollectionId: collection.body.id,
    deviceId: device.body.device.id,
    deviceToken: device.body.token,
    deviceCommandId: command.body.id,
    triggerSecret: trigger.body.signing_secret,
    owner,
    token,
    agentId: agent.agent.id,
    agentKey: agent.api_key,
    targetTokenId: target.body.id,
    serviceRequestId: gated.body.id,
    approvalId: gated.body.approval_id!,
    agentRequestId: asked.body.id,
    conversationId: conversation.body.id,
    taskId: task.body.id,
    memoryId: memory.body.id,
    skillProposalId: proposal.body.id,
    workflowId: workflow.body.id,
    workflowVersionId: version.body.id,
    workflowRunId: run.body.id,
    publicationId: published.body.publication_id,
    publishRequestId: publishRequest.id,
    connectedAppId: await installSandboxApp(app, owner, 'jira'),
    scheduledTaskId: scheduled.body.id,
  };
}

/** The organization's team, with a worker, a budget request of the worker's, and a checkout session. */
async function teamResources(owner: TestUser) {
  const orgId = owner.session.organization.id;
  const { prisma } = app.db;
  const workspace = await prisma.workspace.findFirstOrThrow({ where: { orgId, isDefault: true } });
  const worker = await addMember(app, orgId, 'member');
  const team = await prisma.team.create({ data: { id: newId('team'), orgId, workspaceId: workspace.id, name: 'Matrix', poolCents: 100n } });
  const member = await prisma.teamMember.create({
    data: { id: newId('tmm'), orgId, teamId: team.id, userId: worker.session.user.id, role: 'worker' },
  });
  const request = await prisma.budgetRequest.create({
    data: { id: newId('bgr'), orgId, teamId: team.id, userId: worker.session.user.id, amountCents: 10n, reason: 'matrix' },
  });
  const checkoutId = newId('chk');
  await prisma.checkoutSession.create({
    data: {
      id: checkoutId,
      orgId,
      workspaceId: workspace.id,
      provider: 'sandbox',
      externalId: checkoutId,
      amountCents: 500n,
      url: `http://127.0.0.1/sandbox/checkout/${checkoutId}`,
      createdBy: owner.session.user.id,
    },
  });
  return {
    orgId,
    workspaceId: workspace.id,
    teamId: team.id,
    workerUserId: worker.session.user.id,
    teamMemberId: member.id,
    budgetRequestId: request.id,
    checkoutSessionId: checkoutId,
  };
}

/** A person of `role` in the home organization: added as an admin to mint a token, then set to `role`. */
async function personOfRole(role: OrgRole): Promise<{ cookie: string; token: string }> {
  const person = await addMember(app, home.owner.session.organization.id, 'admin');
  const token = await mintToken(app, person);
  await app.db.prisma.membership.updateMany({ where: { userId: person.session.user.id }, data: { role } });
  return { cookie: person.cookie, token };
}

/** Credentials that were valid once, or never: each must be refused with 401. */
async function deadCredentials(): Promise<{ name: string; as: Credential }[]> {
  const deletedToken = await mintToken(app, home.owner, 'deleted');
  const deleted = await app.db.prisma.personalToken.findFirstOrThrow({ where: { name: 'deleted', orgId: home.owner.session.organization.id } });
  await call(app, 'DELETE', `/api/v1/personal-tokens/${deleted.id}`, { as: { cookie: home.owner.cookie } });
  const leaving = await addMember(app, home.owner.session.organization.id, 'owner');
  await call(app, 'POST', '/api/v1/auth/logout', { as: { cookie: leaving.cookie } });
  const rotated = await createAgent(app, { bearer: home.token }, { name: 'Rotated' });
  await call(app, 'PATCH', `/api/v1/agents/${rotated.agent.id}/key`, { as: { bearer: home.token } });
  const revoked = await call<{ device: { id: string }; token: string }>(app, 'POST', '/api/v1/devices', { as: { bearer: home.token }, body: { name: 'Revoked' } });
  await call(app, 'DELETE', `/api/v1/devices/${revoked.body.device.id}`, { as: { bearer: home.token } });
  const garbage = randomBytes(32).toString('base64url');
  return [
    { name: 'a revoked device token', as: { bearer: revoked.body.token } },
    { name: 'a made-up device token', as: { bearer: `device_token_${garbage}` } },
    { name: 'no credential', as: undefined },
    { name: 'a deleted personal token', as: { bearer: deletedToken } },
    { name: 'a signed-out session', as: { cookie: leaving.cookie } },
    { name: 'a rotated agent key', as: { bearer: rotated.api_key } },
    { name: 'a made-up agent key', as: { bearer: `agent_key_live_${garbage}` } },
    { name: 'a made-up secret', as: { bearer: garbage } },
  ];
}

beforeAll(async () => {
  home = await organization();
  foreign = await organization();
  for (const role of ROLES.filter((role) => role !== 'owner')) lesser.set(role, await personOfRole(role));
  dead = await deadCredentials();
});

function credentialOf(org: Organization, kind: CredentialKind): Credential {
  if (kind === 'session') return { cookie: org.owner.cookie };
  if (kind === 'device') return { bearer: org.deviceToken };
  return { bearer: kind === 'pat' ? org.token : org.agentKey };
}

async function expectRefusal(route: Route, as: Credential, status: number, code: string, target = home, body?: unknown) {
  const result = await call<ErrorEnvelope>(app, route.method, urlOf(route, target), { as, body });
  expect(result.status, `${route.method} ${route.path}: ${result.raw}`).toBe(status);
  expect(result.body.error.code).toBe(code);
}

function describeGuarded(route: Route, auth: NonNullable<ProcedureMeta['auth']>) {
  const refusedBody = BODY_METHODS.has(route.method) ? REFUSED_BODY : undefined;

  it('answers 401 without a credential, or with a dead or made-up one', async () => {
    for (const { name, as } of dead) {
      const result = await call<ErrorEnvelope>(app, route.method, urlOf(route, home), { as, body: refusedBody });
      expect(result.status, `${name}: ${result.raw}`).toBe(401);
      expect(result.body.error.code).toBe('unauthorized');
    }
  });

  for (const kind of KINDS.filter((kind) => !auth.credentials.includes(kind))) {
    it(`answers 403 to ${KIND_NAMES[kind]}, a kind it does not accept`, async () => {
      await expectRefusal(route, credentialOf(home, kind), 403, 'forbidden', home, refusedBody);
    });
  }

  const required = auth.role;
  const peopleKinds = auth.credentials.filter((kind) => PERSON_KINDS.includes(kind));
  if (required) {
    for (const role of ROLES.filter((role) => !hasRole(role, required))) {
      it(`answers 403 to a ${role}: it needs ${required}`, async () => {
        const person = lesser.get(role)!;
        for (const kind of peopleKinds) {
          await expectRefusal(route, kind === 'session' ? { cookie: person.cookie } : { bearer: person.token }, 403, 'forbidden', home, refusedBody);
        }
      });
    }
  }

  const { permission } = auth;
  if (permission) {
    it(`answers 403 to a member and an admin without the permission ${permission}`, async () => {
      for (const role of ROLES.filter((role) => role !== 'owner' && (!required || hasRole(role, required)))) {
        const person = lesser.get(role)!;
        for (const kind of peopleKinds) {
          await expectRefusal(route, kind === 'session' ? { cookie: person.cookie } : { bearer: person.token }, 403, 'forbidden', home, refusedBody);
        }
      }
    });
  }

  if (route.parameters.some(({ name }) => name === 'id' || name.endsWith('_id'))) {
    it("answers 404, never 403, to every credential it accepts for another organization's resource", async () => {
      for (const kind of auth.credentials) {
        await expectRefusal(route, credentialOf(home, kind), 404, 'not_found', foreign, validBody(route, foreign));
      }
    });
  }
}

/** Public routes whose caller proves itself by other means than a credential: the headers it sends for an empty body. */
const PUBLIC_PROOFS: Record<string, (org: Organization) => Record<string, string>> = {
  '/v1/triggers/{id}/fire': (org) => ({ 'x-service-signature': signBody(org.triggerSecret, '') }),
};

function describePublic(route: Route) {
  it('is public: answers without a credential', async () => {
    const result = await call(app, route.method, urlOf(route, home), { headers: PUBLIC_PROOFS[route.path]?.(home) ?? {} });
    expect([401, 403], `${route.method} ${route.path}: ${result.raw}`).not.toContain(result.status);
  });
}

describe.each(ROUTES.map((route) => [`${route.method} ${route.path} (${route.key})`, route] as const))('%s', (_name, route) => {
  covered.add(route.key);
  const missing = route.parameters.filter(({ fixture }) => !FIXTURES[fixture]);
  for (const { name, fixture } of missing) {
    it(`has a fixture for its path parameter {${name}}`, () => {
      expect.fail(`No fixture for {${name}} of ${route.method} ${route.path}: add "${fixture}" to FIXTURES in test/routers/security-matrix.test.ts`);
    });
  }
  if (missing.length > 0) return;
  if (route.auth) describeGuarded(route, route.auth);
  else describePublic(route);
});

describe('the matrix', () => {
  it('covers every procedure of the router, each one a REST route', () => {
    expect([...covered].sort()).toEqual(Object.keys(appRouter._def.procedures).sort());
  });

  it('left every resource as it was, in both organizations', async () => {
    for (const org of [home, foreign]) {
      const agent = await app.db.prisma.agent.findUniqueOrThrow({ where: { id: org.agentId } });
      expect(agent).toMatchObject({ name: 'Guarded', status: 'active', monthlyBudgetCents: null, deletedAt: null });
      const bindings = await app.db.prisma.serviceBinding.findMany({ where: { agentId: org.agentId }, orderBy: { operation: 'asc' } });
      expect(bindings.map((binding) => [binding.operation, binding.enabled])).toEqual([
        [CSV.operation, true],
        [BOUND_OPERATION, true],
      ]);
      expect(await app.db.prisma.personalToken.findUniqueOrThrow({ where: { id: org.targetTokenId } })).toMatchObject({ enabled: true });
      expect(await app.db.prisma.approval.findUniqueOrThrow({ where: { id: org.approvalId } })).toMatchObject({ status: 'pending' });
      expect(await app.db.prisma.agentRequest.findUniqueOrThrow({ where: { id: org.agentRequestId } })).toMatchObject({ status: 'open' });
      expect(await app.db.prisma.conversation.findUniqueOrThrow({ where: { id: org.conversationId } })).toMatchObject({ title: 'Matrix' });
      expect(await app.db.prisma.conversationMessage.count({ where: { conversationId: org.conversationId } })).toBe(0);
      expect(await app.db.prisma.conversation.count({ where: { agentId: org.agentId } })).toBe(1);
      expect(await app.db.prisma.modelFavorite.count({ where: { modelId: org.favoriteModelId } })).toBe(1);
      expect(await keyStatus(org.agentKey)).toBe(403);
    }
  });
});

async function keyStatus(key: string): Promise<number> {
  return (await call(app, 'GET', '/api/v1/agents', { as: { bearer: key } })).status;
}
