/**
 * Token launch: the platform options (fee, features, curve), the limits of the launch form and the image
 * check. The form's schema is `LaunchFormSchema` in `@solpad/core/schemas`.
 */
export * from './image';
export * from './platforms';

/** Longest token name (characters). */
export const LAUNCH_NAME_MAX = 32;
/** Longest token symbol (characters). */
export const LAUNCH_SYMBOL_MAX = 10;
/** Longest token description (characters). */
export const LAUNCH_DESCRIPTION_MAX = 1000;
