import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage';
import { dismissWelcome, shouldOfferWelcome, welcomeConnectAction } from './welcome';

describe('welcome dialog rules', () => {
  it('is offered only when neither wallet_connect_dismissed nor wallet_address is stored', async () => {
    await expect(shouldOfferWelcome(createMemoryStorage())).resolves.toBe(true);
    await expect(shouldOfferWelcome(createMemoryStorage({ wallet_connect_dismissed: 'true' }))).resolves.toBe(
      false,
    );
    await expect(shouldOfferWelcome(createMemoryStorage({ wallet_address: 'x' }))).resolves.toBe(false);
  });

  it('"Skip for now" stores wallet_connect_dismissed = true', async () => {
    const storage = createMemoryStorage();
    await dismissWelcome(storage);
    expect(storage.dump()).toEqual({ wallet_connect_dismissed: 'true' });
    await expect(shouldOfferWelcome(storage)).resolves.toBe(false);
  });

  it('connects at once only when exactly one wallet is installed', () => {
    expect(welcomeConnectAction(0)).toBe('open-list');
    expect(welcomeConnectAction(1)).toBe('connect-installed');
    expect(welcomeConnectAction(2)).toBe('open-list');
  });
});
