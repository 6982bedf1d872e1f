import { Download } from 'lucide-react';
import { buttonClass } from '@/client/components/ui/button-class';

/**
 * Downloads a CSV the server builds (`href` is an /api/admin/…csv address with the current
 * filters): a plain link, so the browser saves the file with the server's name.
 */
export function CsvLink({ href, label, size = 'md' }: { href: string; label: string; size?: 'sm' | 'md' }) {
  return (
    <a href={href} download className={buttonClass('outline', size)}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {label}
    </a>
  );
}
