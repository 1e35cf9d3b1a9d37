// The quote feature as other features see it: they import from here, never from its files.
export { QuoteToggle } from './QuoteToggle';
export { useQuote } from './quote';
