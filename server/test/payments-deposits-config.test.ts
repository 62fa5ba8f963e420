import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { english, generateMnemonic, generatePrivateKey, mnemonicToAccount } from 'viem/accounts';
import { depositKeys } from '../src/payments/evm/keys';
import { loadConfig } from '../src/config';
import { loadPaymentsConfig, withPayments, type EvmPaymentsConfig } from '../src/payments/payments-config';

const mnemonic = generateMnemonic(english);
const hotKey = generatePrivateKey();
const TOKEN = '0xdac17f958d2ee523a2206206994597c13d831ec7';
const EVM = { PAYMENTS: 'evm', EVM_RPC_URL: 'http://127.0.0.1:8545', USDT_CONTRACT: TOKEN };
const KEYS = { PAYMENTS_MASTER_KEY: mnemonic, PAYMENTS_HOT_WALLET_KEY: hotKey };

describe('payments settings (PAYMENTS and the EVM variables)', () => {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'server-payments-config-'));
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));

  /** The error the start-up stops with, checked to hold neither key. */
  function startUpError(env: Record<string, string>): string {
    let message = '';
    try {
      loadPaymentsConfig(env, cwd);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toBe('');
    expect(message).not.toContain(hotKey.slice(2, 20));
    // No two of its words in a row: a single word may be one of the message's own ("file" is a BIP-39 word).
    const words = mnemonic.split(' ');
    for (let index = 1; index < words.length; index += 1) expect(message).not.toContain(`${words[index - 1]} ${words[index]}`);
    return message;
  }

  it('is demo by default, and refuses any other mode than demo or evm', () => {
    expect(loadPaymentsConfig({}, cwd)).toEqual({ mode: 'demo' });
    expect(startUpError({ PAYMENTS: 'onchain' })).toBe('PAYMENTS must be "demo" or "evm", got "onchain"');
  });

  it('reads the evm settings with their defaults', () => {
    const payments = loadPaymentsConfig({ ...EVM, ...KEYS }, cwd) as EvmPaymentsConfig;
    expect(payments).toMatchObject({
      mode: 'evm',
      rpcUrl: 'http://127.0.0.1:8545/',
      tokenContract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      confirmations: 12,
      minimumDepositMicros: 10_000_000n,
      pollMs: 4_000,
    });
    expect(payments.startBlock).toBeUndefined();
    expect(payments.networkName).toBeUndefined();
    const set = loadPaymentsConfig(
      {
        ...EVM,
        ...KEYS,
        CONFIRMATIONS: '20',
        MIN_DEPOSIT: '2.5',
        EVM_POLL_MS: '1000',
        PAYMENTS_START_BLOCK: '19000000',
        EVM_NETWORK_NAME: 'Mainnet',
      },
      cwd,
    );
    expect(set).toMatchObject({ confirmations: 20, minimumDepositMicros: 2_500_000n, pollMs: 1000, startBlock: 19_000_000n, networkName: 'Mainnet' });
  });

  it('names the variable that is missing or malformed', () => {
    expect(startUpError({ ...KEYS, PAYMENTS: 'evm', USDT_CONTRACT: TOKEN })).toContain('EVM_RPC_URL');
    expect(startUpError({ ...KEYS, ...EVM, EVM_RPC_URL: 'ftp://node' })).toContain('EVM_RPC_URL');
    expect(startUpError({ ...KEYS, ...EVM, USDT_CONTRACT: '0x1234' })).toContain('USDT_CONTRACT');
    expect(startUpError({ ...KEYS, ...EVM, CONFIRMATIONS: '0' })).toContain('CONFIRMATIONS');
    expect(startUpError({ ...KEYS, ...EVM, MIN_DEPOSIT: '-1' })).toContain('MIN_DEPOSIT');
    expect(startUpError({ ...KEYS, ...EVM, EVM_POLL_MS: 'soon' })).toContain('EVM_POLL_MS');
    expect(startUpError({ ...KEYS, ...EVM, PAYMENTS_START_BLOCK: '-5' })).toContain('PAYMENTS_START_BLOCK');
  });

  it('needs both keys, checks them, and never shows them', () => {
    expect(startUpError({ ...EVM, PAYMENTS_HOT_WALLET_KEY: hotKey })).toContain('PAYMENTS_MASTER_KEY');
    expect(startUpError({ ...EVM, PAYMENTS_MASTER_KEY: mnemonic })).toContain('PAYMENTS_HOT_WALLET_KEY');
    // A mistyped word breaks the mnemonic's checksum ("… abandon about" is valid, "… abandon abandon" not); a key one digit short is no key.
    const mistyped = Array(12).fill('abandon').join(' ');
    expect(loadPaymentsConfig({ ...EVM, ...KEYS, PAYMENTS_MASTER_KEY: `${Array(11).fill('abandon').join(' ')} about` }, cwd)).toMatchObject({
      mode: 'evm',
    });
    expect(startUpError({ ...EVM, ...KEYS, PAYMENTS_MASTER_KEY: mistyped })).toContain('PAYMENTS_MASTER_KEY must be a BIP-39 mnemonic');
    expect(startUpError({ ...EVM, ...KEYS, PAYMENTS_HOT_WALLET_KEY: hotKey.slice(0, -1) })).toContain(
      'PAYMENTS_HOT_WALLET_KEY must be a private key',
    );

    const payments = loadPaymentsConfig({ ...EVM, ...KEYS }, cwd) as EvmPaymentsConfig;
    const shown = [
      JSON.stringify(payments, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)),
      inspect(payments, { depth: 5 }),
      String(payments.masterKey),
      `${payments.hotWalletKey}`,
    ].join('\n');
    expect(shown).not.toContain(hotKey.slice(2));
    expect(shown).not.toContain(mnemonic);
    expect(shown).toContain('[secret]');
  });

  it('reads the keys from DATA_DIR/payments when the variables are unset', () => {
    const dataDir = path.join(cwd, 'keys-data');
    mkdirSync(path.join(dataDir, 'payments'), { recursive: true });
    writeFileSync(path.join(dataDir, 'payments', 'master.key'), `${mnemonic}\n`, { mode: 0o600 });
    writeFileSync(path.join(dataDir, 'payments', 'hot-wallet.key'), `${hotKey}\n`, { mode: 0o600 });
    // As main.ts reads them: DATA_DIR from loadConfig, the keys' files under it.
    const env = { ...EVM, JWT_SECRET: 's', DATA_DIR: dataDir };
    const payments = withPayments(loadConfig(env, cwd), env).payments as EvmPaymentsConfig;
    expect(payments.masterKey.reveal()).toBe(mnemonic);
    expect(payments.hotWalletKey.reveal()).toBe(hotKey);
  });

  it("derives deposit addresses at m/44'/60'/0'/0/{user id}, as standard wallets do", () => {
    const payments = loadPaymentsConfig({ ...EVM, ...KEYS }, cwd) as EvmPaymentsConfig;
    const keys = depositKeys(payments.masterKey);
    for (const userId of [0, 1, 42, 2 ** 31 - 1]) expect(keys.address(userId)).toBe(mnemonicToAccount(mnemonic, { addressIndex: userId }).address);
    expect(() => keys.address(2 ** 31)).toThrow('no deposit address for user id 2147483648');
  });
});
