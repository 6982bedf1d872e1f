import { useQueryClient } from '@tanstack/react-query';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { FormError, SubmitButton } from '@/client/components/ui/form-parts';
import { TextField } from '@/client/components/ui/text-field';
import { ApiError } from '@/client/lib/api';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { lazyResolver } from '@/client/lib/lazy-resolver';
import { randomId } from '@/client/lib/random-id';
import { useFormReady } from '@/client/lib/use-form-ready';
import { useLocale } from '@/client/lib/use-locale';
import type { AccountView } from '@/features/accounts';
import { cart } from '@/features/cart/client';
import { menuQuery } from '@/features/catalog/client';
import type { CheckoutFormInput, PlacedOrder } from '@/features/orders';
import { forgetBay, rememberedBay } from '@/features/orders/client';
import { useStoreInfo } from '@/client/lib/store-info-query';
import { orderLine, usePlaceOrder } from './checkout-api';
import { EmployeeSelect } from './employee-select';
import { isLineDetail, lineProblems, type LineProblemDetail } from './line-problems';
import { PaymentChoice } from './payment-choice';
import { WhenChoice } from './when-choice';
import { NotifyReadyField } from './notify-ready-field';
import { PlateField } from './plate-field';
import { RememberedBayNote } from './remembered-bay-note';
import { href } from '@/common/paths';

// Only a guest who ticks "create an account" needs the password fields: their code comes then (or
// as soon as the form is touched), not with the page.
const loadPasswordField = () => import('@/client/components/ui/password-field');
const PasswordField = lazy(() => loadPasswordField().then((m) => ({ default: m.PasswordField })));
const warmPasswordField = () => void loadPasswordField().catch(() => undefined);

// The form's checks (Zod and the shared schema) load the first time the form is touched or sent,
// not with the page: a first paint on a phone does not wait for them (decision 026).
const checks = lazyResolver(() => import('./checkout-validation').then((m) => m.checkoutResolver));

const FORM_ID = 'checkout-form';
/** The refusals of a chosen slot: said at the slot, not above Place Order. */
const SLOT_REFUSALS = new Set(['slot_full', 'slot_closed', 'slot_past', 'slot_unknown']);
const isLinePath = (path: string) => isLineDetail({ path });

interface Props {
  account: AccountView | null;
  onPlaced: (placed: PlacedOrder) => void;
  /** Refused cart lines, keyed by `lineKey` (product, size, options, note). */
  onLineErrors: (errors: Record<string, string>) => void;
  /** The slot chosen for later (its start), or '' for as soon as possible: the page's box follows. */
  onWhen?: (scheduledFor: string) => void;
}

/**
 * Who is ordering, where to find them, how they pay; the server prices and decides. Memoised:
 * the ready-time estimate arriving re-renders the page, not the form.
 */
export const CheckoutForm = memo(function CheckoutForm({ account, onPlaced, onLineErrors, onWhen }: Props) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const place = usePlaceOrder();
  const queryClient = useQueryClient();
  // One key per checkout attempt: a retried or doubled submission can never order twice.
  const [idempotencyKey, setIdempotencyKey] = useState(randomId);
  // The account known when the page was drawn (on the server too) fills the form from the start.
  const [drawnWith] = useState(account);
  const form = useForm<CheckoutFormInput>({
    resolver: checks.resolver,
    defaultValues: {
      name: account?.name ?? '',
      email: account?.email ?? '',
      phone: account?.phone ?? '',
      // The profile's plate (a structure: decision 071); else Abu Dhabi, where the shop is.
      plate: account?.plate ? { ...account.plate } : { emirate: 'abu_dhabi', code: '', number: '' },
      employeeId: '',
      paymentMethod: 'card',
      // As soon as possible unless a later slot is chosen (decision 079).
      scheduledFor: '',
      createAccount: false,
      // A signed-in customer's last choice (off for a guest).
      notifyReady: account?.notifyReady ?? false,
      password: '',
      confirmPassword: '',
    },
  });
  // The refused cart lines are said on the summary's lines, not in the form.
  const showRefusal = useShowRefusal(form, { ns: 'checkout', elsewhere: isLinePath });
  const formReady = useFormReady(FORM_ID);
  const { errors, isSubmitting } = form.formState;
  const createAccount = form.watch('createAccount');
  const scheduledFor = form.watch('scheduledFor');
  useEffect(() => onWhen?.(scheduledFor ?? ''), [onWhen, scheduledFor]);
  const guestCheckout = useStoreInfo().data?.checkout.guestCheckout ?? true;

  // Signed in since (or the account changed): what was typed stays, the rest comes from the account.
  useEffect(() => {
    if (!account || account === drawnWith) return;
    const v = form.getValues();
    form.reset({
      ...v,
      email: account.email,
      name: v.name || account.name,
      phone: v.phone || (account.phone ?? ''),
      plate: v.plate.code || v.plate.number || !account.plate ? v.plate : { ...account.plate },
      createAccount: false,
      notifyReady: v.notifyReady || account.notifyReady,
    });
  }, [account, drawnWith, form]);

  const err = useFieldMessage('checkout');

  const onSubmit = form.handleSubmit(async (values) => {
    onLineErrors({});
    // The cart as it is now (read here, so the form does not re-render when the cart is read or changes).
    const lines = cart.get();
    try {
      const placed = await place.mutateAsync({
        ...values,
        employeeId: values.employeeId || null,
        scheduledFor: values.scheduledFor || null,
        idempotencyKey,
        locale,
        lines: lines.map(orderLine),
        // Scanned a bay's code first (issue 39): the order is placed as already at that bay.
        bay: rememberedBay()?.token,
      });
      forgetBay();
      onPlaced(placed);
    } catch (e) {
      // A failure is said once, in the page (no toast repeating it): above Place Order (role=alert),
      // beside the field it is about, or on the refused lines of the summary.
      if (!(e instanceof ApiError)) {
        form.setError('root', { message: t('failed') });
        return;
      }
      // The key went with another cart or other details (an earlier attempt reached the shop):
      // the message asks to review and place again, which needs a fresh key to be possible.
      if (e.code === 'idempotency_key_reused' || e.code === 'idempotency_conflict')
        setIdempotencyKey(randomId());
      // A slot refused (full, closed, past: 409) is said at the slot list, which then refreshes (decision 079).
      if (SLOT_REFUSALS.has(e.code)) {
        form.setError(
          'scheduledFor',
          { type: 'server', message: e.messageIn(locale) },
          { shouldFocus: true },
        );
        return;
      }
      const details = Array.isArray(e.details) ? (e.details as LineProblemDetail[]) : [];
      const menu = queryClient.getQueryData(menuQuery.queryKey);
      const lineErrors = lineProblems(details.filter(isLineDetail), lines, menu, locale, t);
      onLineErrors(lineErrors);
      // Beside the fields (the first focused: on a phone it may be far above Place Order), and
      // the server's message above Place Order unless a field already says it.
      showRefusal(e);
    }
  });

  // The form is touched: its checks' code, and the password fields' for a guest, come now.
  const warm = () => {
    checks.warm();
    if (!account) warmPasswordField();
  };
  // Settings → Store: with guest checkout off, a guest is asked to sign in (the server refuses anyway).
  if (!account && !guestCheckout) return <SignInRequired />;
  return (
    <form
      {...formReady}
      method="post"
      onSubmit={onSubmit}
      onFocus={warm}
      onPointerDown={warm}
      noValidate
      aria-labelledby="details-title"
      className="space-y-4 lg:col-start-1 lg:row-start-1 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="details-title" className="text-lg font-bold text-brand-900">
        {t('details')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.name')}
          autoComplete="name"
          required
          error={err(errors.name?.message)}
          {...form.register('name')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          readOnly={!!account}
          hint={account ? t('emailLocked') : undefined}
          className={account ? 'bg-stone-100 text-stone-600' : ''}
          error={err(errors.email?.message)}
          {...form.register('email')}
        />
        <TextField
          label={t('fields.phone')}
          hint={t('optional', { ns: 'common' })}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          error={err(errors.phone?.message)}
          {...form.register('phone')}
        />
        <PlateField form={form} err={err} />
        <RememberedBayNote />
      </div>
      <EmployeeSelect field={form.register('employeeId')} error={err(errors.employeeId?.message)} />
      <WhenChoice form={form} />
      <PaymentChoice form={form} />
      <NotifyReadyField field={form.register('notifyReady')} />
      {!account && (
        <div className="rounded-xl bg-stone-50 p-4">
          <label className="flex items-center gap-2 font-semibold">
            <input type="checkbox" {...form.register('createAccount')} className="h-4 w-4 accent-brand-700" />
            {t('createAccount')}
          </label>
          <p className="ms-6 mt-1 text-xs text-stone-600">{t('createAccountHint')}</p>
          {createAccount && (
            <Suspense fallback={null}>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                <PasswordField
                  label={t('fields.password')}
                  autoComplete="new-password"
                  hint={t('passwordRule')}
                  error={err(errors.password?.message)}
                  {...form.register('password')}
                />
                <PasswordField
                  label={t('fields.confirmPassword')}
                  autoComplete="new-password"
                  error={err(errors.confirmPassword?.message)}
                  {...form.register('confirmPassword')}
                />
              </div>
            </Suspense>
          )}
        </div>
      )}
      <FormError message={errors.root?.message} />
      <SubmitButton pending={isSubmitting}>{isSubmitting ? t('placing') : t('placeOrder')}</SubmitButton>
    </form>
  );
});

/** Guest checkout is off: sign in (back here afterwards) or create an account; the cart stays. */
function SignInRequired() {
  const { t } = useTranslation('checkout');
  return (
    <section
      aria-labelledby="sign-in-title"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 lg:col-start-1 lg:row-start-1"
    >
      <h2 id="sign-in-title" className="text-lg font-bold text-brand-900">
        {t('signInRequired.title')}
      </h2>
      <p className="text-stone-700">{t('signInRequired.text')}</p>
      <div className="flex flex-wrap gap-2 pt-1">
        <Link to={href('login')} state={{ from: href('checkout') }} className={buttonClass('primary')}>
          {t('signInRequired.signIn')}
        </Link>
        <Link to={href('signup')} className={buttonClass('outline')}>
          {t('signInRequired.signUp')}
        </Link>
      </div>
    </section>
  );
}
