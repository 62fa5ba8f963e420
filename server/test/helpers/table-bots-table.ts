import { randomUUID } from 'node:crypto';
import type { GameType, TableActRequest, TableView } from 'shared-events/contracts';
import type { Socket } from 'socket.io-client';
import { createPlayer } from './rooms';
import { between, Bot, chance, pick, publicViewIn, randomDecision, type Random } from './table-bots';
import { dealtHands, gapsIn, problemsIn, tableMarks } from './table-bots-checks';
import { tryHostile, type AppliedAction } from './table-bots-hostile';
import { startedTable } from './tables';
import type { TestApp } from './test-app';
import { recordedHandProblems } from './recorded-hands';

/** What the bots did and met, over every table. */
export interface BotTally {
  hands: number;
  actions: number;
  sleeps: number;
  disconnects: number;
  reconnects: number;
  flags: number;
  /** Seeds given to a committed next hand (as the browser does), each taken. */
  seeds: number;
  frames: number;
  /** Sends the gateway's rate limit made wait (and resend). */
  rateLimited: number;
  /** Hands shown down (some cards revealed), and hands at a showdown kept face down (mucked), as spectators saw them. */
  showdowns: number;
  mucks: number;
  /** The server's own decisions, by reason (timeout, sittingOut), from the tables' event logs. */
  auto: Record<string, number>;
  /** Hostile attempts, by kind. */
  hostile: Record<string, number>;
  tables: number;
}

export const emptyTally = (): BotTally => ({
  hands: 0,
  actions: 0,
  sleeps: 0,
  disconnects: 0,
  reconnects: 0,
  flags: 0,
  seeds: 0,
  frames: 0,
  rateLimited: 0,
  showdowns: 0,
  mucks: 0,
  auto: {},
  hostile: {},
  tables: 0,
});

/** How often, per step of a table, a bot does each thing. */
const ODDS = { hostile: 0.2, sleep: 0.04, disconnect: 0.03, reconnect: 0.3, back: 0.5, sitOut: 0.02, leave: 0.01, seed: 0.5, showAfterHand: 0.5 };

const tally = (counts: Record<string, number>, key: string, by = 1) => (counts[key] = (counts[key] ?? 0) + by);

/**
 * One table played by bots, one step at a time: whoever the frames say must act decides from its own frames (a
 * random legal action), unless it sleeps through its clock or is offline; bots drop and come back; now and then one
 * tries something it must not. A spectator follows the table too; every client records what it receives.
 */
export class BotTable {
  private readonly checked = new Set<number>();
  private readonly applied: AppliedAction[] = [];
  /** `${userId}:${handKey}` of each seed given: a bot, like the browser, gives one per hand. */
  private readonly seeded = new Set<string>();
  /** The decision (hand, seat, deadline) the actor chose to sleep through: the server will decide it. */
  private asleep: string | null = null;

  private constructor(
    private readonly t: TestApp,
    readonly tableId: number,
    readonly bots: Bot[],
    readonly spectator: Bot,
    readonly chips: number,
    private readonly random: Random,
    private readonly counts: BotTally,
  ) {}

  static async open(
    t: TestApp,
    sockets: Socket[],
    options: { size: number; gameType: GameType; startingStack: number; random: Random; counts: BotTally },
  ): Promise<BotTable> {
    const { size, gameType, startingStack } = options;
    const { tableId, players } = await startedTable(t, sockets, size, { gameType, startingStack });
    const bots = players.map((seated) => {
      const bot = new Bot(t, sockets, seated, tableId);
      bot.adopt(seated);
      return bot;
    });
    for (const bot of bots) await bot.readSnapshots();
    const spectator = new Bot(t, sockets, await createPlayer(t), tableId);
    await spectator.connect();
    options.counts.tables += 1;
    return new BotTable(t, tableId, bots, spectator, size * startingStack, options.random, options.counts);
  }

  /** Plays on until only the clock can move the table: a hand's pause, or a decision nobody online will take. */
  async playUntilBlocked(): Promise<'waiting' | 'finished'> {
    for (;;) {
      await this.spectator.settled();
      const { view, seq } = this.spectator.table();
      if (view.hand!.street === 'complete') {
        await this.handCompleted(view);
        if (view.status === 'finished') return 'finished';
        await this.betweenHands();
        return 'waiting';
      }
      const returning = this.bots.filter((bot) => !bot.connected && this.seated(bot, view) && chance(this.random, ODDS.reconnect));
      for (const bot of returning) await this.reconnect(bot);
      if (returning.length > 0) continue;
      const actor = this.botOf(view.hand!.actingSeat!);
      const decision = `${view.hand!.handNumber}/${view.hand!.actingSeat}/${view.hand!.actionDeadline}`;
      if (this.asleep === decision || !actor.connected) return 'waiting';
      if (chance(this.random, ODDS.disconnect)) {
        await this.disconnect(
          pick(
            this.random,
            this.online().filter((bot) => this.seated(bot, view)),
          ),
        );
        continue;
      }
      if (chance(this.random, ODDS.sleep)) {
        this.asleep = decision;
        this.counts.sleeps += 1;
        return 'waiting';
      }
      await this.takeTurn(actor, view, seq);
    }
  }

  /** Whether the bot still has a seat (a busted player leaves the seat map at the next hand: presence shows no more). */
  private seated(bot: Bot, view: TableView): boolean {
    return view.seats.some((seat) => seat.userId === bot.id);
  }

  /** When the table must next act on its own (the next deal, or the end of the actor's clock and time bank). */
  dueAt(): number {
    const { view } = this.spectator.table();
    if (view.nextHandAt) return Date.parse(view.nextHandAt);
    const acting = view.seats.find((seat) => seat.seat === view.hand?.actingSeat);
    // A table waiting for the director (its tournament being won, or short of players) looks again a second later.
    if (!acting || !view.hand?.actionDeadline) return this.t.clock.now().getTime() + 1_000;
    // A showdown choice has no time bank.
    return Date.parse(view.hand.actionDeadline) + (view.hand.street === 'showdown' ? 0 : acting.timeBankMs);
  }

  /**
   * Everything the table's clients received, judged against the hands as dealt (no hole card to anyone but its owner
   * before a legal reveal, chips conserved in every public view, no frame lost); then they all leave.
   */
  async close(): Promise<string[]> {
    const db = this.t.server.db;
    const dealt = await dealtHands(db, this.tableId);
    const problems: string[] = [];
    for (const bot of [...this.bots, this.spectator]) {
      for (const recording of bot.recordings) {
        problems.push(...problemsIn(bot.id, recording, this.tableId, dealt, this.chips), ...gapsIn(recording).map((gap) => `user ${bot.id}: ${gap}`));
        this.counts.frames += recording.length;
      }
      this.counts.rateLimited += bot.rateLimited;
      if (bot.connected) bot.drop();
    }
    this.countShowdowns();
    // Every hand the table completed is on record as its event log tells it (issue #25).
    problems.push(...(await recordedHandProblems(db, this.tableId)));
    const { rows } = await db.query<{ reason: string; count: string }>(
      `SELECT payload->>'reason' AS reason, count(*) AS count FROM table_events WHERE table_id = $1 AND kind = 'auto' GROUP BY 1`,
      [this.tableId],
    );
    for (const row of rows) tally(this.counts.auto, row.reason, Number(row.count));
    return problems.map((problem) => `table ${this.tableId}: ${problem}`);
  }

  private countShowdowns(): void {
    const completed = new Map<number, TableView>();
    for (const recording of this.spectator.recordings) {
      for (const frame of recording) {
        const view = publicViewIn(frame);
        if (view?.hand?.street === 'complete') completed.set(view.hand.handNumber, view);
      }
    }
    for (const view of completed.values()) {
      if (view.seats.some((seat) => seat.revealedCards)) this.counts.showdowns += 1;
      // At a showdown (cards shown), a hand still in it and not shown was mucked.
      if (
        view.seats.some((seat) => seat.revealedCards) &&
        view.seats.some((seat) => (seat.status === 'active' || seat.status === 'allIn') && !seat.revealedCards)
      ) {
        this.counts.mucks += 1;
      }
    }
  }

  /**
   * The actor decides from its own frames, which must be the spectator's (every client sees the same table): a
   * random legal action, sometimes after one of the bots has tried something it must not.
   */
  private async takeTurn(actor: Bot, view: TableView, seq: number): Promise<void> {
    const { handNumber } = view.hand!;
    await actor.settled();
    if (actor.table().seq !== seq) throw new Error(`table ${this.tableId}: the actor saw #${actor.table().seq}, the spectator #${seq}`);
    const mine = actor.mine();
    if (mine?.handNumber !== handNumber || !mine.legalActions) {
      throw new Error(`table ${this.tableId}: the actor's private view ${JSON.stringify(mine)} is not of its turn in hand ${handNumber}`);
    }
    if (chance(this.random, ODDS.hostile)) {
      // Players still seated: a busted player has left the table (its seat map), so a request of theirs is NOT_SEATED.
      const others = this.online().filter((bot) => bot !== actor && view.seats.some((seat) => seat.userId === bot.id));
      const scene = { random: this.random, view, seq, actor, mine, others, spectator: this.spectator, applied: this.applied };
      tally(this.counts.hostile, (await tryHostile(this.t.server.db, scene)).kind);
    }
    await this.act(actor, { tableId: this.tableId, handNumber, seq, ...randomDecision(this.random, mine.legalActions) });
  }

  private online(): Bot[] {
    return this.bots.filter((bot) => bot.connected);
  }

  private botOf(seat: number): Bot {
    const { view } = this.spectator.table();
    const userId = view.seats.find((candidate) => candidate.seat === seat)!.userId;
    return this.bots.find((bot) => bot.id === userId)!;
  }

  private async act(actor: Bot, payload: TableActRequest): Promise<void> {
    const actionId = randomUUID();
    const ack = await actor.act(payload, actionId);
    if (!ack.ok) throw new Error(`table ${this.tableId}: ${JSON.stringify(payload)} refused: ${ack.code} ${ack.message}`);
    this.applied.push({ bot: actor, actionId, payload, ack });
    if (this.applied.length > 8) this.applied.shift();
    this.counts.actions += 1;
  }

  /** Chips conserved after the hand, in the frames every client holds (all alike) and in the database. */
  private async handCompleted(view: TableView): Promise<void> {
    const { handNumber } = view.hand!;
    if (this.checked.has(handNumber)) return;
    this.checked.add(handNumber);
    const where = `table ${this.tableId} after hand ${handNumber}`;
    const stacks = view.seats.reduce((sum, seat) => sum + seat.stack, 0);
    if (stacks !== this.chips) throw new Error(`${where}: the seats hold ${stacks} chips, not ${this.chips}`);
    // Two timeouts in a row sit a player out until they are back (which clears the count).
    const awake = view.seats.filter((seat) => seat.timeouts >= 2 && seat.status !== 'sittingOut' && seat.status !== 'busted');
    if (awake.length > 0) throw new Error(`${where}: seats ${awake.map((seat) => seat.seat)} timed out twice and still play`);
    const stored = await tableMarks(this.t.server.db, this.tableId);
    if (stored.chips !== this.chips || stored.handNumber !== handNumber) throw new Error(`${where}: stored ${JSON.stringify(stored)}`);
    // Every client holds the same frame. The table may move on meanwhile (its director finishes it, a hand is dealt):
    // a client already holding a later frame sends the comparison round again, on the spectator's later frame.
    for (let round = 0; ; round += 1) {
      const expected = this.spectator.table();
      let later = false;
      for (const bot of this.bots.filter((candidate) => candidate.connected)) {
        await bot.settled();
        const seen = bot.table();
        if (seen.seq > expected.seq && round < 3) {
          later = true;
          break;
        }
        if (JSON.stringify(seen) !== JSON.stringify(expected))
          throw new Error(`${where}: user ${bot.id} sees ${JSON.stringify(seen)}, not ${JSON.stringify(expected)}`);
      }
      if (!later) break;
      await this.spectator.settled();
    }
    this.counts.hands += 1;
  }

  /**
   * While the hand's result is shown: the winner of a hand won uncontested may show their cards; players who sit out
   * may come back; a few ask to sit out or leave.
   */
  private async betweenHands(): Promise<void> {
    for (const bot of this.bots) {
      if (bot.connected && bot.mine()?.mayShowCards && chance(this.random, ODDS.showAfterHand)) {
        const { view, seq } = bot.table();
        await this.act(bot, { tableId: this.tableId, handNumber: view.hand!.handNumber, seq, action: 'show' });
        await bot.settled();
      }
      if (!bot.connected && this.seated(bot, this.spectator.table().view) && chance(this.random, ODDS.reconnect)) await this.reconnect(bot);
      const mine = bot.connected ? bot.mine() : undefined;
      const busted = bot.connected && bot.table().view.seats.some((seat) => seat.userId === bot.id && seat.status === 'busted');
      // A finished table (its last hand left one player with chips) refuses every box with TABLE_FINISHED, rightly.
      const over = this.spectator.table().view.status !== 'playing';
      if (!mine || busted || over || !this.seated(bot, this.spectator.table().view)) continue;
      await this.seed(bot);
      let flag: [string, object] | undefined;
      if (mine.sittingOut && chance(this.random, ODDS.back)) flag = ['table:back', { tableId: this.tableId }];
      else if (!mine.sittingOut && chance(this.random, ODDS.sitOut)) flag = ['table:sitOutNextHand', { tableId: this.tableId, value: true }];
      else if (!mine.sittingOut && chance(this.random, ODDS.leave)) flag = ['table:leaveAfterHand', { tableId: this.tableId, value: true }];
      if (!flag) continue;
      const answer = await bot.send(...flag);
      if (!answer.ok) {
        // The director closes a table on its own pass, a moment after the hand that left one player with chips (or
        // nobody at it): read after the view above, that table refuses the box, rightly, and its frame says why.
        await this.spectator.settled();
        if (answer.code === 'TABLE_FINISHED' && this.spectator.table().view.status === 'finished') return;
        throw new Error(`table ${this.tableId}: ${flag[0]} of user ${bot.id} refused: ${answer.code}`);
      }
      this.counts.flags += 1;
      await bot.settled();
    }
  }

  /** Now and then a bot gives its seed to the committed next hand; the server must take it (nothing is dealt meanwhile). */
  private async seed(bot: Bot): Promise<void> {
    const deal = this.spectator.table().view.nextDeal;
    const stack = this.spectator.table().view.seats.find((seat) => seat.userId === bot.id)?.stack ?? 0;
    if (!deal || stack === 0 || this.seeded.has(`${bot.id}:${deal.handKey}`) || !chance(this.random, ODDS.seed)) return;
    this.seeded.add(`${bot.id}:${deal.handKey}`);
    const seed = Array.from({ length: 32 }, () => between(this.random, 0, 15).toString(16)).join('');
    const answer = await bot.send('table:seed', { tableId: this.tableId, handNumber: deal.handNumber, seed });
    if (!answer.ok) throw new Error(`table ${this.tableId}: the seed of user ${bot.id} for hand ${deal.handNumber} refused: ${answer.code}`);
    this.counts.seeds += 1;
  }

  /** A bot's socket closes; every client is shown the seat offline (the seat and its clock stay). */
  private async disconnect(bot: Bot): Promise<void> {
    const since = this.spectator.table().seq;
    bot.drop();
    await this.spectator.tableFrame((view, seq) => seq > since && view.seats.some((seat) => seat.userId === bot.id && !seat.connected));
    this.counts.disconnects += 1;
  }

  /** A new socket: the bot follows its channels again and reads its cards back from the user channel's snapshot. */
  private async reconnect(bot: Bot): Promise<void> {
    const since = this.spectator.table().seq;
    await bot.connect();
    await this.spectator.tableFrame((view, seq) => seq > since && view.seats.some((seat) => seat.userId === bot.id && seat.connected));
    await bot.settled();
    const { view } = bot.table();
    const seat = view.seats.find((candidate) => candidate.userId === bot.id)!;
    const mine = bot.mine();
    if (
      view.hand!.street !== 'complete' &&
      seat.holeCardCount > 0 &&
      (mine?.handNumber !== view.hand!.handNumber || mine.cards.length !== seat.holeCardCount)
    ) {
      throw new Error(`table ${this.tableId}: user ${bot.id} came back to hand ${view.hand!.handNumber} without its cards: ${JSON.stringify(mine)}`);
    }
    this.counts.reconnects += 1;
  }
}
