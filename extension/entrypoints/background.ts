import { defineBackground } from 'wxt/utils/define-background';

// Empty for now: the service worker is where messaging and the side panel's wiring will live. It also
// gives the e2e tests a handle on the extension id.
export default defineBackground(() => {});
