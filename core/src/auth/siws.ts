/**
 * Sign-In With Solana messages (the text a wallet signs for `solana:signIn`), built and parsed in one place
 * so the dev wallet, the site and the API agree byte for byte.
 */
export interface SiwsFields {
  /** Host (with port when not default) of the site asking, e.g. `localhost:8787`. */
  domain: string;
  address: string;
  statement?: string;
  uri?: string;
  version?: string;
  chainId?: string;
  nonce?: string;
  issuedAt?: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: readonly string[];
}

const HEADER_SUFFIX = ' wants you to sign in with your Solana account:';

const FIELD_LABELS = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
] as const;

/** The message text for `fields`; optional fields appear only when given. */
export function buildSiwsMessage(fields: SiwsFields): string {
  let message = `${fields.domain}${HEADER_SUFFIX}\n${fields.address}`;
  if (fields.statement) message += `\n\n${fields.statement}`;
  const lines: string[] = [];
  for (const [key, label] of FIELD_LABELS) {
    const value = fields[key];
    if (value) lines.push(`${label}: ${value}`);
  }
  if (fields.resources?.length) lines.push('Resources:', ...fields.resources.map((r) => `- ${r}`));
  if (lines.length) message += `\n\n${lines.join('\n')}`;
  return message;
}

/** Parses a message built by `buildSiwsMessage` (or any wallet following the format); null when malformed. */
export function parseSiwsMessage(text: string): SiwsFields | null {
  const lines = text.split('\n');
  const header = lines[0] ?? '';
  if (!header.endsWith(HEADER_SUFFIX)) return null;
  const domain = header.slice(0, -HEADER_SUFFIX.length);
  const address = lines[1] ?? '';
  if (!domain || !address) return null;
  const fields: SiwsFields = { domain, address };
  let i = 2;
  // An empty line, then either the statement (followed by another empty line) or the fields.
  if (i < lines.length) {
    if (lines[i] !== '') return null;
    i++;
    const isField = (line: string | undefined) =>
      line !== undefined &&
      (FIELD_LABELS.some(([, label]) => line.startsWith(`${label}: `)) || line === 'Resources:');
    if (i < lines.length && !isField(lines[i])) {
      fields.statement = lines[i];
      i++;
      if (i < lines.length) {
        if (lines[i] !== '') return null;
        i++;
      }
    }
  }
  for (; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line === 'Resources:') {
      fields.resources = lines.slice(i + 1).map((r) => (r.startsWith('- ') ? r.slice(2) : r));
      if (!lines.slice(i + 1).every((r) => r.startsWith('- '))) return null;
      break;
    }
    const entry = FIELD_LABELS.find(([, label]) => line.startsWith(`${label}: `));
    if (!entry) return null;
    const [key, label] = entry;
    if (fields[key] !== undefined) return null;
    fields[key] = line.slice(label.length + 2);
  }
  return fields;
}
