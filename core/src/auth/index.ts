export { buildSiwsMessage, parseSiwsMessage, type SiwsFields } from './siws';
