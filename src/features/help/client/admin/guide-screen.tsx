import '@/client/locales/bundles/admin-help';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/client/components/admin/page-header';
import { useLocale } from '@/client/lib/use-locale';
import { GUIDES } from '../../help-guides';
import { adminHref } from '@/common/admin-paths';

function BackLink() {
  const { t } = useTranslation('admin-help');
  return (
    <Link
      to={adminHref('help')}
      className="mb-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
      {t('back')}
    </Link>
  );
}

/** `/admin/help/<slug>`: one guide, its sections and steps, and the other guides. */
export function Component() {
  const { t } = useTranslation('admin-help');
  const locale = useLocale();
  const { slug } = useParams();
  const guide = GUIDES.find((g) => g.slug === slug);

  if (!guide) {
    return (
      <>
        <BackLink />
        <PageHeader title={t('notFound')} />
      </>
    );
  }
  return (
    <div className="max-w-3xl">
      <BackLink />
      <p className="text-sm font-semibold text-brand-800">{t(`categories.${guide.category}`)}</p>
      <PageHeader title={guide.title[locale]} description={guide.description[locale]} />
      <article className="space-y-6 rounded-2xl border border-stone-200 bg-white p-5 sm:p-7">
        {guide.sections.map((s) => (
          <section key={s.heading.en}>
            <h2 className="text-lg font-bold text-stone-900">{s.heading[locale]}</h2>
            {s.paragraphs?.map((p) => (
              <p key={p.en} className="mt-2 leading-relaxed text-stone-700">
                {p[locale]}
              </p>
            ))}
            {s.steps && (
              <ol className="mt-3 space-y-2">
                {s.steps.map((step, i) => (
                  <li key={step.en} className="flex gap-3 text-stone-700">
                    <span
                      className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
                      aria-hidden="true"
                    >
                      {i + 1}
                    </span>
                    <span className="pt-0.5 leading-relaxed">{step[locale]}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </article>
      <nav aria-label={t('otherGuides')} className="mt-6">
        <h2 className="mb-2 font-bold text-stone-900">{t('otherGuides')}</h2>
        <ul className="flex flex-wrap gap-2">
          {GUIDES.filter((g) => g.slug !== guide.slug).map((g) => (
            <li key={g.slug}>
              <Link
                to={adminHref('guide', { slug: g.slug })}
                className="inline-flex min-h-9 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-700 hover:bg-stone-100"
              >
                {g.title[locale]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
