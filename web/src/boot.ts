// The page's entry. index.html already shows the header (and, on "/", the home hero) as static markup; the app
// itself is imported only after the browser has painted that, so the first paint never waits for the app's
// scripts to download and run. The stylesheet stays here, in the entry, so that first paint is styled.
import './styles.css';

await new Promise<void>((painted) => {
  requestAnimationFrame(() => setTimeout(painted));
  // A background tab never runs animation frames: don't wait for one there.
  setTimeout(painted, 100);
});
await import('./main');
