import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { auth, OWNER, RENTER, signedInPage, tokenFor } from './support/demo-accounts';

/**
 * Chat: a renter writes to an owner from a listing page; the owner, already on
 * the dashboard in another browser, sees the unread badge rise without reloading, opens
 * the conversation (the badge clears) and then sees the next message arrive live.
 */
/** What the server counts as unread for this user (the badge must say the same). */
async function unreadOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/chat/list?limit=100', { headers: auth(token) });
  expect(response.ok()).toBe(true);
  const chats = (await response.json()) as { unreadCount: number }[];
  return chats.reduce((sum, chat) => sum + chat.unreadCount, 0);
}

async function expectChatBadge(page: Page, count: number) {
  const link = page.getByTestId('sidebar-chat');
  if (count > 0) await expect(link).toContainText(`${count} unread`);
  else await expect(link).not.toContainText('unread');
}

/** Resolves when the page's real-time connection is accepted by the server. */
function socketConnected(page: Page) {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        // Socket.IO's CONNECT acknowledgement: "40" and the session.
        if (String(payload).startsWith('40')) resolve();
      });
    });
  });
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${page.url()}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
}

test('the renter writes from a listing; the owner sees it live, and reading clears the badge', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const ownerToken = await tokenFor(request, OWNER);
  const me = await request.get('/api/user/personal/info', { headers: auth(ownerToken) });
  const ownerId = ((await me.json()) as { data: { id: number } }).data.id;
  const listed = await request.get(`/api/listings?owner_id=${ownerId}&per_page=1`);
  const listing = ((await listed.json()) as { items: { id: number; name: string }[] }).items[0]!;

  const owner = await signedInPage(browser, request, OWNER);
  const renter = await signedInPage(browser, request, RENTER);
  // With the connection open, messages go over it, not as requests.
  const posted: string[] = [];
  for (const { page } of [owner, renter]) {
    page.on('request', (req) => {
      if (req.url().includes('/api/chat/send-message')) posted.push(req.url());
    });
  }

  const renterConnected = socketConnected(renter.page);

  // The owner waits on the dashboard with whatever was unread before.
  const before = await unreadOf(request, owner.token);
  await owner.page.goto('/admin');
  // The first page of a fresh server can be slow on a busy machine.
  await expect(owner.page.getByTestId('sidebar-chat')).toBeVisible({ timeout: 30_000 });
  await expectChatBadge(owner.page, before);

  // The renter starts the chat from the listing page.
  await renter.page.goto(`/listing-detail/${listing.id}`);
  await renter.page.getByRole('button', { name: 'Message the owner' }).click();
  await expect(renter.page).toHaveURL(/\/admin\/chat\?c=\d+$/);
  const chatId = Number(new URL(renter.page.url()).searchParams.get('c'));
  const thread = renter.page.getByTestId('chat-thread');
  await expect(thread).toHaveAttribute('data-chat-id', String(chatId));
  // A page that has just loaded may send its first words before its connection is open
  // (they go as a request then); from the moment it is open, it carries them.
  await renterConnected;
  // Every try writes its own words (a retry finds the chat of the try before).
  const run = test.info().retry + test.info().repeatEachIndex * 10;
  const first = `Hello, is the ${listing.name} free on Friday (${run})? <b>not bold</b> https://ownless.test/photos`;
  const input = renter.page.getByTestId('chat-input');
  await input.fill(first);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const sent = thread.getByTestId('chat-message').last();
  await expect(sent).toContainText('<b>not bold</b>');
  await expect(sent.getByRole('link', { name: 'https://ownless.test/photos' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );

  // Without a reload, the owner's badge rises by one.
  await expectChatBadge(owner.page, before + 1);

  // The owner opens Chat from the sidebar and the conversation: the badge clears.
  await owner.page.getByTestId('sidebar-chat').click();
  const conversation = owner.page.locator(
    `[data-testid="chat-conversation"][data-chat-id="${chatId}"]`,
  );
  await expect(conversation.getByTestId('chat-conversation-unread')).toContainText('1');
  await conversation.click();
  await expect(owner.page).toHaveURL(new RegExp(`/admin/chat\\?c=${chatId}$`));
  const ownerThread = owner.page.getByTestId('chat-thread');
  await expect(ownerThread.getByTestId('chat-message').last()).toContainText(
    `free on Friday (${run})? <b>not bold</b>`,
  );
  await expect(ownerThread.getByTestId('chat-presence')).toHaveText('Online');
  await expectChatBadge(owner.page, before);
  await expect(conversation.getByTestId('chat-conversation-unread')).toHaveCount(0);
  await expect.poll(() => unreadOf(request, owner.token)).toBe(before);
  await expectAccessible(owner.page);

  // While the owner looks at the thread, the next message appears there and stays read.
  await input.fill(`I could pick it up at 9 (${run}).`);
  await input.press('Enter');
  await expect(ownerThread.getByTestId('chat-message').last()).toContainText(
    `I could pick it up at 9 (${run}).`,
  );
  await expect(ownerThread.getByTestId('chat-announcer')).toContainText(
    `I could pick it up at 9 (${run}).`,
  );
  await expectChatBadge(owner.page, before);
  await expect.poll(() => unreadOf(request, owner.token)).toBe(before);

  // The owner answers; the renter sees it live, once.
  const reply = owner.page.getByTestId('chat-input');
  await reply.fill(`Yes, Friday works (${run}).`);
  await reply.press('Enter');
  await expect(
    thread.getByTestId('chat-message').filter({ hasText: `Yes, Friday works (${run}).` }),
  ).toHaveCount(1);
  await expect(
    ownerThread.getByTestId('chat-message').filter({ hasText: `Yes, Friday works (${run}).` }),
  ).toHaveCount(1);

  expect(posted).toEqual([]);

  // A reload keeps the open conversation.
  await owner.page.reload();
  await expect(owner.page.getByTestId('chat-thread')).toHaveAttribute(
    'data-chat-id',
    String(chatId),
  );
});

test('a guest’s home page loads nothing of chat or real time', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => /^\/socket\.io|^\/api\/chat/.test(path))).toEqual([]);
  // socket.io-client stays in its own chunk until someone signs in.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  const loaded = await Promise.all(
    scripts.map(async (url) => (await page.request.get(url)).text()),
  );
  expect(loaded.some((source) => source.includes('engine.io'))).toBe(false);
});
