import { describe, expect, it } from 'vitest';
import { categoryHasProducts, categoryHasSubcategories } from './in-use-messages';

describe('category_in_use texts', () => {
  it('count products in both languages, with the pronoun agreeing with the count', () => {
    expect(categoryHasProducts(1)).toEqual({
      en: 'This category has 1 product. Move or delete it first.',
      ar: 'تحتوي هذه الفئة على منتج واحد. انقله إلى فئة أخرى أو احذفه أولًا.',
    });
    expect(categoryHasProducts(2, true)).toEqual({
      en: 'This subcategory has 2 products. Move or delete them first.',
      ar: 'تحتوي هذه الفئة الفرعية على منتجين. انقلهما إلى فئة أخرى أو احذفهما أولًا.',
    });
    expect(categoryHasProducts(7).ar).toBe(
      'تحتوي هذه الفئة على 7 منتجات. انقلها إلى فئة أخرى أو احذفها أولًا.',
    );
    expect(categoryHasProducts(11).ar).toBe(
      'تحتوي هذه الفئة على 11 منتجًا. انقلها إلى فئة أخرى أو احذفها أولًا.',
    );
    expect(categoryHasProducts(100).ar).toBe(
      'تحتوي هذه الفئة على 100 منتج. انقلها إلى فئة أخرى أو احذفها أولًا.',
    );
  });

  it('count subcategories in both languages', () => {
    expect(categoryHasSubcategories(1)).toEqual({
      en: 'This category has 1 subcategory. Move or delete it first.',
      ar: 'تحتوي هذه الفئة على فئة فرعية واحدة. انقلها إلى فئة أخرى أو احذفها أولًا.',
    });
    expect(categoryHasSubcategories(2).ar).toBe(
      'تحتوي هذه الفئة على فئتين فرعيتين. انقلهما إلى فئة أخرى أو احذفهما أولًا.',
    );
    expect(categoryHasSubcategories(3).en).toBe(
      'This category has 3 subcategories. Move or delete them first.',
    );
  });
});
