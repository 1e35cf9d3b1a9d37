// The auth feature as other features see it: they import from here, never from its files.
export { AUTH_SESSION_KEY, useAuthSession, useSignIn, useSignOut } from './session';
