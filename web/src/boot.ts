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
// zod compiles its object parsers with `new Function` where it may, and probes for that once per page. Under the
// site's Content-Security-Policy (no 'unsafe-eval') the probe is refused and reported as a violation, though zod
// catches it. zod reads its settings from this global object (the one `z.config()` writes); setting it here,
// before the app and its schemas load, is the one place that is surely first — an import of the app's chunk
// may run modules in another order than their import statements.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = Object.assign(zodConfig.__zod_globalConfig ?? {}, { jitless: true });
await import('./main');
