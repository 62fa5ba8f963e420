import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startPlatform, type Platform } from '../support/platform';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { photographedSteps } from '../support/failure-photos';
import { accountNamed, apiClient, sessionInitScript, untilPast, type ApiClient, type Session } from '../support/api-client';
import { LoginPage, VerificationPage } from '../pages/auth.pages';
import { GameStagePage } from '../pages/rooms.pages';
import { TournamentLobbyPage } from '../pages/tournaments.pages';

// The shell and each remote's parcel route with their own React Router; the browser's Back and Forward must move
// all of them together and give each screen back the state it was handed (SPEC §2: the game stage needs the
// tournament, the verification page the e-mail; without it they send the player elsewhere).
const ADMIN = { email: 'history.admin@example.com', password: 'history-admin-secret' };
const PLAYER = accountNamed('hana_history');
const UNVERIFIED = accountNamed('uma_history');
const TOURNAMENT = 'History Cup';

let platform: Platform;
let browser: Browser;
let api: ApiClient;
let player: Session;
let tournamentId: number;
const errors: string[] = [];
const contexts: BrowserContext[] = [];

before(async () => {
  platform = await startPlatform({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  api = apiClient(platform.baseUrl);
  const admin = await api.logIn(ADMIN.email, ADMIN.password);
  const registered = await api.newPlayer(admin.token, PLAYER, 100);
  const startsAt = new Date(Date.now() + 3_000).toISOString();
  const tournament = await api.call<{ id: number }>('POST', '/api/admin/tournaments', admin.token, {
    name: TOURNAMENT,
    gameType: 'NLH',
    entryFee: '10',
    startsAt,
    maxPlayers: 50,
    startingStack: 50,
    lateRegMinutes: 30,
    durationMinutes: 120,
  });
  tournamentId = tournament.id;
  await api.call('POST', `/api/users/tournaments/${tournamentId}/register`, registered.token, {});
  await untilPast(startsAt);
  // The session as a login after registering stores it (the registered tournament and the balance).
  player = await api.logIn(PLAYER.email, PLAYER.password);
  await api.call('POST', '/api/auth/register', undefined, { ...UNVERIFIED, confirmPassword: UNVERIFIED.password });
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

async function openPage(session?: Session): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  contexts.push(context);
  if (session) await context.addInitScript(sessionInitScript(session));
  const page = await context.newPage();
  errors.push(...watchPageErrors(page));
  return page;
}

const step = photographedSteps('history-navigation', contexts, errors);

/** Marks the loaded document: the mark outlives every in-app navigation and is gone after a reload. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { sameDocumentMark: true }));
  return () => page.evaluate(() => (window as unknown as { sameDocumentMark?: boolean }).sameDocumentMark === true);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function expectGameStage(page: Page): Promise<void> {
  await new GameStagePage(page).waitFor(tournamentId);
  await page.getByRole('complementary', { name: 'Tournament lobby' }).getByText(TOURNAMENT).first().waitFor();
  // Without the tournament in its navigation state the game stage replaces itself with /tournaments.
  await page.waitForTimeout(500);
  assert.equal(pathOf(page), `/gamestage/${tournamentId}`);
}

async function expectProfile(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/profile');
  await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
}

async function expectLobby(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/tournaments');
  await new TournamentLobbyPage(page, platform.baseUrl).attend(TOURNAMENT, 'Enter Lobby').waitFor();
}

test('Back and Forward across the shell, mf-tournaments, mf-rooms and mf-auth keep each screen, its id and its handed-over state', async () => {
  const page = await openPage(player);
  const lobby = new TournamentLobbyPage(page, platform.baseUrl);
  let sameDocument: () => Promise<boolean> = async () => false;

  await step('forward-through-modules', async () => {
    await lobby.open();
    sameDocument = await markDocument(page);
    // mf-tournaments hands the tournament to mf-rooms.
    await lobby.attend(TOURNAMENT, 'Enter Lobby').click();
    await expectGameStage(page);
    // The shell's header (its own router) leaves mf-rooms' screen for mf-auth's.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expectProfile(page);
  });

  await step('back', async () => {
    await page.goBack();
    await expectGameStage(page);
    await page.goBack();
    await expectLobby(page);
  });

  await step('forward', async () => {
    await page.goForward();
    await expectGameStage(page);
    await page.goForward();
    await expectProfile(page);
  });

  await step('link-in-a-remote', async () => {
    await page.goBack();
    await expectGameStage(page);
    // mf-rooms' own link to another module's screen, then Back to it once more.
    await page.getByRole('link', { name: 'Back to Tournaments' }).click();
    await expectLobby(page);
    await page.goBack();
    await expectGameStage(page);
  });

  assert.equal(await sameDocument(), true, 'no step reloaded the page');
  assert.deepEqual(errors, []);
});

test('the e-mail handed to /email-verification survives a trip to the shell’s home page and back', async () => {
  const page = await openPage();
  const verification = new VerificationPage(page);
  let sameDocument: () => Promise<boolean> = async () => false;

  await step('unverified-login', async () => {
    const login = new LoginPage(page, platform.baseUrl);
    await login.open();
    sameDocument = await markDocument(page);
    await login.logIn(UNVERIFIED.email, UNVERIFIED.password);
    await page.waitForURL((url) => url.pathname === '/email-verification');
    await verification.waitFor(UNVERIFIED.email);
  });

  await step('home-and-back', async () => {
    // mf-auth's brand link goes to the shell's landing page.
    await page.getByRole('link', { name: /Poker Legends/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Where Legends Are Forged' }).waitFor();
    await page.goBack();
    // Without the e-mail in its state the page would send the visitor to /register.
    await verification.waitFor(UNVERIFIED.email);
    assert.equal(pathOf(page), '/email-verification');
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Where Legends Are Forged' }).waitFor();
    await page.goBack();
    await verification.waitFor(UNVERIFIED.email);
    await page.goBack();
    await new LoginPage(page, platform.baseUrl).waitFor();
    assert.equal(pathOf(page), '/login');
  });

  assert.equal(await sameDocument(), true, 'no step reloaded the page');
  assert.deepEqual(errors, []);
});
