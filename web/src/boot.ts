// The page's entry. index.html already shows the header (and, on "/", the home hero) as static markup; the app
// itself is imported only once the browser has painted that, so the first paint never waits for the app's
// scripts to download and run. The stylesheet stays here, in the entry, so that first paint is styled.
import './styles.css';

await new Promise<void>((painted) => {
  // A hidden tab does not paint: nothing to wait for.
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    painted();
    return;
  }
  // Paint timing, not timers or animation frames: those stop under a paused clock (tests) or a throttled tab.
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    painted();
  }).observe({ type: 'paint', buffered: true });
});
await import('./main');
