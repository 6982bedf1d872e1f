import { b, type Guide } from './help-content';
import { MORE_GUIDES } from './help-guides-more';

/** Step-by-step guides, each on its own page (/admin/help/<slug>). */
export const GUIDES: Guide[] = [
  {
    slug: 'getting-started',
    category: 'getting-started',
    title: b('Getting started with the back office', 'أول خطوات في لوحة الإدارة'),
    description: b(
      'Sign in, find your way around and set up the shop in the first hour.',
      'سجّل الدخول وتعرّف على الأقسام وجهّز المحل في الساعة الأولى.',
    ),
    sections: [
      {
        heading: b('Your first hour', 'ساعتك الأولى'),
        steps: [
          b(
            'Sign in at /admin/login with the e-mail and password of your staff account.',
            'سجّل الدخول من ‎/admin/login‎ ببريد حسابك وكلمة مروره.',
          ),
          b(
            "Check the shop's phone, e-mail, address and opening hours in Settings.",
            'راجع هاتف المحل وبريده وعنوانه وساعات العمل في الإعدادات.',
          ),
          b(
            'Review the menu in Products and mark anything unavailable as sold out.',
            'راجع المنيو في صفحة المنتجات وعلّم غير المتاح بعلامة «نفدت الكمية».',
          ),
          b(
            'Open the Live Board on the tablet at the service window: new orders appear there with a sound.',
            'افتح «لوحة الطلبات المباشرة» على الجهاز اللوحي عند نافذة الخدمة: تظهر الطلبات الجديدة عليها مع تنبيه صوتي.',
          ),
        ],
      },
      {
        heading: b('Finding your way', 'التنقل بين الأقسام'),
        paragraphs: [
          b(
            'The sidebar lists the sections your role can use; on a phone, open it with the menu button. The Notifications icon at the top shows new orders, reviews, messages, staff sign-ups and sold-out items as they happen.',
            'تعرض القائمة الجانبية الأقسام المتاحة لدورك؛ وعلى الهاتف افتحها بزر القائمة. وتعرض أيقونة الإشعارات في الأعلى الطلبات والتقييمات والرسائل والتسجيلات الجديدة للموظفين والأصناف التي نفدت كميتها لحظة حدوثها.',
          ),
          b(
            'The language button switches between Arabic and English at any time; your choice is remembered on this device.',
            'يبدّل زر اللغة بين العربية والإنجليزية في أي وقت، ويُحفظ اختيارك على هذا الجهاز.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'products',
    category: 'products',
    title: b('Managing products and the menu', 'إدارة المنتجات والمنيو'),
    description: b(
      'Add products with sizes and photos, organise categories and handle sold-out items.',
      'أضف المنتجات بأحجامها وصورها، ونظّم الفئات، وتعامل مع الأصناف التي نفدت كميتها.',
    ),
    sections: [
      {
        heading: b('Add a product', 'إضافة منتج'),
        steps: [
          b('Open Products and choose Add Product.', 'افتح المنتجات واختر «إضافة منتج».'),
          b(
            'Write the name and description in English and Arabic.',
            'اكتب الاسم والوصف بالعربية والإنجليزية.',
          ),
          b('Choose the category and, if any, the subcategory.', 'اختر الفئة والفئة الفرعية إن وُجدت.'),
          b(
            'Add its sizes, each named in English and Arabic as customers see it (Small, Large, or “1 L bottle”), with its price in AED, VAT included, and put them in the order the menu shows. A product with one size shows just its price.',
            'أضف أحجامه، وسمِّ كلًّا منها بالعربية والإنجليزية كما يراه العملاء (صغير، كبير، أو «عبوة لتر»)، مع سعره بالدرهم شاملًا الضريبة، ورتّبها كما تظهر في المنيو. المنتج ذو الحجم الواحد يظهر بسعره فقط.',
          ),
          b(
            'Upload a square main image (800×800 works best) and, if you like, a gallery.',
            'ارفع صورة رئيسية مربعة (الأفضل 800×800) ومعرض صور إن أردت.',
          ),
          b('Set the status to Active and save.', 'اجعل الحالة «نشط» ثم احفظ.'),
        ],
      },
      {
        heading: b('Sold out for today', 'نفدت الكمية اليوم'),
        paragraphs: [
          b(
            'Anyone on the team can mark a product, or one of its sizes, sold out. It stays on the menu marked as sold out, and checkout refuses it until you switch it back.',
            'يمكن لأي عضو في الفريق تعليم منتج أو أحد أحجامه بعلامة «نفدت الكمية». يبقى ظاهرًا في المنيو مع هذه العلامة، ولا يقبله إتمام الطلب حتى تعيده متاحًا.',
          ),
        ],
      },
      {
        heading: b('Categories', 'الفئات'),
        paragraphs: [
          b(
            'Categories and subcategories order the menu (by their sort order). A category that still holds products cannot be deleted: move or delete its products first.',
            'ترتّب الفئات والفئات الفرعية المنيو حسب رقم الترتيب. لا يمكن حذف فئة ما زالت تحتوي منتجات: انقل منتجاتها أو احذفها أولًا.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'orders',
    category: 'orders',
    title: b('Handling orders', 'التعامل مع الطلبات'),
    description: b(
      'Search, filter and update orders, assign the sales employee and print receipts.',
      'ابحث في الطلبات وصفّها وحدّثها، وعيّن موظف المبيعات، واطبع الإيصالات.',
    ),
    sections: [
      {
        heading: b('The orders list', 'قائمة الطلبات'),
        paragraphs: [
          b(
            'Orders shows every order with its number, customer, sales employee, amount, status and date. Search by customer name, car plate or order number; filter by status or employee; sort by date or amount. The list updates by itself when orders arrive.',
            'تعرض صفحة الطلبات كل طلب برقمه وعميله وموظف المبيعات والمبلغ والحالة والتاريخ. ابحث باسم العميل أو رقم اللوحة أو رقم الطلب، وصفِّ حسب الحالة أو الموظف، ورتّب حسب التاريخ أو المبلغ. تتحدث القائمة تلقائيًا عند وصول الطلبات.',
          ),
        ],
      },
      {
        heading: b('Update an order', 'تحديث طلب'),
        steps: [
          b('Choose Edit on the order.', 'اختر «تعديل» على الطلب.'),
          b(
            'Set the status, the sales employee (active employees only) and the payment status.',
            'حدّد الحالة وموظف المبيعات (الموظفون النشطون فقط) وحالة الدفع.',
          ),
          b(
            "Save: the change is recorded in the order's history and the customer sees it live.",
            'احفظ: يُسجَّل التغيير في سجل الطلب ويراه العميل مباشرة.',
          ),
        ],
      },
      {
        heading: b('Receipts', 'الإيصالات'),
        paragraphs: [
          b(
            "Open an order and choose Print Receipt for a tax invoice with the VAT amount and the shop's TRN. Customers also receive their receipt by e-mail when they order.",
            'افتح الطلب واختر «طباعة الإيصال» للحصول على فاتورة ضريبية تتضمن مبلغ الضريبة ورقم التسجيل الضريبي للمحل. ويصل العميلَ إيصاله بالبريد الإلكتروني عند الطلب.',
          ),
        ],
      },
    ],
  },
  ...MORE_GUIDES,
];
