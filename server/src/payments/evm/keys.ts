import { pbkdf2Sync } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';
import { sha256, type Address, type Hex } from 'viem';
import type { Secret } from '../../config';
import { english, HDKey, hdKeyToAccount, privateKeyToAccount, type HDAccount, type PrivateKeyAccount } from 'viem/accounts';

/**
 * The two keys of PAYMENTS=evm: the master key (a BIP-39 mnemonic) from which every player's deposit address is
 * derived, and the hot wallet's private key, which pays withdrawals and the gas of sweeps.
 *
 * A key is held in a `SecretText`: its value is reachable only through `reveal()`, and printing, logging or
 * serializing the holder shows "[secret]" (pino and JSON.stringify call toJSON, console.log and util.inspect the
 * inspect hook). Keys are read from the environment or from a file in DATA_DIR/payments, never from the database.
 */
export class SecretText implements Secret {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  reveal(): string {
    return this.#value;
  }
  toJSON(): string {
    return '[secret]';
  }
  toString(): string {
    return '[secret]';
  }
  [inspect.custom](): string {
    return '[secret]';
  }
}

type Env = Record<string, string | undefined>;

/** Where a key comes from: its variable, else this file under DATA_DIR. */
interface KeySource {
  variable: string;
  file: string;
}

export const MASTER_KEY_SOURCE: KeySource = { variable: 'PAYMENTS_MASTER_KEY', file: path.join('payments', 'master.key') };
export const HOT_WALLET_KEY_SOURCE: KeySource = { variable: 'PAYMENTS_HOT_WALLET_KEY', file: path.join('payments', 'hot-wallet.key') };

/** Reads a key from its variable or file. Errors name the variable and the file, never the value. */
function readKey(env: Env, dataDir: string, source: KeySource): { text: string; from: string } {
  const fromEnv = env[source.variable]?.trim();
  if (fromEnv) return { text: fromEnv, from: source.variable };
  const file = path.join(dataDir, source.file);
  if (!existsSync(file)) throw new Error(`PAYMENTS=evm needs ${source.variable}, or the file ${file}`);
  return { text: readFileSync(file, 'utf8').trim(), from: `${source.variable} (file ${file})` };
}

/** The master key: a BIP-39 mnemonic (English words) whose checksum holds, so a mistyped word fails at start-up. */
export function loadMasterKey(env: Env, dataDir: string): SecretText {
  const { text, from } = readKey(env, dataDir, MASTER_KEY_SOURCE);
  const words = text.split(/\s+/);
  if (!validMnemonic(words)) throw new Error(`${from} must be a BIP-39 mnemonic of 12 to 24 English words with a valid checksum`);
  return new SecretText(words.join(' '));
}

/** The hot wallet's key: 0x and 64 hex digits. */
export function loadHotWalletKey(env: Env, dataDir: string): SecretText {
  const { text, from } = readKey(env, dataDir, HOT_WALLET_KEY_SOURCE);
  if (!/^0x[0-9a-fA-F]{64}$/.test(text)) throw new Error(`${from} must be a private key: 0x followed by 64 hexadecimal digits`);
  try {
    privateKeyToAccount(text as Hex);
  } catch {
    throw new Error(`${from} is not a valid secp256k1 private key`);
  }
  return new SecretText(text);
}

/** BIP-39: 11 bits per word; the last ENT/32 bits are the first bits of the entropy's SHA-256. */
function validMnemonic(words: string[]): boolean {
  if (![12, 15, 18, 21, 24].includes(words.length)) return false;
  const indexes = words.map((word) => english.indexOf(word));
  if (indexes.some((index) => index < 0)) return false;
  const bits = indexes.map((index) => index.toString(2).padStart(11, '0')).join('');
  const entropyBits = (words.length * 11 * 32) / 33;
  const entropy = Uint8Array.from(bits.slice(0, entropyBits).match(/.{8}/g)!, (byte) => parseInt(byte, 2));
  const hash = BigInt(sha256(entropy));
  const checksum = (hash >> BigInt(256 - entropyBits / 32)).toString(2).padStart(entropyBits / 32, '0');
  return checksum === bits.slice(entropyBits);
}

/**
 * Deposit addresses: BIP-44's Ethereum path m/44'/60'/0'/0/{userId}, the path `mnemonicToAccount(mnemonic,
 * { addressIndex: userId })` derives, so any standard wallet holding the mnemonic can recover the funds. The seed is
 * stretched once (BIP-39's PBKDF2, 2048 rounds) and each address is one cheap child derivation from it.
 */
export interface DepositKeys {
  address(userId: number): Address;
  /** The signer of a player's deposit address (sweeps move its tokens to the hot wallet). */
  account(userId: number): HDAccount;
}

export function depositKeys(masterKey: Secret): DepositKeys {
  const seed = pbkdf2Sync(masterKey.reveal().normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
  const root = HDKey.fromMasterSeed(seed);
  const account = (userId: number) => {
    // Index 2^31 and above are hardened in BIP-32; user ids never get there, but a wrong one must not derive silently.
    if (!Number.isInteger(userId) || userId < 0 || userId >= 2 ** 31) throw new Error(`no deposit address for user id ${userId}`);
    return hdKeyToAccount(root, { addressIndex: userId });
  };
  return { account, address: (userId) => account(userId).address };
}

/** The hot wallet: pays withdrawals and funds the gas of sweeps; swept deposits arrive here. */
export function hotWalletAccount(hotWalletKey: Secret): PrivateKeyAccount {
  return privateKeyToAccount(hotWalletKey.reveal() as Hex);
}
