import { useTranslation } from 'react-i18next';

/** The page's title and description in the current language: React puts them in `<head>` (on the server too). */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} | ${t('brand.name')}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
