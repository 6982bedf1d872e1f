// @vitest-environment happy-dom
import '@/client/locales/bundles/admin-catalog';
import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/common/locales';
import { fakeServer } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import { ProductInputSchema, type ProductInput } from '../../catalog.admin.schema';
import { ProductSizesFields } from './product-sizes-fields';

cleanUpAfterEach();

const product = (sizes: ProductInput['sizes']): ProductInput => ({
  nameEn: 'Orange Juice',
  nameAr: 'عصير برتقال',
  descriptionEn: '',
  descriptionAr: '',
  categoryId: '00000000-0000-4000-8000-000000000001',
  subcategoryId: null,
  sizes,
  image: '/media/products/orange.webp',
  gallery: [],
  status: 'active',
  soldOut: false,
});
const small = { size: 'small', nameEn: 'Small', nameAr: 'صغير', price: 12, soldOut: false };
const large = { size: 'large', nameEn: 'Large', nameAr: 'كبير', price: 18, soldOut: false };

/** The product form's sizes on their own, saved through the form's own schema. */
function open(sizes: ProductInput['sizes'], locale: Locale = 'en') {
  const save = vi.fn();
  function Harness() {
    const form = useForm<ProductInput>({
      resolver: zodResolver(ProductInputSchema),
      defaultValues: product(sizes),
    });
    return (
      <>
        <ProductSizesFields form={form} />
        <button type="button" onClick={form.handleSubmit((v) => save(v.sizes))}>
          Save
        </button>
      </>
    );
  }
  // The shop's money settings (currency label) come from the server: none here, the defaults apply.
  fakeServer({});
  renderWithProviders(<Harness />, { locale });
  return { save, user: userEvent.setup() };
}
const row = (n: number, label = 'Size row') => screen.getByRole('group', { name: `${label} ${n}` });
const field = (n: number, label: string) => within(row(n)).getByLabelText(label, { exact: false });

describe('the product’s sizes, as the owner names them', () => {
  it('renames a size (its key kept), moves it, adds one named “1 L bottle” and removes another', async () => {
    const { save, user } = open([small, large]);
    await user.clear(field(2, 'Size name (English)'));
    await user.type(field(2, 'Size name (English)'), 'Big cup');
    await user.click(screen.getByRole('button', { name: 'Move Big cup up' }));
    await user.click(screen.getByRole('button', { name: 'Add Size' }));
    await user.type(field(3, 'Size name (English)'), '1 L bottle');
    await user.type(field(3, 'Size name (Arabic)'), 'عبوة لتر');
    await user.type(field(3, 'Price'), '25');
    await user.click(screen.getByRole('button', { name: 'Remove Small' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toEqual([
      { size: 'large', nameEn: 'Big cup', nameAr: 'كبير', price: 18, soldOut: false },
      { nameEn: '1 L bottle', nameAr: 'عبوة لتر', price: 25, soldOut: false },
    ]);
  });

  it('keeps at least one size, and says a single size shows only its price on the menu', async () => {
    open([{ nameEn: '1 L bottle', nameAr: 'عبوة لتر', price: 25, soldOut: false }]);
    expect(screen.getByRole('button', { name: 'Remove 1 L bottle' }).hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText('With one size, the menu shows only its price, with no size to choose.'),
    ).toBeTruthy();
  });

  it('says beside the field, in Arabic too, that a name is missing or given twice, and does not save', async () => {
    const { save, user } = open([small, { ...large, nameAr: 'صغير' }], 'ar');
    await user.clear(within(row(1, 'صف الحجم')).getByLabelText('اسم الحجم (بالإنجليزية)', { exact: false }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('هذا الحقل مطلوب.')).toBeTruthy();
    expect(screen.getByText('لا يمكن أن يحمل حجمان من المنتج نفسه الاسم ذاته.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });
});
