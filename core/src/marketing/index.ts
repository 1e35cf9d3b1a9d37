/**
 * Marketing: campaign and presale lifecycles, presale money maths (bigint lamports and token base units), the
 * trending score and the marketing constants.
 */
export * from './campaign';
export * from './constants';
export * from './presale';
export * from './trending';
