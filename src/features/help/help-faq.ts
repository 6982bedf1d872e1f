import { b, type FaqEntry } from './help-content';

/** Questions the shop's team asks most, with short answers. */
export const FAQ: FaqEntry[] = [
  {
    id: 'add-product',
    category: 'products',
    question: b('How do I add a new product to the menu?', 'كيف أضيف منتجًا جديدًا إلى المنيو؟'),
    answer: b(
      'Open Products and choose Add Product. Enter the English and Arabic names, pick a category, add at least one size with its price (VAT included) and a main image, then save. Set the status to Active when it should appear on the menu; Draft keeps it hidden.',
      'افتح صفحة المنتجات واختر «إضافة منتج». أدخل الاسم بالعربية والإنجليزية، واختر الفئة، وأضف حجمًا واحدًا على الأقل مع سعره (شاملًا الضريبة) وصورة رئيسية، ثم احفظ. اجعل الحالة «نشط» ليظهر في المنيو؛ أما «مسودة» فتبقيه مخفيًا.',
    ),
  },
  {
    id: 'sold-out',
    category: 'products',
    question: b(
      'A juice ran out. How do I stop customers ordering it?',
      'نفدت كمية أحد العصائر. كيف أمنع العملاء من طلبه؟',
    ),
    answer: b(
      'Mark it sold out from Products: the whole product or a single size (for example only Large). Customers see it as sold out at once and checkout refuses it. Everyone on the team gets a notification. Switch it back when it is available again.',
      'علّمه بعلامة «نفدت الكمية» من صفحة المنتجات: المنتج كله أو حجم واحد فقط (مثل الكبير). يرى العملاء العلامة فورًا ولا يقبله إتمام الطلب، ويصل إشعار لكل أعضاء الفريق. أعده متاحًا عندما يتوفر من جديد.',
    ),
  },
  {
    id: 'delete-product',
    category: 'products',
    question: b('Why was my product archived instead of deleted?', 'لماذا تمت أرشفة المنتج بدلًا من حذفه؟'),
    answer: b(
      'A product that past orders refer to is archived, so receipts and reports keep their history. An archived product no longer appears on the menu.',
      'المنتج الذي تشير إليه طلبات سابقة يُؤرشف حتى تحتفظ الإيصالات والتقارير بسجلها. المنتج المؤرشف لا يظهر في المنيو.',
    ),
  },
  {
    id: 'order-status',
    category: 'orders',
    question: b('How do I move an order along?', 'كيف أنقل الطلب إلى المرحلة التالية؟'),
    answer: b(
      'On the Live Board, each tap moves an order one step: Received, then Being Prepared, then Ready, then Completed. From Orders you change its status, assign the sales employee and record the payment; cancelling is done with Cancel Order and a reason, and moving a completed order back is for managers only. Every change is recorded with who made it, and the customer sees it live on their tracking page.',
      'في «لوحة الطلبات المباشرة» تنقل كل لمسة الطلب خطوة واحدة: «تم الاستلام» ثم «قيد التحضير» ثم «جاهز» ثم «مكتمل». ومن صفحة الطلبات تغيّر الحالة وتعيّن موظف المبيعات وتسجّل الدفع؛ أما الإلغاء فمن «إلغاء الطلب» مع ذكر السبب، وإعادة طلب مكتمل إلى حالة سابقة للمدير فقط. يُسجَّل كل تغيير مع اسم من قام به، ويراه العميل مباشرة في صفحة تتبع الطلب.',
    ),
  },
  {
    id: 'find-order',
    category: 'orders',
    question: b(
      'A customer is at the window. How do I find their order?',
      'العميل عند النافذة. كيف أجد طلبه؟',
    ),
    answer: b(
      'Search Orders by the order number they read out (for example 1042), their name or their car plate. The Live Board shows the plate first on every card, and a car that tapped "I\'m here" is highlighted.',
      'ابحث في الطلبات برقم الطلب الذي يذكره العميل (مثل 1042) أو باسمه أو برقم لوحته. وتعرض «لوحة الطلبات المباشرة» رقم اللوحة أولًا على كل بطاقة، وتُبرز السيارة التي ضغط صاحبها «وصلت».',
    ),
  },
  {
    id: 'cancel-order',
    category: 'orders',
    question: b('What happens when I cancel an order?', 'ماذا يحدث عند إلغاء الطلب؟'),
    answer: b(
      "It stays in the list with the status Cancelled and no longer counts in sales, the dashboard or the customer's total spent. Only owners and administrators can delete an order outright.",
      'يبقى الطلب في القائمة بحالة «ملغى» ولا يُحتسب في المبيعات ولا في لوحة التحكم ولا في إجمالي مشتريات العميل. الحذف النهائي للطلب متاح للمالك والمسؤولين فقط.',
    ),
  },
  {
    id: 'payment-status',
    category: 'payments',
    question: b('When is an order marked as paid?', 'متى يُسجَّل الطلب كمدفوع؟'),
    answer: b(
      "Orders start as Unpaid. Customers pay at the car, so the team member who takes the payment marks the order Paid from the board or the order's edit dialog.",
      'تبدأ الطلبات بحالة «غير مدفوع». يدفع العملاء عند السيارة، لذا يسجّل الموظف الذي استلم المبلغ الطلب كمدفوع من اللوحة أو من نافذة تعديل الطلب.',
    ),
  },
  {
    id: 'payment-methods',
    category: 'payments',
    question: b(
      'How do I choose which payment methods customers see?',
      'كيف أختار طرق الدفع التي تظهر للعملاء؟',
    ),
    answer: b(
      'The owner turns each method on or off in Payment Gateway. Checkout offers only the methods that are on. Card, Apple Pay and Google Pay are paid at the car on the shop’s card terminal: no online keys are needed.',
      'يفعّل المالك كل طريقة دفع أو يوقفها من صفحة بوابات الدفع، ولا تعرض صفحة إتمام الطلب إلا الطرق المفعّلة. يُدفع بالبطاقة أو Apple Pay أو Google Pay عند السيارة عبر جهاز الدفع في المحل، فلا حاجة إلى أي مفاتيح للدفع الإلكتروني.',
    ),
  },
  {
    id: 'vat',
    category: 'payments',
    question: b('Are prices shown with VAT?', 'هل تشمل الأسعار ضريبة القيمة المضافة؟'),
    answer: b(
      "Yes. Prices include 5% VAT, and every receipt shows the VAT amount and the shop's tax registration number (TRN) from Settings.",
      'نعم. الأسعار شاملة ضريبة القيمة المضافة 5٪، ويعرض كل إيصال مبلغ الضريبة ورقم التسجيل الضريبي للمحل من الإعدادات.',
    ),
  },
  {
    id: 'store-details',
    category: 'settings',
    question: b('How do I change the phone number customers see?', 'كيف أغيّر رقم الهاتف الذي يراه العملاء؟'),
    answer: b(
      'In Settings, Store tab, change the phone, email or address and choose Save Changes. The website footer and contact page update at once.',
      'من الإعدادات، تبويب «المحل»، غيّر الهاتف أو البريد الإلكتروني أو العنوان ثم اختر «حفظ التغييرات». يتحدث تذييل الموقع وصفحة التواصل فورًا.',
    ),
  },
  {
    id: 'new-staff',
    category: 'team',
    question: b(
      'A new colleague signed up. How do they get access?',
      'سجّل زميل جديد. كيف يحصل على صلاحية الدخول؟',
    ),
    answer: b(
      'Sign-ups from /admin/signup wait for approval. An owner or administrator approves them under Employees and picks their role: Staff (board and orders), Manager (adds menu, customers, reviews and the inbox) or Administrator.',
      'التسجيلات الجديدة من ‎/admin/signup‎ تبقى بانتظار المراجعة. يوافق عليها المالك أو المسؤول من صفحة الموظفين ويختار الدور: موظف (اللوحة والطلبات)، أو مدير (ويضاف إليه المنيو والعملاء والتقييمات وصندوق الرسائل)، أو مسؤول.',
    ),
  },
  {
    id: 'two-factor',
    category: 'team',
    question: b(
      'How do I protect my account with two-factor authentication?',
      'كيف أحمي حسابي بالتحقق بخطوتين؟',
    ),
    answer: b(
      'Open Account, turn on two-factor authentication and scan the QR code with an authenticator app. From then on, signing in asks for the 6-digit code from the app.',
      'افتح صفحة الحساب، وفعّل التحقق بخطوتين، وامسح رمز QR بتطبيق المصادقة. بعد ذلك يطلب تسجيل الدخول الرمز المكوّن من 6 أرقام من التطبيق.',
    ),
  },
  {
    id: 'contact-messages',
    category: 'getting-started',
    question: b(
      "Where do messages from the website's contact page go?",
      'أين تصل رسائل صفحة التواصل في الموقع؟',
    ),
    answer: b(
      'To the Inbox (managers and above). Unread messages are counted in the sidebar and announced by the Notifications icon. Opening a message marks it read; you can mark it unread again or delete it.',
      'تصل إلى صندوق الرسائل (للمديرين فما فوق). يظهر عدد الرسائل غير المقروءة في القائمة الجانبية وتُنبّه إليها أيقونة الإشعارات. فتح الرسالة يعلّمها كمقروءة، ويمكنك إعادتها غير مقروءة أو حذفها.',
    ),
  },
];
