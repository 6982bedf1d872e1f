// This module is loaded only when a customer opens the form (React.lazy in order-reviews.tsx),
// so the shared zod schema stays out of the storefront's first bundle.
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Star, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { TextField } from '@/client/components/ui/text-field';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { useLocale } from '@/client/lib/use-locale';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_TITLE_MAX,
  ReviewInputSchema,
  type ReviewInputValues,
} from '../reviews.schema';
import { useSubmitReview } from './my-reviews';
import type { ReviewTarget } from './order-reviews';

type Values = Omit<ReviewInputValues, 'rating'> & { rating: number | undefined };

/** The review form in a modal dialog; after sending, a thank-you that says it appears once checked. */
export default function ReviewDialog({ target, onClose }: { target: ReviewTarget; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [sent, setSent] = useState(false);
  const submit = useSubmitReview();
  const form = useForm<Values, unknown, ReviewInputValues>({
    resolver: zodResolver(ReviewInputSchema) as never,
    defaultValues: {
      orderId: target.orderId,
      productId: target.productId,
      rating: undefined,
      title: '',
      comment: '',
      locale,
    },
  });
  const showRefusal = useShowRefusal(form, { ns: 'reviews' });
  const { errors, isSubmitting } = form.formState;
  const rating = form.watch('rating') ?? 0;
  const err = useFieldMessage('reviews');

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  // The stars set the rating themselves (setValue): registered, the server's word on it lands there too.
  useEffect(() => {
    form.register('rating');
  }, [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync({ ...values, locale });
      setSent(true);
    } catch (e) {
      showRefusal(e);
    }
  });

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => e.target === ref.current && ref.current?.close()}
      className="m-auto max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/50"
    >
      <div className="flex items-start gap-3 border-b border-stone-200 px-5 py-4">
        <h2 id={titleId} className="me-auto text-lg font-bold">
          {t('form.title', { product: target.name })}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('thanks.close')}
          onClick={() => ref.current?.close()}
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </Button>
      </div>
      {sent ? (
        <div role="status" className="space-y-3 px-5 py-8 text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-brand-700" />
          <p className="text-lg font-bold">{t('thanks.title')}</p>
          <p className="text-stone-700">{t('thanks.body')}</p>
          <Button onClick={() => ref.current?.close()}>{t('thanks.close')}</Button>
        </div>
      ) : (
        <form method="post" onSubmit={onSubmit} noValidate className="space-y-4 px-5 py-4">
          <p className="text-sm text-stone-600">{t('form.description')}</p>
          <fieldset aria-describedby={errors.rating ? `${titleId}-rating` : undefined}>
            <legend className="mb-1 text-sm font-semibold text-stone-800">{t('form.rating')}</legend>
            <div className="flex gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <label
                  key={n}
                  className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
                >
                  <input
                    type="radio"
                    name="rating"
                    value={n}
                    checked={rating === n}
                    // react-hook-form reads a radio group's value as text: the number is set here.
                    onChange={() =>
                      form.setValue('rating', n, { shouldValidate: form.formState.isSubmitted })
                    }
                    className="sr-only"
                  />
                  <span className="sr-only">{t('stars', { count: n })}</span>
                  <Star
                    aria-hidden="true"
                    className={`h-9 w-9 ${n <= rating ? 'fill-citrus-500 text-citrus-500' : 'text-stone-300'}`}
                  />
                </label>
              ))}
            </div>
            {errors.rating && (
              <p id={`${titleId}-rating`} className="mt-1 text-sm text-red-700">
                {err(errors.rating.message)}
              </p>
            )}
          </fieldset>
          <TextField
            label={t('form.titleLabel')}
            placeholder={t('form.titlePlaceholder')}
            maxLength={REVIEW_TITLE_MAX}
            required
            error={err(errors.title?.message)}
            {...form.register('title')}
          />
          <TextField
            label={t('form.comment')}
            multiline
            rows={4}
            maxLength={REVIEW_COMMENT_MAX}
            required
            error={err(errors.comment?.message)}
            {...form.register('comment')}
          />
          {errors.root?.message && (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {errors.root.message}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2 border-t border-stone-100 pt-4">
            <Button variant="outline" onClick={() => ref.current?.close()}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && <Spinner />}
              {t('form.submit')}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
