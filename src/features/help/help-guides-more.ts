import { b, type Guide } from './help-content';

/** The live board, settings, bays and the team (split from help-guides.ts to keep files short). */
export const MORE_GUIDES: Guide[] = [
  {
    slug: 'live-board',
    category: 'orders',
    title: b('Running the Live Board', 'تشغيل «لوحة الطلبات المباشرة»'),
    description: b(
      'Serve cars quickly: plates first, elapsed time and one tap to the next status.',
      'خدمة السيارات بسرعة: رقم اللوحة أولًا، والوقت المنقضي، ولمسة واحدة للحالة التالية.',
    ),
    sections: [
      {
        heading: b('How the board works', 'كيف تعمل لوحة الطلبات'),
        paragraphs: [
          b(
            'Open orders are cards in columns: Received, Being Prepared, Ready and Completed (the last 10 minutes). The car plate is written large, with how long the customer has been waiting. New orders arrive by themselves with a chime, on every back-office page; a new order stays highlighted and chimes again every 30 seconds until someone taps its card.',
            'الطلبات المفتوحة بطاقات في أعمدة: تم الاستلام، وقيد التحضير، وجاهز، ومكتمل (آخر 10 دقائق). يظهر رقم اللوحة بخط كبير مع مدة انتظار العميل. تصل الطلبات الجديدة تلقائيًا مع تنبيه صوتي في كل صفحات لوحة الإدارة، ويبقى الطلب الجديد مميزًا ويتكرر تنبيهه كل 30 ثانية حتى يلمس أحد الموظفين بطاقته.',
          ),
          b(
            'Turn the sound on once on each device: the choice is kept. Browsers start sound only after a tap, so after reopening the page a tap anywhere brings it back.',
            'فعّل الصوت مرة واحدة على كل جهاز وسيبقى مفعّلًا. لا تسمح المتصفحات بالصوت إلا بعد لمسة، لذا تكفي لمسة في أي مكان من الصفحة بعد إعادة فتحها.',
          ),
        ],
      },
      {
        heading: b('From the blender to the car', 'من الخلاط إلى السيارة'),
        steps: [
          b('Tap Start Preparing on the card.', 'المس «بدء التحضير» على البطاقة.'),
          b(
            "When the drinks are ready, tap Mark Ready: the customer's page says the order is ready, and they get an e-mail if they asked for one.",
            'عندما تجهز المشروبات المس «إنهاء التحضير»: تُظهر صفحة العميل أن طلبه جاهز، وتصله رسالة بالبريد إن طلبها.',
          ),
          b(
            'When the customer taps "I\'m here" on their phone, the card moves to the top with the plate and their note.',
            'عندما يضغط العميل «وصلت» في هاتفه تنتقل بطاقته إلى الأعلى مع رقم اللوحة وملاحظته.',
          ),
          b(
            'Take the payment and tap Mark Paid, then hand over the order and tap Hand Over.',
            'استلم المبلغ والمس «تسجيل الدفع»، ثم سلّم الطلب والمس «تسليم الطلب».',
          ),
        ],
      },
      {
        heading: b('Kitchen mode and the printer', 'وضع المطبخ والطابعة'),
        paragraphs: [
          b(
            'Kitchen mode shows the board full screen in large type for a tablet in the kitchen; the screen stays awake, and after a lost connection it catches up by itself.',
            'يعرض وضع المطبخ اللوحة بملء الشاشة وبخط كبير لجهاز لوحي في المطبخ؛ تبقى الشاشة مضاءة، وتستعيد الطلبات تلقائيًا بعد انقطاع الاتصال.',
          ),
          b(
            'With a network printer set up in Settings, a ticket prints for every new order. If the printer is off, tickets wait and print once it is back; the board says how many are waiting.',
            'عند إعداد طابعة شبكية في الإعدادات تُطبع تذكرة لكل طلب جديد. وإذا كانت الطابعة مطفأة تنتظر التذاكر وتُطبع حين تعود، وتعرض اللوحة عدد التذاكر المنتظرة.',
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
            'تحدد ساعات العمل متى تقبل صفحة إتمام الطلب الطلبات؛ وخارجها يرى العملاء موعد الفتح التالي. وتُطبع نسبة الضريبة ورقم التسجيل الضريبي على الإيصالات.',
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
    slug: 'bays',
    category: 'settings',
    title: b('Bays and their QR codes', 'المواقف ورموز ‎QR‎'),
    description: b(
      'A QR sticker on each bay: a customer who ordered ahead tells you which bay they are in with one scan.',
      'ملصق برمز ‎QR‎ على كل موقف: يخبرك العميل الذي طلب مسبقًا بموقفه بمسحة واحدة.',
    ),
    sections: [
      {
        heading: b('Setting up the bays', 'إعداد المواقف'),
        steps: [
          b(
            'In Settings, under Bays, type the name painted on the ground (a number or a short code, such as 4 or B2) and tap Add Bay. The name shows the same in both languages.',
            'في الإعدادات، ضمن «المواقف»، اكتب الاسم المرسوم على الأرض (رقمًا أو رمزًا قصيرًا مثل 4 أو ‎B2‎) ثم المس «إضافة موقف». يظهر الاسم كما هو في اللغتين.',
          ),
          b(
            'Tap Print QR Codes: an A4 sheet with one sticker per bay opens. Tap Print, and stick each sticker where the driver can scan it from the car.',
            'المس «طباعة رموز ‎QR‎» لتفتح صفحة بحجم ‎A4‎ فيها ملصق لكل موقف، ثم المس «طباعة» وألصق كل ملصق حيث يستطيع السائق مسحه من سيارته.',
          ),
          b(
            'To rename a bay, tap the pencil beside it: its QR code stays the same, so there is nothing to print again.',
            'لتغيير اسم موقف المس أيقونة القلم بجانبه؛ يبقى رمز ‎QR‎ كما هو، فلا حاجة إلى طباعته من جديد.',
          ),
          b(
            'To remove a bay, tap the bin beside it and confirm with Remove Bay: its code stops working at once, and orders already at that bay keep its name.',
            'لحذف موقف المس أيقونة الحذف بجانبه ثم «حذف الموقف»: يتوقف رمزه فورًا، وتحتفظ الطلبات المسجّلة فيه باسمه.',
          ),
        ],
      },
      {
        heading: b('What the customer sees after scanning', 'ماذا يرى العميل بعد المسح'),
        paragraphs: [
          b(
            "On the phone that placed the order, while it is open: one button, I'm Here at Bay 4. One tap marks the order at that bay.",
            'على الهاتف الذي أُرسل منه الطلب، ما دام الطلب مفتوحًا، يظهر زر واحد يقول «وصلت» ومعه اسم الموقف، ولمسة واحدة تسجّل الطلب في هذا الموقف.',
          ),
          b(
            "On another phone, the customer enters the car plate: today's open orders of that plate show by number and time only, and they choose theirs.",
            'على هاتف آخر يُدخل العميل رقم اللوحة، فتظهر طلبات اليوم المفتوحة لهذه اللوحة برقمها ووقتها فقط، ويختار طلبه.',
          ),
          b(
            'With no open order, Order Now opens the menu, and the next order is placed as already at that bay (the phone keeps the bay for two hours).',
            'إن لم يكن لديه طلب مفتوح، يفتح «اطلب الآن» المنيو، ويُرسل طلبه التالي مسجّلًا في ذلك الموقف (يحتفظ الهاتف بالموقف ساعتين).',
          ),
          b(
            "A removed bay's code shows This Code Does Not Work, with a link to the menu; nothing is marked.",
            'أما رمز الموقف المحذوف فتظهر معه رسالة «هذا الرمز لا يعمل» مع رابط إلى المنيو، ولا يُسجَّل شيء.',
          ),
        ],
      },
      {
        heading: b('The bay on the board', 'الموقف على لوحة الطلبات'),
        paragraphs: [
          b(
            "The bay shows in a large badge (Bay 4) on the order's card under Waiting at the Car and in Kitchen Mode; the arrival alert and the order's history name it too. An order placed at a bay prints the bay large on its kitchen ticket, and the orders' CSV has a Bay column.",
            'يظهر الموقف في شارة كبيرة (الموقف 4) على بطاقة الطلب ضمن «بانتظار الطلب في السيارة» وفي «وضع المطبخ»، ويذكره تنبيه الوصول وسجل الطلب أيضًا. وتُطبع تذكرة المطبخ لطلب أُرسل من موقف واسم الموقف عليها بخط كبير، ويتضمن ملف ‎CSV‎ للطلبات عمود «الموقف».',
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
      'What each role can do, approving new sign-ups, and keeping up with notifications and the inbox.',
      'صلاحيات كل دور، والموافقة على التسجيلات الجديدة، ومتابعة الإشعارات وصندوق الرسائل.',
    ),
    sections: [
      {
        heading: b('Roles', 'الأدوار'),
        paragraphs: [
          b(
            'Staff run the board and orders and can mark items sold out. Managers also edit the menu, see customers, the dashboard, reviews and the inbox. Administrators manage employees, staff accounts and settings. The owner also manages the Payment Gateway.',
            'الموظف يدير «لوحة الطلبات المباشرة» والطلبات ويمكنه تعليم الأصناف بعلامة «نفدت الكمية». والمدير يعدّل المنيو أيضًا ويطّلع على العملاء ولوحة التحكم والتقييمات وصندوق الرسائل. والمسؤول يدير الموظفين وحسابات الموظفين والإعدادات. أما المالك فيدير «بوابات الدفع» أيضًا.',
          ),
        ],
      },
      {
        heading: b('Notifications', 'الإشعارات'),
        paragraphs: [
          b(
            'The Notifications icon counts what you have not read yet; each of you has your own read state. Choose a notification to open what it is about, or Mark All as Read. View All Notifications lists the last 90 days.',
            'تعرض أيقونة الإشعارات عدد ما لم تقرأه بعد، ولكل عضو حالة قراءة خاصة به. اختر الإشعار لفتح ما يتعلق به، أو اختر «تعليم الكل كمقروء». وتعرض صفحة كل الإشعارات آخر 90 يومًا.',
          ),
        ],
      },
    ],
  },
];
