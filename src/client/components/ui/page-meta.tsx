import { useShopName } from '@/client/lib/use-shop-name';

/**
 * The page's title and description in the current language, the title ending with the shop's name
 * (Settings → General → Site title): React puts them in `<head>` (on the server too).
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const shopName = useShopName();
  return (
    <>
      <title>{`${title} | ${shopName}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
