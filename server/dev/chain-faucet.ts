import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getAddress, isAddress } from 'viem';
import { microsToDecimal, parseAmountToMicros } from '../src/money/micro-usdt';
import type { LocalChain } from './local-chain-setup';

/**
 * The local chain's faucet: a small HTTP API on 127.0.0.1 for whatever plays the player's wallet app (the `send`
 * sub-command, the browser test):
 *   POST /send    {"to": "0x…", "amount": "25.5"}  a USDT transfer from the developer wallet → {txHash, blockNumber}
 *   POST /mine    {"blocks": 2}                     empty blocks now → {blockNumber}
 *   GET  /balance?address=0x…                       the address's USDT → {address, amount, micros}
 * Bad input answers 400 with {message} and sends nothing.
 */
export interface Faucet {
  url: string;
  close(): Promise<void>;
}

class BadRequest extends Error {}

const MAX_BLOCKS_PER_CALL = 1_000;

export async function startFaucet(chain: LocalChain): Promise<Faucet> {
  const { node, token, wallet } = chain;
  // One wallet signs every transfer: one at a time, or two would take the same nonce.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <Result>(work: () => Promise<Result>): Promise<Result> => {
    const turn = queue.then(work, work);
    queue = turn.catch(() => undefined);
    return turn;
  };

  const routes: Record<string, (request: IncomingMessage, url: URL) => Promise<unknown>> = {
    'POST /send': async (request) => {
      const body = await readJson(request);
      const to = address(body.to);
      const micros = parseAmountToMicros(body.amount);
      if (micros === undefined || micros <= 0n) throw new BadRequest('amount must be a positive USDT amount with at most 6 decimals, such as "25.5"');
      const receipt = await inTurn(() => node.transfer(token, wallet, to, micros));
      return { txHash: receipt.transactionHash, blockNumber: Number(receipt.blockNumber) };
    },
    'POST /mine': async (request) => {
      const { blocks = 1 } = await readJson(request);
      if (!Number.isSafeInteger(blocks) || (blocks as number) < 1 || (blocks as number) > MAX_BLOCKS_PER_CALL)
        throw new BadRequest(`blocks must be a whole number from 1 to ${MAX_BLOCKS_PER_CALL}`);
      await inTurn(() => node.mine(blocks as number));
      return { blockNumber: Number(await node.client.getBlockNumber({ cacheTime: 0 })) };
    },
    'GET /balance': async (_request, url) => {
      const owner = address(url.searchParams.get('address'));
      const micros = await node.tokenBalance(token, owner);
      return { address: owner, amount: microsToDecimal(micros), micros: micros.toString() };
    },
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://faucet');
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return answer(response, 404, { message: `no route ${request.method} ${url.pathname}: POST /send, POST /mine, GET /balance` });
    route(request, url).then(
      (body) => answer(response, 200, body),
      (error: Error) => answer(response, error instanceof BadRequest ? 400 : 500, { message: error.message }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function address(value: unknown) {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) throw new BadRequest(`not an 0x address: ${JSON.stringify(value)}`);
  return getAddress(value);
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) {
    text += chunk;
    if (text.length > 10_000) throw new BadRequest('body too large');
  }
  try {
    const body: unknown = JSON.parse(text || '{}');
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw new BadRequest('the body must be a JSON object');
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
