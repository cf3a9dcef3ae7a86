/** The chain functions (web3.js), loaded on demand so the light entry imports no Solana code. */
export const loadChain = () => import("../heavy/chain");
