export { isSolanaAddressText } from './address';
export {
  CHAINS,
  type Chain,
  type ChainId,
  DEFAULT_CHAIN_ID,
  DEFAULT_DEX_ID,
  type Dex,
  findChain,
  findDex,
  isChainId,
} from './chains';
export {
  type CampaignListSearch,
  CampaignListSearchSchema,
  isMoonvaultSection,
  MOONVAULT_SECTIONS,
  type MoonvaultSection,
  resolveTokensPath,
  TOKEN_CATEGORIES,
  type TokenCategory,
  type TokenListSearch,
  TokenListSearchSchema,
  type TokensPathTarget,
} from './routes';
