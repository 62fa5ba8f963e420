import { ADDRESS_MESSAGES, confirmationCode, sameAddress, shortHex, withdrawalAddressProblem } from './withdrawal-address';

const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

test.each([ADDRESS, ADDRESS.toLowerCase(), ` ${ADDRESS} `])('%p has the form of an address', (address) => {
  expect(withdrawalAddressProblem(address)).toBeUndefined();
});

test.each([
  '',
  '0x',
  ADDRESS.slice(0, -1),
  `${ADDRESS}0`,
  ADDRESS.slice(2),
  `0X${ADDRESS.slice(2)}`,
  `0x${'z'.repeat(40)}`,
  `${ADDRESS.slice(0, 20)} ${ADDRESS.slice(21)}`,
])('%p is refused for its form', (address) => {
  expect(withdrawalAddressProblem(address)).toBe(ADDRESS_MESSAGES.format);
});

test('the zero address is refused with its own message', () => {
  expect(withdrawalAddressProblem(`0x${'0'.repeat(40)}`)).toBe(ADDRESS_MESSAGES.zero);
});

test('a code is 6 letters or digits, read in upper case', () => {
  expect(confirmationCode(' ab12cz ')).toBe('AB12CZ');
  expect(confirmationCode('AB12C')).toBeUndefined();
  expect(confirmationCode('AB12CZ7')).toBeUndefined();
  expect(confirmationCode('AB-2CZ')).toBeUndefined();
});

test('addresses are compared whatever their case; long hex is shortened for a line', () => {
  expect(sameAddress(ADDRESS, ADDRESS.toLowerCase())).toBe(true);
  expect(sameAddress(ADDRESS, `0x${'1'.repeat(40)}`)).toBe(false);
  expect(shortHex(ADDRESS)).toBe('0x90F7…b906');
  expect(shortHex('0x1234')).toBe('0x1234');
});
