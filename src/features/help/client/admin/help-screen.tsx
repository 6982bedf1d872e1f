import '@/client/locales/bundles/admin-help';
import { BookOpen, ChevronDown, LifeBuoy, Mail, Phone } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/client/components/admin/page-header';
import { SearchField } from '@/client/components/admin/search-field';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/lib/use-locale';
import type { StoreInfo } from '@/features/settings';
import { HELP_CATEGORIES, type HelpCategory } from '../../help-content';
import { FAQ } from '../../help-faq';
import { GUIDES } from '../../help-guides';
import { searchHelp } from '../../help-search';
import { useSupportContact } from './help-api';
import { SupportDialog } from './support-dialog';
import { adminHref } from '@/common/admin-paths';

const chip = (active: boolean) =>
  `min-h-9 rounded-full border px-4 text-sm font-semibold transition-colors ${
    active
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100'
  }`;

/** A titled block of results (the guides, the FAQ). */
function ResultSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SupportCard({ contact, onContact }: { contact?: StoreInfo['contact']; onContact: () => void }) {
  const { t } = useTranslation('admin-help');
  return (
    <aside className="rounded-2xl border border-brand-100 bg-brand-50 p-5">
      <h2 className="flex items-center gap-2 font-bold text-brand-900">
        <LifeBuoy aria-hidden="true" className="h-5 w-5" />
        {t('contact.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('contact.body')}</p>
      <ul className="mt-3 space-y-2 text-sm">
        {contact?.email && (
          <li>
            <a
              href={`mailto:${contact.email}`}
              className="inline-flex items-center gap-2 font-semibold text-brand-800 underline"
            >
              <Mail aria-hidden="true" className="h-4 w-4" />
              <bdi dir="ltr">{contact.email}</bdi>
            </a>
          </li>
        )}
        {contact?.phone && (
          <li>
            <a
              href={`tel:${contact.phone.replace(/\s/g, '')}`}
              className="inline-flex items-center gap-2 font-semibold text-brand-800 underline"
            >
              <Phone aria-hidden="true" className="h-4 w-4" />
              <bdi dir="ltr">{contact.phone}</bdi>
            </a>
          </li>
        )}
      </ul>
      <Button className="mt-4 w-full" onClick={onContact}>
        {t('contactSupport')}
      </Button>
    </aside>
  );
}

/** `/admin/help`: guides and FAQ in both languages, searched and filtered here, and Contact Support. */
export function Component() {
  const { t } = useTranslation('admin-help');
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<HelpCategory | null>(null);
  const [contactOpen, setContactOpen] = useState(false);
  const contact = useSupportContact().data;
  const found = useMemo(() => searchHelp({ faq: FAQ, guides: GUIDES }, query, category), [query, category]);
  const nothing = found.faq.length === 0 && found.guides.length === 0;

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<Button onClick={() => setContactOpen(true)}>{t('contactSupport')}</Button>}
      />
      <div className="mb-4 max-w-xl">
        <SearchField
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={query}
          onChange={setQuery}
          delayMs={150}
        />
      </div>
      <div role="group" aria-label={t('categoriesLabel')} className="mb-6 flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={category === null}
          className={chip(category === null)}
          onClick={() => setCategory(null)}
        >
          {t('categories.all')}
        </button>
        {HELP_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            className={chip(category === c)}
            onClick={() => setCategory(c)}
          >
            {t(`categories.${c}`)}
          </button>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-8">
          <p className="sr-only" role="status">
            {t('results', { count: found.faq.length + found.guides.length })}
          </p>
          {nothing && (
            <p className="rounded-2xl border border-stone-200 bg-white p-8 text-center text-stone-600">
              {t('noResults')}
            </p>
          )}
          {found.guides.length > 0 && (
            <ResultSection id="help-guides" title={t('guides')}>
              <ul className="grid gap-3 sm:grid-cols-2">
                {found.guides.map((g) => (
                  <li
                    key={g.slug}
                    className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
                  >
                    <BookOpen aria-hidden="true" className="h-5 w-5 text-brand-700" />
                    <h3 className="mt-2 font-bold text-stone-900">{g.title[locale]}</h3>
                    <p className="mt-1 flex-1 text-sm text-stone-600">{g.description[locale]}</p>
                    <Link
                      to={adminHref('guide', { slug: g.slug })}
                      className="mt-3 text-sm font-semibold text-brand-800 underline"
                      aria-label={t('readMoreAbout', { title: g.title[locale] })}
                    >
                      {t('readMore')}
                    </Link>
                  </li>
                ))}
              </ul>
            </ResultSection>
          )}
          {found.faq.length > 0 && (
            <ResultSection id="help-faq" title={t('faq')}>
              <div className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
                {found.faq.map((f) => (
                  <details key={f.id} className="group px-4 py-3" open={query.trim() !== ''}>
                    <summary className="flex cursor-pointer list-none items-center gap-3 font-semibold text-stone-900">
                      <span className="flex-1">{f.question[locale]}</span>
                      <ChevronDown
                        aria-hidden="true"
                        className="h-4 w-4 shrink-0 text-stone-500 transition-transform group-open:rotate-180"
                      />
                    </summary>
                    <p className="mt-2 text-sm leading-relaxed text-stone-700">{f.answer[locale]}</p>
                  </details>
                ))}
              </div>
            </ResultSection>
          )}
        </div>
        <div>
          <SupportCard contact={contact} onContact={() => setContactOpen(true)} />
        </div>
      </div>
      <SupportDialog open={contactOpen} onOpenChange={setContactOpen} email={contact?.email} />
    </>
  );
}
