import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { ApiError } from '@/client/lib/api';
import { useLocale } from '@/client/lib/use-locale';
import { ERROR_MESSAGES } from '@/common/errors';

/** Preview sizes (px) from the spec: 300 by default, 200 for a main image, 150 in a gallery, 96 for an avatar. */
const PREVIEW = { default: 300, main: 200, gallery: 150, avatar: 96 } as const;
/** The largest file the server accepts (checked here first, so a big photo is not sent for nothing). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * Choose an image, see it at once, and have it uploaded straight away (a spinner while it goes).
 * `upload` sends the file and answers its public URL; on failure the preview goes back to what
 * it was. Files over 5 MB are refused before sending, with the spec's message.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  upload,
  preview = 'default',
  error,
  hint,
  removable = true,
}: {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  upload: (file: File) => Promise<string>;
  preview?: keyof typeof PREVIEW;
  /** A validation message (already translated). */
  error?: string;
  hint?: string;
  removable?: boolean;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const size = PREVIEW[preview];
  const shown = local ?? value;
  // The latest upload problem and the form's own message (e.g. "required") can both apply.
  const messages = [problem, error].filter((m, i, all): m is string => !!m && all.indexOf(m) === i);
  const message = messages.length > 0;
  const hintText = hint ?? t('upload.hint');
  const describedBy =
    [hintText ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      const tooLarge = ERROR_MESSAGES.file_too_large[locale];
      setProblem(tooLarge);
      toast.error(tooLarge);
      return;
    }
    setProblem(null);
    setLocal(URL.createObjectURL(file));
    setUploading(true);
    try {
      const url = await upload(file);
      onChange(url);
      toast.success(t('upload.done'));
    } catch (e) {
      const reason = e instanceof ApiError ? e.messageIn(locale) : undefined;
      setProblem(reason ?? t('upload.failed'));
      toast.error(t('upload.failed'), reason ? { description: reason } : undefined);
    } finally {
      setUploading(false);
      setLocal(null);
    }
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-busy={uploading || undefined}>
      <p id={`${id}-label`} className="mb-1 text-sm font-semibold text-stone-800">
        {label}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div
          className="relative flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-stone-300 bg-stone-50"
          style={{ width: size, height: size, maxWidth: '100%' }}
        >
          {shown ? (
            <img src={shown} alt={t('upload.preview', { label })} className="h-full w-full object-cover" />
          ) : (
            <ImagePlus aria-hidden="true" className="h-8 w-8 text-stone-400" />
          )}
          {uploading && (
            <div className="absolute inset-0 flex items-center justify-center bg-white/70">
              <Spinner className="h-7 w-7 text-brand-700" />
              <span className="sr-only">{t('upload.uploading')}</span>
            </div>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={uploading}
            aria-describedby={describedBy}
            onClick={() => input.current?.click()}
          >
            {shown ? t('upload.change') : t('upload.choose')}
            <span className="sr-only">: {label}</span>
          </Button>
          {removable && value && !uploading && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)} className="text-red-700">
              <X aria-hidden="true" className="h-4 w-4" />
              {t('upload.remove')}
              <span className="sr-only">: {label}</span>
            </Button>
          )}
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="image-file"
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {hintText && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hintText}
        </p>
      )}
      {message && (
        <div id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
    </div>
  );
}
