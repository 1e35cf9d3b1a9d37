import { checkLaunchImage, LAUNCH_IMAGE_TYPES } from '@solpad/core/launch';
import { useEffect, useState } from 'react';
import { fieldAria } from '../../components/kit';

/** The chosen image: the file (checked by content) and its preview URL. */
export interface ChosenImage {
  file: File;
  url: string;
}

/**
 * Token image: PNG, JPEG, GIF or WebP up to 4 MB, checked by its bytes with core's `checkLaunchImage` (a text file
 * named .png is refused here, and again by the API), with a preview.
 */
export function ImageField({
  image,
  onChange,
  error,
  onError,
  disabled,
}: {
  image: ChosenImage | null;
  onChange(image: ChosenImage | null): void;
  error?: string;
  onError(message: string | undefined): void;
  disabled?: boolean;
}) {
  const id = 'launch-image';
  const [reading, setReading] = useState(false);
  // The preview URL belongs to this image only.
  useEffect(
    () => () => {
      if (image) URL.revokeObjectURL(image.url);
    },
    [image],
  );

  async function choose(file: File | undefined) {
    if (!file) return;
    setReading(true);
    try {
      const check = checkLaunchImage(new Uint8Array(await file.arrayBuffer()));
      if (!check.ok) {
        onError(`Image: ${check.message}`);
        return;
      }
      onError(undefined);
      // The file's own type may be wrong or missing; the bytes decide.
      const typed = new File([file], file.name, { type: check.type });
      onChange({ file: typed, url: URL.createObjectURL(typed) });
    } finally {
      setReading(false);
    }
  }

  return (
    <div className="flex flex-col gap-1.5">
      <span className="font-medium text-sm" id={`${id}-label`}>
        Image
      </span>
      <div className="flex items-center gap-4">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-line border-dashed bg-surface-2">
          {image ? (
            <img
              src={image.url}
              alt="Preview of the chosen token artwork"
              className="size-full object-cover"
            />
          ) : (
            <svg
              viewBox="0 0 24 24"
              className="size-8 text-subtle"
              fill="none"
              stroke="currentColor"
              aria-hidden="true"
            >
              <rect x="3" y="4" width="18" height="16" rx="3" strokeWidth="1.5" />
              <circle cx="9" cy="10" r="2" strokeWidth="1.5" />
              <path d="m4 18 5-5 4 4 3-3 4 4" strokeWidth="1.5" />
            </svg>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <label
              className={`btn-secondary cursor-pointer ${disabled ? 'pointer-events-none opacity-50' : ''}`}
            >
              {image ? 'Change image' : 'Choose image'}
              <input
                type="file"
                accept={LAUNCH_IMAGE_TYPES.join(',')}
                className="sr-only"
                disabled={disabled}
                aria-labelledby={`${id}-label`}
                {...fieldAria(id, error, true)}
                onChange={(e) => {
                  void choose(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
            {image && (
              <button
                type="button"
                className="btn-secondary"
                onClick={() => onChange(null)}
                disabled={disabled}
              >
                Remove
              </button>
            )}
          </div>
          <p className="truncate text-subtle text-xs" aria-live="polite">
            {reading
              ? 'Checking the image…'
              : image
                ? `${image.file.name} · ${formatBytes(image.file.size)}`
                : ''}
          </p>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-red-600 text-xs dark:text-red-400" data-field-error={id}>
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-subtle text-xs">
          PNG, JPEG, GIF or WebP, up to 4 MB. Square images look best.
        </p>
      )}
    </div>
  );
}

function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(2)} MB`;
}
