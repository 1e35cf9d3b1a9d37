/** Largest token image accepted: 4 MB. */
export const LAUNCH_IMAGE_MAX_BYTES = 4 * 1024 * 1024;

/** Image types a token image may be, by MIME type. */
export const LAUNCH_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** One of {@link LAUNCH_IMAGE_TYPES}. */
export type LaunchImageType = (typeof LAUNCH_IMAGE_TYPES)[number];

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/**
 * The image type of `bytes` from their magic numbers (never from a file name or a declared type): PNG
 * `89 50 4E 47 0D 0A 1A 0A`, JPEG `FF D8 FF`, GIF `GIF87a`/`GIF89a`, WebP `RIFF····WEBP`. Null for anything else.
 */
export function detectImageType(bytes: Uint8Array): LaunchImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Why an image is refused, or its type. */
export type ImageCheck =
  | { ok: true; type: LaunchImageType }
  | { ok: false; code: 'IMAGE__EMPTY' | 'IMAGE__TOO_LARGE' | 'IMAGE__UNSUPPORTED_TYPE'; message: string };

/** Checks a token image: not empty, at most 4 MB, and PNG, JPEG, GIF or WebP by content. */
export function checkLaunchImage(bytes: Uint8Array): ImageCheck {
  if (bytes.length === 0) return { ok: false, code: 'IMAGE__EMPTY', message: 'The image is empty' };
  if (bytes.length > LAUNCH_IMAGE_MAX_BYTES)
    return { ok: false, code: 'IMAGE__TOO_LARGE', message: 'The image must be 4 MB or smaller' };
  const type = detectImageType(bytes);
  if (!type)
    return {
      ok: false,
      code: 'IMAGE__UNSUPPORTED_TYPE',
      message: 'The image must be a PNG, JPEG, GIF or WebP file',
    };
  return { ok: true, type };
}
