import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '@/client/components/admin/image-upload-field';
import { MAX_GALLERY_IMAGES } from '../../catalog.admin.schema';
import { useUploadImage } from '@/client/components/admin/use-upload-image';

/** The gallery: each image can be changed or removed; one more slot while there is room. */
export function ProductGalleryField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('admin-catalog');
  const upload = useUploadImage('gallery');
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-stone-800">{t('form.gallery')}</legend>
      <p className="mb-2 text-xs text-stone-600">{t('form.galleryHint')}</p>
      <div className="flex flex-wrap gap-4">
        {value.map((url, i) => (
          <ImageUploadField
            key={url}
            label={t('form.galleryImage', { n: i + 1 })}
            preview="gallery"
            value={url}
            upload={upload}
            hint=""
            onChange={(next) =>
              onChange(next ? value.map((u, j) => (j === i ? next : u)) : value.filter((_, j) => j !== i))
            }
          />
        ))}
        {value.length < MAX_GALLERY_IMAGES && (
          <ImageUploadField
            key={`add-${value.length}`}
            label={t('form.addGalleryImage')}
            preview="gallery"
            value={null}
            upload={upload}
            hint=""
            onChange={(url) => url && onChange([...value, url])}
          />
        )}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
