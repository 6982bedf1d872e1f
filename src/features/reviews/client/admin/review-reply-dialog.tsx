import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { SaveCancelButtons } from '@/client/components/admin/save-cancel-buttons';
import { TextField } from '@/client/components/ui/text-field';
import { useLocale } from '@/client/lib/use-locale';
import { REPLY_MAX, type AdminReview } from '../../reviews.admin.schema';
import { useReplyToReview } from './reviews-api';

function ReplyForm({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const { t } = useTranslation('admin-reviews');
  const locale = useLocale();
  const reply = useReplyToReview();
  const [text, setText] = useState(review.reply ?? '');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // A blank reply is ignored (nothing is sent), as the spec says.
    if (!text.trim()) return;
    try {
      await reply.mutateAsync({ id: review.id, reply: text.trim() });
      toast.success(t('replied'));
      onDone();
    } catch (err) {
      toastFailure(t('replyFailed'), err, locale);
    }
  };

  return (
    <form id="review-reply" onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <blockquote
        className="rounded-xl bg-stone-50 p-3 text-sm text-stone-700"
        lang={review.locale ?? locale}
        dir="auto"
      >
        {review.title && <span className="block font-semibold text-stone-900">{review.title}</span>}
        {locale === 'ar' ? review.commentAr : review.commentEn}
      </blockquote>
      <TextField
        label={t('reply.label')}
        multiline
        rows={4}
        dir="auto"
        maxLength={REPLY_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="flex justify-end gap-2 pt-2">
        <SaveCancelButtons onCancel={onDone} pending={reply.isPending} saveLabel={t('reply.submit')} />
      </div>
    </form>
  );
}

/** The shop's reply to a review (a new one, or the earlier one to change). */
export function ReviewReplyDialog({ review, onClose }: { review: AdminReview | null; onClose: () => void }) {
  const { t } = useTranslation('admin-reviews');
  return (
    <Dialog
      open={review !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('reply.title')}
      description={t('reply.description')}
    >
      {review && <ReplyForm key={review.id} review={review} onDone={onClose} />}
    </Dialog>
  );
}
