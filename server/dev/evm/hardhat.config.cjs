/**
 * The local EVM node of the payments tests and of `npm run chain` (dev/evm-node.ts starts `hardhat node` with this file).
 * Hardhat 2 refuses to run outside a project with a config file (HH12); nothing is compiled by Hardhat itself
 * (dev/evm-node.ts compiles the test token with the solc package), so the config only sets the network.
 */
module.exports = {
  networks: {
    hardhat: { chainId: 31337, mining: { auto: true, interval: 0 } },
  },
};
