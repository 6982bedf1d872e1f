import { useTranslation } from 'react-i18next';
import { useDocumentHead } from '@/client/lib/document-head';

/** The page's title and description in the current language (in `<head>`: the server writes them there, the browser keeps them current). */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  useDocumentHead(`${title} | ${t('brand.name')}`, description);
  return null;
}
