import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { agentWithBindings, CSV, setBalance } from '../support/dispatch.js';
import { addMember, call } from '../support/identity.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

const CALL_LINE = `call ${CSV.operation} ${JSON.stringify(CSV.payload)}`;

/** Opens a chat from the Chat page's form, as a person does, and answers its id. */
async function openChat(page: Page, choose: { agentId?: string; mode?: 'live' | 'test'; forceApproval?: boolean }): Promise<string> {
  await page.goto('/approvals');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Chat' }).click();
  await page.waitForURL('**/chat');
  await page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
  if (choose.agentId) await page.getByLabel('Agent', { exact: true }).selectOption(choose.agentId);
  if (choose.mode) await page.getByLabel('Mode', { exact: true }).selectOption(choose.mode);
  if (choose.forceApproval) await page.getByLabel(/^Every tool call waits for approval/).check();
  await page.getByRole('button', { name: 'Open chat' }).click();
  await page.waitForURL(/\/chat\/chs_\w+$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Sends a message with the message box; answers the turn's response, which must be an event stream. */
async function send(page: Page, message: string) {
  await page.getByLabel('Message', { exact: true }).fill(message);
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/v1/chat/turn')), page.getByRole('button', { name: 'Send' }).click()]);
  return response;
}

/** Opens the chat in `page` and waits for its channel to be subscribed; answers the frames the channel sends, as they come. */
async function watchChannel(page: Page, sessionId: string): Promise<string[]> {
  const frames: string[] = [];
  let subscribed!: () => void;
  const ready = new Promise<void>((resolve) => (subscribed = resolve));
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname !== `/api/v1/chat/sessions/${sessionId}/ws`) return;
    socket.on('framereceived', ({ payload }) => {
      frames.push(String(payload));
      if ((JSON.parse(String(payload)) as { type: string }).type === 'ready') subscribed();
    });
  });
  await page.goto(`/chat/${sessionId}`);
  await ready;
  return frames;
}

const transcript = (page: Page) => page.getByRole('list', { name: 'Messages, oldest first' });
const toolCard = (page: Page) => transcript(page).getByRole('article', { name: `Tool call ${CSV.operation}` });

describe('the Chat page', () => {
  it('opens a live chat with an agent, streams the reply and shows the tool call with its cost and service request; the history reads the same after a reload', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    await setBalance(app, fixture.owner.session.organization.id, 10_000);
    const page = await browser.page({ user: fixture.owner });
    const sessionId = await openChat(page, { agentId: fixture.agentId, mode: 'live' });
    await page.getByText('No messages yet').waitFor();
    // The session as the form chose it.
    const made = await call<{ agent_id: string; mode: string; force_approval: boolean }>(app, 'GET', `/api/v1/chat/sessions/${sessionId}`, { as: { bearer: fixture.token } });
    expect(made.body).toMatchObject({ agent_id: fixture.agentId, mode: 'live', force_approval: false });

    const response = await send(page, `Parse the stock file.\n${CALL_LINE}`);
    expect(response.headers()['content-type']).toMatch(/^text\/event-stream/);
    // The reply streams in: the sandbox model repeats the message, plans the call, then names its outcome.
    await transcript(page).getByText(/^Parse the stock file\.\ncall data\.csv_parse/).first().waitFor();
    await transcript(page).getByText('I called data.csv_parse (executed, 1 cents).').waitFor();
    const card = toolCard(page);
    await card.getByText('executed').waitFor();
    expect(await card.textContent()).toContain('Cost $0.01');
    const link = card.getByRole('link', { name: `Service request of ${CSV.operation}` });
    const requestId = (await link.getAttribute('href'))!.split('/').pop()!;
    const request = await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id: requestId } });
    expect(request).toMatchObject({ agentId: fixture.agentId, mode: 'live', status: 'executed', operation: CSV.operation, idempotencyKey: expect.stringMatching(/^chat:ctc_/) });
    expect(Number(request.costCents)).toBe(1);
    await transcript(page).getByText(/^Turn completed · \$0\.01/).waitFor();
    await screenshot(page, 'chat');

    // The history, read from GET /v1/chat/sessions/{id}: the same messages and card.
    await page.reload();
    await toolCard(page).getByText('Cost $0.01').waitFor();
    await transcript(page).getByText('I called data.csv_parse (executed, 1 cents).').waitFor();
    expect(await transcript(page).getByRole('listitem').filter({ hasText: /^You/ }).count()).toBe(1);

    // The chat is listed, and its link opens it.
    await page.getByRole('link', { name: 'All chats' }).click();
    const row = page.getByRole('region', { name: 'Your chats' }).getByRole('row').filter({ hasText: 'Researcher' });
    expect(await row.textContent()).toMatch(/liveopen/);
    await row.getByRole('link').click();
    await page.waitForURL(`**/chat/${sessionId}`);
    await toolCard(page).waitFor();
    expectNoPageErrors(page);
  });

  it('pauses a force_approval chat at its tool call, approves it inline, and the turn resumes on its own and completes, charged once', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const page = await browser.page({ user: fixture.owner });
    const sessionId = await openChat(page, { agentId: fixture.agentId, forceApproval: true });
    await page.getByText(/every tool call waits for approval/).waitFor();

    await send(page, CALL_LINE);
    const card = toolCard(page);
    await card.getByText('approval required').waitFor();
    await transcript(page).getByText(/^Turn paused/).waitFor();
    const approve = card.getByRole('button', { name: `Approve the call to ${CSV.operation}` });
    await approve.waitFor();
    await page.setViewportSize(PHONE);
    await screenshot(page, 'chat-paused-phone');
    await page.setViewportSize(DESKTOP);

    await card.getByLabel(`Notes on the call to ${CSV.operation}`).fill('Fine, parse it');
    const [resumed] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/v1/chat/turn') && (r.postDataJSON() as { continue_from?: string }).continue_from !== undefined),
      approve.click(),
    ]);
    expect(resumed.postDataJSON()).toEqual({ session_id: sessionId, continue_from: expect.stringMatching(/^ctn_/) });
    await transcript(page).getByText('I called data.csv_parse (executed, 0 cents).').waitFor();
    await transcript(page).getByText(/^Turn completed/).waitFor();
    await toolCard(page).getByText('executed').waitFor();
    expect(await toolCard(page).getByRole('button').count()).toBe(0);

    const requests = await app.db.prisma.serviceRequest.findMany({ where: { agentId: fixture.agentId }, include: { approval: true } });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ status: 'executed', approval: { status: 'approved', note: 'Fine, parse it' } });
    expectNoPageErrors(page);
  });

  it("shows a second tab on the same chat the first tab's turns as they stream, and a paused call to decide there; the first tab sees the resumed turn", async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const first = await browser.page({ user: fixture.owner });
    const sessionId = await openChat(first, { agentId: fixture.agentId });
    const second = await browser.tab(first);
    const frames = await watchChannel(second, sessionId);

    await send(first, `Parse the stock file.\n${CALL_LINE}`);
    // The second tab sent nothing: the turn's events reached it on the session's channel, and the page drew them.
    await transcript(second).getByText('I called data.csv_parse (executed, 0 cents).').waitFor();
    await toolCard(second).getByText('executed').waitFor();
    await transcript(second).getByText(/^Turn completed/).waitFor();
    const events = frames.map((frame) => (JSON.parse(frame) as { event?: string }).event);
    expect(events).toEqual(expect.arrayContaining(['message_delta', 'tool_planned', 'tool_done', 'done']));
    // The first tab read each event from its own stream and from the channel, and drew it once.
    expect(await transcript(first).getByText('I called data.csv_parse (executed, 0 cents).').count()).toBe(1);

    // A tab in the background has its timers slowed down by Chromium: the one being used is brought to the front.
    await first.bringToFront();
    const pausing = await openChat(first, { agentId: fixture.agentId, forceApproval: true });
    await second.bringToFront();
    await watchChannel(second, pausing);
    await send(first, CALL_LINE);
    const card = toolCard(second);
    await card.getByText('approval required').waitFor();
    await transcript(second).getByText(/^Turn paused/).waitFor();
    // Decided in the second tab, which resumes the turn; the first tab streams it from the channel.
    await card.getByRole('button', { name: `Approve the call to ${CSV.operation}` }).click();
    await transcript(first).getByText('I called data.csv_parse (executed, 0 cents).').waitFor();
    await transcript(first).getByText(/^Turn completed/).waitFor();
    await toolCard(first).getByText('executed').waitFor();
    expectNoPageErrors(first);
    expectNoPageErrors(second);
  });

  it('shows a member, who may not decide approvals, the paused call without Approve or Reject', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    const page = await browser.page({ user: member });
    await openChat(page, { agentId: fixture.agentId, forceApproval: true });
    await send(page, CALL_LINE);
    const card = toolCard(page);
    await card.getByText('approval required').waitFor();
    await card.getByText('Waiting for a person who may decide approvals; the turn goes on once it is decided.').waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    expectNoPageErrors(page);
  });

  it('shows in words why a turn is refused (a chat closed meanwhile), then the chat as closed', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const page = await browser.page({ user: fixture.owner });
    const sessionId = await openChat(page, { agentId: fixture.agentId });
    // Closed in another window between the click and the turn reaching the server: closed any
    // earlier, the page could learn it first (a refetch on focus) and rightly hide the message box.
    let closedStatus: number | undefined;
    await page.route('**/api/v1/chat/turn', async (route) => {
      closedStatus = (await call(app, 'DELETE', `/api/v1/chat/sessions?session_id=${sessionId}`, { as: { cookie: fixture.owner.cookie } })).status;
      await route.continue();
    });
    const response = await send(page, 'Hello?');
    expect(closedStatus).toBe(200);
    expect(response.status()).toBe(409);
    await page.getByRole('alert').filter({ hasText: 'The chat session is closed: it takes no more turns; open a new one' }).waitFor();
    await page.getByText('This chat is closed').waitFor();
    expect(await page.getByLabel('Message', { exact: true }).count()).toBe(0);
    expectNoPageErrors(page);
  });

  // Its own test: on a loaded machine the two together passed the 30 s a test may take.
  it('a new chat assistant answers without an agent', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const page = await browser.page({ user: fixture.owner });
    // No agent chosen: the server makes the session a chat assistant of its own.
    await openChat(page, {});
    await send(page, 'Hello there');
    await transcript(page).getByRole('listitem').filter({ hasText: /^Assistant/ }).getByText('Hello there').waitFor();
    await transcript(page).getByText(/^Turn completed/).waitFor();
    expectNoPageErrors(page);
  });
});
