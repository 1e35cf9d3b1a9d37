import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { handleRequest } from '../lib/background-handler';
import { watchSiteOverlay } from '../lib/site-overlay';

// The service worker: one API client and scan cache (lib/scan-service), every message validated
// (lib/messages). Replies go through sendResponse so both Chrome and Firefox keep the channel open.
export default defineBackground(() => {
  browser.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
    void handleRequest(message, sender).then(sendResponse);
    return true;
  });
  watchSiteOverlay();
});
