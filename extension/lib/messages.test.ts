import { describe, expect, it } from 'vitest';
import { acceptsRequest, CONTENT_SCRIPT_REQUESTS, RequestSchema } from './messages';

const BASE = 'chrome-extension://lgfaekbmjklclgamikkckbdnmacbfnbh/';
const ALL = RequestSchema.options.map((o) => o.shape.kind.value);

describe('which requests the background answers', () => {
  it("answers every request from the extension's own pages", () => {
    for (const kind of ALL) {
      expect(acceptsRequest(kind, `${BASE}popup.html`, BASE), kind).toBe(true);
      expect(acceptsRequest(kind, `${BASE}sidepanel.html`, BASE), kind).toBe(true);
    }
  });

  it('answers a content script only the overlay scan and opening the side panel', () => {
    expect([...CONTENT_SCRIPT_REQUESTS].sort()).toEqual(['open-side-panel', 'overlay-scan']);
    for (const kind of ALL) {
      const expected = kind === 'overlay-scan' || kind === 'open-side-panel';
      expect(acceptsRequest(kind, 'https://pump.fun/coin/x', BASE), kind).toBe(expected);
      // No URL at all is not the extension either.
      expect(acceptsRequest(kind, undefined, BASE), kind).toBe(expected);
    }
  });

  it('is not fooled by a page URL that merely contains the extension base', () => {
    expect(acceptsRequest('watch-remove', `https://evil.example/?${BASE}`, BASE)).toBe(false);
    expect(acceptsRequest('portfolio', 'chrome-extension://otherextensionidotherextensionid/x', BASE)).toBe(
      false,
    );
  });
});
