export interface ReviewSeed {
  /** Seed product slug the review is about, if any. */
  product: string | null;
  authorNameEn: string;
  authorNameAr: string;
  /** 4–5 in halves, as PostgreSQL numeric text. */
  rating: string;
  commentEn: string;
  commentAr: string;
  /** How long before the seed run the review was written. */
  daysAgo: number;
}

/** The sample reviews of the home page: approved and featured. */
export const REVIEWS: readonly ReviewSeed[] = [
  {
    product: 'avocado-honey-nuts',
    authorNameEn: 'Fatima Al Nuaimi',
    authorNameAr: 'فاطمة النعيمي',
    rating: '5.0',
    commentEn: 'The avocado with honey and nuts is the best in Al Ain. Thick, fresh and never too sweet.',
    commentAr: 'أفوكادو بالعسل والمكسرات هو الأفضل في العين، كثيف وطازج وحلاوته معتدلة.',
    daysAgo: 3,
  },
  {
    product: 'mango',
    authorNameEn: 'Ahmed Al Dhaheri',
    authorNameAr: 'أحمد الظاهري',
    rating: '4.5',
    commentEn:
      'I order from the car every evening. The staff find us straight away and the mango juice is always perfect.',
    commentAr: 'أطلب من السيارة كل مساء، والموظفون يصلون إلينا فورًا، وعصير المانجو دائمًا ممتاز.',
    daysAgo: 9,
  },
  {
    product: 'fruit-salad-cream',
    authorNameEn: 'Sarah Thomas',
    authorNameAr: 'سارة توماس',
    rating: '5.0',
    commentEn:
      'The fruit salad with cream is generous and beautifully fresh. My kids ask for it every weekend.',
    commentAr: 'سلطة الفواكه بالقشطة سخية وطازجة جدًا، وأطفالي يطلبونها في كل عطلة نهاية أسبوع.',
    daysAgo: 16,
  },
  {
    product: 'saffron-pistachio-milkshake',
    authorNameEn: 'Mohammed Al Ketbi',
    authorNameAr: 'محمد الكتبي',
    rating: '4.5',
    commentEn:
      'Tried the saffron pistachio milkshake on a friend’s advice. Rich, fragrant and worth every dirham.',
    commentAr: 'جرّبت ميلك شيك الزعفران والفستق بنصيحة صديق، غني بالنكهة ويستحق كل درهم.',
    daysAgo: 24,
  },
  {
    product: null,
    authorNameEn: 'Priya Nair',
    authorNameAr: 'بريا ناير',
    rating: '5.0',
    commentEn:
      'Ordering on my phone takes a minute and my juice is at the car before I know it. Lovely service.',
    commentAr: 'الطلب من الهاتف يستغرق دقيقة، ويصل العصير إلى سيارتي قبل أن أنتبه. خدمة رائعة.',
    daysAgo: 33,
  },
  {
    product: 'lotus-sundae',
    authorNameEn: 'Khalid Al Ameri',
    authorNameAr: 'خالد العامري',
    rating: '4.0',
    commentEn: 'The Lotus sundae is a treat after a long day. Busy on weekends, but the wait is short.',
    commentAr: 'صنداي اللوتس متعة بعد يوم طويل. المكان مزدحم في العطلات لكن الانتظار قصير.',
    daysAgo: 41,
  },
];
