import { b, type Guide } from './help-content';

/** The live board, settings and the team (split from help-guides.ts to keep files short). */
export const MORE_GUIDES: Guide[] = [
  {
    slug: 'live-board',
    category: 'orders',
    title: b('Running the live board', 'تشغيل اللوحة المباشرة'),
    description: b(
      'Serve cars quickly: plates first, elapsed time and one tap to the next status.',
      'خدمة السيارات بسرعة: رقم اللوحة أولًا، والوقت المنقضي، وضغطة واحدة للحالة التالية.',
    ),
    sections: [
      {
        heading: b('How the board works', 'كيف تعمل اللوحة'),
        paragraphs: [
          b(
            'Open orders are cards in three columns: Received, Being prepared and Completed (the last 10 minutes). The car plate is written large, with how long the customer has been waiting. New orders arrive by themselves with a chime; tap Enable sound once on a new device.',
            'الطلبات المفتوحة بطاقات في ثلاثة أعمدة: تم الاستلام، وقيد التحضير، ومكتمل (آخر 10 دقائق). يظهر رقم اللوحة بخط كبير مع مدة انتظار العميل. تصل الطلبات الجديدة تلقائيًا مع تنبيه صوتي؛ اضغط «تفعيل الصوت» مرة واحدة على أي جهاز جديد.',
          ),
        ],
      },
      {
        heading: b('At the car', 'عند السيارة'),
        steps: [
          b('Tap Start preparing on the card.', 'اضغط «بدء التحضير» على البطاقة.'),
          b(
            'When the customer taps "I\'m here" on their phone, the card is highlighted.',
            'عندما يضغط العميل «وصلت» في هاتفه تُبرز بطاقته.',
          ),
          b(
            'Take the payment and tap Mark paid, then hand over the order and tap Hand over.',
            'استلم المبلغ واضغط «تسجيل الدفع»، ثم سلّم الطلب واضغط «تسليم الطلب».',
          ),
        ],
      },
    ],
  },
  {
    slug: 'settings',
    category: 'settings',
    title: b('Store settings that customers see', 'إعدادات المحل التي يراها العملاء'),
    description: b(
      'Contact details, opening hours, VAT, checkout rules and maintenance mode.',
      'بيانات التواصل وساعات العمل والضريبة وقواعد إتمام الطلب ووضع الصيانة.',
    ),
    sections: [
      {
        heading: b('What each setting changes', 'ماذا يغيّر كل إعداد'),
        paragraphs: [
          b(
            'Store phone, e-mail and address appear in the website footer and on the contact page. The support e-mail also receives the tickets sent from this help centre.',
            'يظهر هاتف المحل وبريده وعنوانه في تذييل الموقع وصفحة التواصل. ويستقبل بريد الدعم أيضًا التذاكر المرسلة من مركز المساعدة هذا.',
          ),
          b(
            'Opening hours decide when checkout accepts orders; outside them customers see the next opening time. The VAT rate and TRN are printed on receipts.',
            'تحدد ساعات العمل متى تقبل صفحة إتمام الطلب الطلبات؛ وخارجها يرى العملاء موعد الفتح التالي. وتُطبع نسبة الضريبة والرقم الضريبي على الإيصالات.',
          ),
          b(
            'Turning guest checkout off asks customers to sign in before ordering. Maintenance mode shows customers a page with your message while staff can still work.',
            'إيقاف الطلب كضيف يطلب من العملاء تسجيل الدخول قبل الطلب. ووضع الصيانة يعرض للعملاء صفحة برسالتك بينما يواصل الموظفون العمل.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'team',
    category: 'team',
    title: b('Staff accounts, roles and notifications', 'حسابات الموظفين والأدوار والإشعارات'),
    description: b(
      'Who can do what, approving sign-ups, and keeping up with the bell and the inbox.',
      'من يستطيع ماذا، والموافقة على طلبات التسجيل، ومتابعة الجرس وصندوق الرسائل.',
    ),
    sections: [
      {
        heading: b('Roles', 'الأدوار'),
        paragraphs: [
          b(
            'Staff run the board and orders and can mark items sold out. Managers also edit the menu, see customers, the dashboard, reviews and the inbox. Administrators manage employees, staff accounts and settings. The owner also manages payments.',
            'الموظف يدير اللوحة والطلبات ويمكنه تعليم الأصناف بعلامة «نفدت الكمية». والمدير يعدّل المنيو أيضًا ويطّلع على العملاء ولوحة التحكم والتقييمات وصندوق الرسائل. والمسؤول يدير الموظفين وحسابات الفريق والإعدادات. أما المالك فيدير الدفع كذلك.',
          ),
        ],
      },
      {
        heading: b('Notifications', 'الإشعارات'),
        paragraphs: [
          b(
            'The bell counts what you have not read yet; each of you has your own read state. Choose a notification to open what it is about, or Mark all as read. View all notifications lists the last 90 days.',
            'يعرض الجرس عدد ما لم تقرأه بعد، ولكل عضو حالة قراءة خاصة به. اختر الإشعار لفتح ما يتعلق به، أو اختر «تعليم الكل كمقروء». وتعرض صفحة كل الإشعارات آخر 90 يومًا.',
          ),
        ],
      },
    ],
  },
];
