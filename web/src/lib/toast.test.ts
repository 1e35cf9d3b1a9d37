import { describe, expect, it } from 'vitest';
import { appStore } from './store';
import { dismissToast, toast, toastQueueAtom } from './toast';

const titles = () => appStore.get(toastQueueAtom).map((t) => t.title);

describe('toast queue', () => {
  it('queues toasts one after the other', () => {
    appStore.set(toastQueueAtom, []);
    toast({ title: 'Bought' });
    toast({ title: 'Copied!' });
    expect(titles()).toEqual(['Bought', 'Copied!']);
  });

  it('lets the next toast replace a notice at once ("Wallet Reconnected" never hides an action\'s result)', () => {
    appStore.set(toastQueueAtom, []);
    toast({ title: 'Wallet Reconnected', notice: true });
    expect(titles()).toEqual(['Wallet Reconnected']);
    const id = toast({ title: 'Campaign funded' });
    expect(titles()).toEqual(['Campaign funded']);
    dismissToast(id);
    expect(titles()).toEqual([]);
  });
});
