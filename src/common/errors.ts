import { NETWORK_ERROR } from './network-error';

/**
 * Error codes the API can answer with, and their texts in both languages.
 * The server sends both texts; the client shows the one for the current language.
 */
export const ERROR_MESSAGES = {
  validation_failed: {
    en: 'Some fields need your attention.',
    ar: 'بعض الحقول تحتاج إلى مراجعة.',
  },
  not_found: { en: 'Not found.', ar: 'غير موجود.' },
  rate_limited: {
    en: 'Too many requests. Please wait a moment and try again.',
    ar: 'محاولات كثيرة خلال وقت قصير. يُرجى الانتظار قليلًا ثم المحاولة مجددًا.',
  },
  bad_request: { en: 'The request could not be read.', ar: 'تعذّرت قراءة البيانات المُرسلة.' },
  unauthorized: { en: 'Please sign in first.', ar: 'يُرجى تسجيل الدخول أولًا.' },
  forbidden: {
    en: 'You do not have access to this.',
    ar: 'ليست لديك صلاحية الوصول إلى هذا.',
  },
  internal: {
    en: 'Something went wrong on our side. Please try again.',
    ar: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',
  },
  network: NETWORK_ERROR,
  staff_pending: {
    en: 'Your staff account is waiting for approval by the shop owner or an administrator.',
    ar: 'حسابك بانتظار المراجعة من مالك المحل أو أحد المسؤولين.',
  },
  account_disabled: {
    en: 'This account has been disabled. Please contact the shop owner.',
    ar: 'تم تعطيل هذا الحساب. يُرجى التواصل مع مالك المحل.',
  },
  foreign_origin: {
    en: 'This request came from another website and was refused.',
    ar: 'رُفض هذا الإجراء لأنه صادر من موقع آخر.',
  },
  product_not_found: { en: 'Product not found.', ar: 'المنتج غير موجود.' },
  review_not_found: { en: 'Review not found.', ar: 'التقييم غير موجود.' },
  review_exists: {
    en: 'You have already reviewed this product. Thank you!',
    ar: 'لقد قيّمت هذا الصنف من قبل. شكرًا لك!',
  },
  review_order_not_completed: {
    en: 'You can review products once your order is completed.',
    ar: 'يمكنك تقييم الأصناف بعد اكتمال طلبك.',
  },
  review_product_not_in_order: {
    en: 'This product is not part of that order.',
    ar: 'هذا الصنف ليس ضمن هذا الطلب.',
  },
  review_not_pending: {
    en: 'This review has already been moderated.',
    ar: 'تمت مراجعة هذا التقييم من قبل.',
  },
  review_not_approved: {
    en: 'Only approved reviews can be featured.',
    ar: 'لا يمكن إبراز إلا التقييمات المعتمدة.',
  },
  invalid_code: { en: 'Invalid code', ar: 'الرمز غير صحيح' },
  two_factor_expired: {
    en: 'This sign-in has expired. Please sign in again with your password.',
    ar: 'انتهت صلاحية محاولة تسجيل الدخول هذه. يُرجى تسجيل الدخول مجددًا بكلمة المرور.',
  },
  two_factor_locked: {
    en: 'Too many wrong codes. Please try again in 15 minutes.',
    ar: 'تم إدخال رموز خاطئة كثيرة. يُرجى المحاولة مجددًا بعد 15 دقيقة.',
  },
  two_factor_already_enabled: {
    en: 'Two-factor authentication is already on.',
    ar: 'التحقق بخطوتين مفعّل بالفعل.',
  },
  two_factor_not_started: {
    en: 'Please start the two-factor set-up again.',
    ar: 'يُرجى بدء إعداد التحقق بخطوتين من جديد.',
  },
  session_not_found: {
    en: 'This device is no longer signed in.',
    ar: 'هذا الجهاز لم يعد مسجّل الدخول.',
  },
  last_owner: {
    en: 'You are the only owner of the shop. Make another staff member an owner before deleting your account.',
    ar: 'أنت المالك الوحيد للمحل. امنح موظفًا آخر صلاحية المالك قبل حذف حسابك.',
  },
  menu_not_found: { en: 'Menu not found.', ar: 'القائمة غير موجودة.' },
  menu_item_not_found: { en: 'Menu item not found.', ar: 'عنصر القائمة غير موجود.' },
  menu_url_unsafe: {
    en: 'Please enter a web address starting with http:// or https://, or a site path starting with /.',
    ar: 'يُرجى إدخال عنوان ويب يبدأ بـ \u200Ehttp://\u200E أو \u200Ehttps://\u200E، أو مسار في الموقع يبدأ بـ \u200E/\u200E.',
  },
  menu_nesting: {
    en: 'Menus have one level of sub-items: choose a top-level item as the parent.',
    ar: 'القوائم تدعم مستوى واحدًا من العناصر الفرعية: اختر عنصرًا رئيسيًا كأصل.',
  },
  menu_full: { en: 'This menu is full. Remove an item first.', ar: 'هذه القائمة ممتلئة. احذف عنصرًا أولًا.' },
  menu_limit: {
    en: 'There are too many menus. Delete one first.',
    ar: 'عدد القوائم كبير جدًا. احذف إحداها أولًا.',
  },
  maintenance: {
    en: 'The shop is closed for maintenance right now. Please try again a little later.',
    ar: 'المحل مغلق للصيانة حاليًا. يُرجى المحاولة بعد قليل.',
  },
  sign_in_required: {
    en: 'Please sign in to place your order. Guest checkout is not available.',
    ar: 'يُرجى تسجيل الدخول لإتمام طلبك. الطلب كضيف غير متاح.',
  },
  terms_required: {
    en: 'Please accept the terms and conditions to place your order.',
    ar: 'يُرجى الموافقة على الشروط والأحكام لإتمام طلبك.',
  },
  payment_method_unavailable: {
    en: 'This payment method is not available right now. Please choose another one.',
    ar: 'طريقة الدفع هذه غير متاحة حاليًا. يُرجى اختيار طريقة أخرى.',
  },
  payment_unavailable: {
    en: 'Online payment is not available right now. Nothing was charged and no order was placed: try again, or choose to pay at the car.',
    ar: 'الدفع الإلكتروني غير متاح حاليًا. لم يُخصم أي مبلغ ولم يُسجَّل الطلب: حاول مرة أخرى، أو اختر الدفع عند السيارة.',
  },
  payment_check_later: {
    en: 'We could not reach the payment service just now. Your order is safe; we will confirm it shortly.',
    ar: 'تعذّر الوصول إلى خدمة الدفع الآن. طلبك محفوظ، وسنؤكده بعد قليل.',
  },
  order_paid_online: {
    en: 'This order is paid online: Stripe settles its payment, it cannot be recorded or changed by hand.',
    ar: 'هذا الطلب مدفوع إلكترونيًا: تتولى Stripe تسوية دفعه، ولا يمكن تسجيله أو تغييره يدويًا.',
  },
  slot_unknown: {
    en: 'That time is not one of our slots. Please choose a time from the list.',
    ar: 'هذا الوقت ليس من مواعيدنا. يُرجى اختيار موعد من القائمة.',
  },
  slot_past: {
    en: 'That time has passed or is too close to prepare for. Please choose a later time.',
    ar: 'هذا الموعد مضى أو أقرب من أن نجهّز الطلب له. يُرجى اختيار موعد لاحق.',
  },
  slot_closed: {
    en: 'We are not taking orders for that time. Please choose another time.',
    ar: 'لا نستقبل طلبات لهذا الموعد. يُرجى اختيار موعد آخر.',
  },
  slot_full: {
    en: 'That time has just filled up. Please choose another time.',
    ar: 'امتلأ هذا الموعد للتو. يُرجى اختيار موعد آخر.',
  },
  slots_off: {
    en: 'Ordering for later is not offered right now. Please order for as soon as possible.',
    ar: 'الطلب لوقت لاحق غير متاح حاليًا. يُرجى الطلب لأقرب وقت.',
  },
  order_scheduled: {
    en: 'This order is for later: start it with Start Now in the Later lane, or let it start at its time.',
    ar: 'هذا الطلب لوقت لاحق: ابدأه بزر «البدء الآن» في عمود «لاحقًا»، أو اتركه يبدأ في موعده.',
  },
  order_not_scheduled: {
    en: 'This order is not waiting for later any more.',
    ar: 'هذا الطلب لم يعد مجدولًا لوقت لاحق.',
  },
  order_awaiting_payment: {
    en: 'This order is waiting for its online payment. It reaches the board once paid, and is cancelled by itself if the payment is not completed within 30 minutes.',
    ar: 'هذا الطلب بانتظار الدفع الإلكتروني. يظهر على اللوحة بعد الدفع، ويُلغى تلقائيًا إن لم يكتمل الدفع خلال 30 دقيقة.',
  },
  online_payment_refused: {
    en: 'Stripe did not accept the request, so nothing was changed. Try again in a moment, or check the payment in Stripe.',
    ar: 'لم تقبل Stripe الطلب، لذلك لم يتغير شيء. حاول مرة أخرى بعد لحظات، أو راجع الدفع في Stripe.',
  },
  invalid_signature: {
    en: 'This request could not be verified.',
    ar: 'تعذّر التحقق من هذا الطلب.',
  },
  payment_last_gateway: {
    en: 'At least one payment method must stay on, or customers cannot check out.',
    ar: 'يجب أن تبقى طريقة دفع واحدة على الأقل مفعّلة، وإلا فلن يتمكن العملاء من إتمام الطلب.',
  },
  employee_not_found: { en: 'Employee not found.', ar: 'الموظف غير موجود.' },
  employee_email_taken: {
    en: 'Another employee already uses this email address.',
    ar: 'هذا البريد الإلكتروني مستخدم لموظف آخر.',
  },
  staff_signup_not_found: {
    en: 'This sign-up is no longer waiting for approval.',
    ar: 'لم يعد هذا التسجيل بانتظار المراجعة.',
  },
  notification_not_found: { en: 'Notification not found.', ar: 'الإشعار غير موجود.' },
  message_not_found: { en: 'Message not found.', ar: 'الرسالة غير موجودة.' },
  order_not_found: { en: 'Order not found.', ar: 'الطلب غير موجود.' },
  shop_position_unset: {
    en: "The shop hasn't set its location yet, so we can't tell how far you are. Tell us how many minutes away you are instead.",
    ar: 'لم يحدد المحل موقعه بعد، فلا يمكننا معرفة بعدك عنه. أخبرنا بدلًا من ذلك كم دقيقة تبعد.',
  },
  // Bays and their QR codes (issue 39, decision 080).
  bay_name_taken: {
    en: 'Another bay already has this name.',
    ar: 'يوجد موقف آخر بهذا الاسم.',
  },
  bay_not_found: { en: 'This bay no longer exists.', ar: 'هذا الموقف لم يعد موجودًا.' },
  bay_unknown: {
    en: 'This code does not belong to any of our bays. Please tell a member of staff you are here.',
    ar: 'هذا الرمز لا يخص أيًّا من مواقفنا. يُرجى إبلاغ أحد الموظفين بوصولك.',
  },
  bay_order_not_found: {
    en: 'No open order of today has that car plate and number.',
    ar: 'لا يوجد طلب مفتوح اليوم بهذا الرقم ورقم اللوحة.',
  },
  order_closed: {
    en: 'This order is already completed or cancelled, so there is nothing to bring to your car.',
    ar: 'هذا الطلب مكتمل أو ملغى، فلا يوجد ما نحضره إلى سيارتك.',
  },
  order_cancelled_unpaid: {
    en: 'This order is cancelled, so it cannot be marked paid.',
    ar: 'هذا الطلب ملغى، فلا يمكن تسجيله مدفوعًا.',
  },
  // Voids, refunds and credit notes (issue 23, decision 046).
  order_cancel_use_cancel: {
    en: 'To cancel an order, use Cancel Order and give a reason.',
    ar: 'لإلغاء الطلب استخدم «إلغاء الطلب» واذكر السبب.',
  },
  order_already_cancelled: {
    en: 'This order is already cancelled; a cancelled order cannot be reopened.',
    ar: 'هذا الطلب ملغى من قبل، ولا يمكن إعادة طلب ملغى إلى حالة سابقة.',
  },
  order_paid_cancel_manager: {
    en: 'This order is paid: only a manager can cancel it (with a refund).',
    ar: 'هذا الطلب مدفوع، ولا يلغيه مع استرداد المبلغ إلا المدير.',
  },
  order_reopen_manager: {
    en: 'Only a manager can move a completed order back, with a reason.',
    ar: 'لا يعيد الطلب المكتمل إلى حالة سابقة إلا المدير، مع ذكر السبب.',
  },
  // Issue 35: the shift's books.
  order_method_manager: {
    en: 'Only a manager can change how an order was paid, with a reason.',
    ar: 'لا يغيّر طريقة دفع الطلب إلا المدير، مع ذكر السبب.',
  },
  order_method_unchanged: {
    en: 'The order is already recorded as paid that way. Nothing changed.',
    ar: 'طريقة الدفع هذه مسجّلة للطلب أصلًا. لم يتغيّر شيء.',
  },
  order_reason_required: {
    en: 'Give a reason for this change.',
    ar: 'اذكر سبب هذا التغيير.',
  },
  order_unpay_refunded: {
    en: 'This order has a refund, so it cannot be marked unpaid.',
    ar: 'لهذا الطلب استرداد، فلا يمكن تسجيله غير مدفوع.',
  },
  order_unpay_manager: {
    en: 'Only a manager can mark a paid order unpaid, with a reason.',
    ar: 'لا يسجّل الطلب المدفوع غير مدفوع إلا المدير، مع ذكر السبب.',
  },
  refund_order_unpaid: {
    en: 'Only a paid order can be refunded.',
    ar: 'لا يُسترد إلا مبلغ طلب مدفوع.',
  },
  refund_order_cancelled: {
    en: 'This order is cancelled; its refund was made when it was cancelled.',
    ar: 'هذا الطلب ملغى، وقد استُرد مبلغه عند إلغائه.',
  },
  refund_amount_invalid: {
    en: 'The amount must be more than zero and no more than what is left to refund.',
    ar: 'يجب أن يكون المبلغ أكبر من صفر ولا يزيد على المتبقي للاسترداد.',
  },
  order_has_credit_note: {
    en: 'This order has a credit note, so it cannot be deleted.',
    ar: 'لهذا الطلب إشعار دائن، فلا يمكن حذفه.',
  },
  order_delete_paid: {
    en: 'This order is paid and has a tax invoice, so it cannot be deleted. Cancel it with a refund instead.',
    ar: 'هذا الطلب مدفوع وله فاتورة ضريبية، فلا يمكن حذفه. ألغِه مع استرداد المبلغ بدلًا من ذلك.',
  },
  credit_note_not_found: { en: 'Credit note not found.', ar: 'الإشعار الدائن غير موجود.' },
  customer_not_found: { en: 'Customer not found.', ar: 'العميل غير موجود.' },
  mail_not_found: { en: 'E-mail not found in the outbox.', ar: 'الرسالة غير موجودة في البريد الصادر.' },
  printer_address_not_private: {
    en: "The printer's address must be on the shop's own network: 10.x, 172.16–31.x, 192.168.x, or an IPv6 address starting fc or fd. This server's own address, 169.254.x addresses and public internet addresses are not accepted.",
    ar: 'يجب أن يكون عنوان الطابعة على شبكة المحل الداخلية: \u200E10.x\u200E أو \u200E172.16–31.x\u200E أو \u200E192.168.x\u200E أو عنوان IPv6 يبدأ بـ \u200Efc\u200E أو \u200Efd\u200E. لا يُقبل عنوان هذا الخادم ولا عناوين \u200E169.254.x\u200E ولا العناوين العامة على الإنترنت.',
  },
  printer_disabled: { en: 'The printer is turned off in Settings.', ar: 'الطابعة غير مفعّلة في الإعدادات.' },
  print_job_not_found: {
    en: 'Ticket not found in the print queue.',
    ar: 'التذكرة غير موجودة في قائمة انتظار الطباعة.',
  },
  print_job_finished: {
    en: 'This ticket has already been printed or cancelled.',
    ar: 'طُبعت هذه التذكرة أو أُلغيت من قبل.',
  },
  shift_already_open: {
    en: 'A shift is already open: close it before opening another.',
    ar: 'هناك وردية مفتوحة: أغلقها قبل فتح وردية أخرى.',
  },
  shift_not_found: { en: 'Shift not found.', ar: 'الوردية غير موجودة.' },
  shift_already_closed: {
    en: 'This shift has already been closed; its close cannot be changed.',
    ar: 'أُغلقت هذه الوردية من قبل، ولا يمكن تعديل إغلاقها.',
  },
  shift_still_open: {
    en: 'This shift is still open: an adjustment is recorded after its close.',
    ar: 'هذه الوردية ما زالت مفتوحة: تُسجَّل التسوية بعد إغلاقها.',
  },
  z_report_shift_open: {
    en: 'This shift is still open: its Z report is printed once it is closed.',
    ar: 'هذه الوردية ما زالت مفتوحة: يُطبع تقرير الإغلاق بعد إغلاقها.',
  },
  day_close_empty: {
    en: 'No shift was opened on this day: there is no close to print.',
    ar: 'لم تُفتح أي وردية في هذا اليوم: لا يوجد إغلاق لطباعته.',
  },
  mail_already_sent: {
    en: 'This e-mail has already been sent.',
    ar: 'تم إرسال هذه الرسالة بالفعل.',
  },
  dates_required: { en: 'Please select both start and end dates', ar: 'يُرجى اختيار تاريخَي البداية والنهاية' },
  date_range_invalid: {
    en: 'The start date must be on or before the end date.',
    ar: 'يجب أن يكون تاريخ البداية قبل تاريخ النهاية أو مساويًا له.',
  },
  date_range_too_long: {
    en: 'Please choose a range of at most 366 days.',
    ar: 'يُرجى اختيار فترة لا تتجاوز 366 يومًا.',
  },
  file_too_large: {
    en: 'File too large. Maximum size is 5MB.',
    ar: 'حجم الملف كبير جدًا. الحد الأقصى 5 ميغابايت.',
  },
  payload_too_large: {
    en: 'This request is too large to be accepted.',
    ar: 'حجم البيانات المُرسلة أكبر من الحد المسموح به.',
  },
  unsupported_image: {
    en: 'Please choose a JPEG, PNG or WebP image.',
    ar: 'يُرجى اختيار صورة بصيغة JPEG أو PNG أو WebP.',
  },
  category_in_use: {
    en: 'This category is still in use. Move or delete what it holds first.',
    ar: 'هذه الفئة ما زالت مستخدمة. انقل محتواها أو احذفه أولًا.',
  },
  category_not_found: { en: 'Category not found.', ar: 'الفئة غير موجودة.' },
  option_group_not_found: { en: 'Option group not found.', ar: 'مجموعة الخيارات غير موجودة.' },
  option_not_found: { en: 'Option not found.', ar: 'الخيار غير موجود.' },
  option_group_too_few: {
    en: 'This group needs at least as many options as its maximum choices. Lower the maximum first, or archive the whole group.',
    ar: 'تحتاج هذه المجموعة إلى خيارات لا يقل عددها عن الحد الأقصى للاختيارات. خفّض الحد الأقصى أولًا، أو أرشِف المجموعة كلها.',
  },
  subcategory_not_found: { en: 'Subcategory not found.', ar: 'الفئة الفرعية غير موجودة.' },
  invalid_credentials: { en: 'Invalid email or password', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' },
  email_not_verified: {
    en: 'Please check your email to confirm your account before logging in',
    ar: 'يُرجى تأكيد حسابك من خلال الرابط المرسل إلى بريدك الإلكتروني قبل تسجيل الدخول',
  },
  email_taken: {
    en: 'An account with this email already exists. Please sign in instead.',
    ar: 'يوجد حساب مسجّل بهذا البريد الإلكتروني. يُرجى تسجيل الدخول بدلًا من ذلك.',
  },
  wrong_password: { en: 'The current password is not correct.', ar: 'كلمة المرور الحالية غير صحيحة.' },
  car_not_found: { en: 'Car not found.', ar: 'السيارة غير موجودة.' },
  car_exists: {
    en: 'This plate is already in your cars.',
    ar: 'هذه اللوحة محفوظة مسبقًا ضمن سياراتك.',
  },
  car_limit: {
    en: 'You can save up to 10 cars. Delete one to add another.',
    ar: 'يمكنك حفظ 10 سيارات كحد أقصى. احذف إحداها لإضافة سيارة جديدة.',
  },
  order_too_large: {
    en: 'This order is larger than we can take online. Please call the shop and we will prepare it for you.',
    ar: 'هذا الطلب أكبر مما نستقبله عبر الموقع. يُرجى الاتصال بالمحل وسنجهّزه لك.',
  },
  store_closed: {
    en: 'We are closed right now and cannot take orders.',
    ar: 'المحل مغلق حاليًا ولا يستقبل الطلبات.',
  },
  orders_paused: {
    en: 'We have paused new orders for a few minutes. Please try again shortly.',
    ar: 'أوقفنا استقبال الطلبات الجديدة لبضع دقائق. يُرجى المحاولة بعد قليل.',
  },
  item_unavailable: {
    en: 'Some items in your cart are no longer available. Please review your cart.',
    ar: 'بعض الأصناف في سلتك لم تعد متاحة. يُرجى مراجعة السلة.',
  },
  size_unavailable: {
    en: 'A size in your cart is not one this product comes in. Please choose one of its sizes.',
    ar: 'أحد الأحجام في سلتك غير متاح لهذا الصنف. يُرجى اختيار أحد أحجامه.',
  },
  invalid_options: {
    en: 'Some choices in your cart are no longer offered, or a required choice is missing. Please review your cart.',
    ar: 'بعض الخيارات في سلتك لم تعد متاحة، أو ينقصها خيار مطلوب. يُرجى مراجعة السلة.',
  },
  employee_unavailable: {
    en: 'The selected employee is not available. Please choose another or none.',
    ar: 'الموظف المختار غير متاح. يُرجى اختيار موظف آخر أو عدم الاختيار.',
  },
  idempotency_conflict: {
    en: 'This order was already submitted with different details. Please reload the page.',
    ar: 'سبق إرسال هذا الطلب بتفاصيل مختلفة. يُرجى إعادة تحميل الصفحة.',
  },
  idempotency_key_reused: {
    en: 'This order was already sent with different details. Please review your cart and place it again.',
    ar: 'سبق إرسال هذا الطلب بتفاصيل مختلفة. يُرجى مراجعة سلتك وإرسال الطلب من جديد.',
  },
  // Issue 19 §6, a customer's own data (delete my account).
  account_delete_staff: {
    en: 'A staff account cannot be deleted here. Please ask the shop owner or an administrator.',
    ar: 'لا يمكن حذف حساب موظف من هنا. يُرجى التواصل مع مالك المحل أو أحد المسؤولين.',
  },
  account_delete_open_order: {
    en: 'You have an order on its way. You can delete your account once it has been handed over.',
    ar: 'لديك طلب لم يُسلَّم بعد. يمكنك حذف حسابك بعد تسليمه.',
  },
  // Issue 19, part 5 (staff accounts): linking an account to its employee record, password resets.
  employee_linked_elsewhere: {
    en: 'This employee record is already linked to another staff account. Unlink it there first.',
    ar: 'سجل الموظف هذا مرتبط بحساب موظف آخر. ألغِ الربط هناك أولًا.',
  },
  password_reset_unavailable: {
    en: 'Password-reset e-mails are not set up on this server yet.',
    ar: 'رسائل إعادة تعيين كلمة المرور غير مهيأة على هذا الخادم بعد.',
  },
  // Issue 19, password recovery (recovery.routes.ts).
  guest_orders_code_invalid: {
    en: 'This code is not right, has expired or was already used. Check it, or ask for a new code.',
    ar: 'هذا الرمز غير صحيح أو انتهت صلاحيته أو سبق استخدامه. تحقّق منه، أو اطلب رمزًا جديدًا.',
  },
  reset_link_invalid: {
    en: 'This password reset link is invalid, has expired or was already used. Ask for a new one.',
    ar: 'رابط إعادة تعيين كلمة المرور هذا غير صالح أو انتهت صلاحيته أو سبق استخدامه. اطلب رابطًا جديدًا.',
  },
  // Issue 24 (operable): /api/ready while the database is unreachable or behind the code.
  not_ready: {
    en: 'The service is starting or cannot reach its database. Please try again shortly.',
    ar: 'الخدمة قيد التشغيل أو يتعذّر عليها الوصول إلى قاعدة البيانات. يُرجى المحاولة بعد قليل.',
  },
  // Issue 36: the database restarted or stopped, or the disk is full (503, Retry-After).
  unavailable: {
    en: 'The shop cannot take orders right now. Please try again in a moment.',
    ar: 'لا يستطيع المحل استقبال الطلبات الآن. يُرجى المحاولة بعد لحظات.',
  },
  // Issue 19, part 1 (live streams capped).
  live_updates_busy: {
    en: 'Live updates are busy right now. They will resume in a moment.',
    ar: 'التحديثات المباشرة مشغولة حاليًا، وستُستأنف بعد لحظات.',
  },
  // Issue 19 §4, a stronger door for staff: session limits, unfinished business.
  session_expired: {
    en: 'Your session has ended — please sign in again.',
    ar: 'انتهت جلستك، يُرجى تسجيل الدخول مجددًا.',
  },
  password_change_required: {
    en: 'Please choose a new password before you continue.',
    ar: 'يُرجى اختيار كلمة مرور جديدة قبل المتابعة.',
  },
  two_factor_setup_required: {
    en: 'Please set up two-factor sign-in before you continue.',
    ar: 'يُرجى إعداد التحقق بخطوتين قبل المتابعة.',
  },
  two_factor_setup_first: {
    en: 'Set up two-factor sign-in for your own account first (Account → Two-Factor Authentication).',
    ar: 'فعّل التحقق بخطوتين لحسابك أولًا (من صفحة الحساب).',
  },
  // Paying at the car (issue 35): cash goes through the drawer of an open shift.
  cash_needs_open_shift: {
    en: 'No shift is open, so cash cannot be recorded: open a shift first, then record the payment.',
    ar: 'لا توجد وردية مفتوحة، فلا يمكن تسجيل دفع نقدي: افتح الوردية أولًا ثم سجّل الدفع.',
  },
  cash_refund_needs_open_shift: {
    en: 'No shift is open, so cash cannot be given back: open a shift first, or refund by another method.',
    ar: 'لا توجد وردية مفتوحة، فلا يمكن استرداد مبلغ نقدًا: افتح الوردية أولًا أو اختر طريقة استرداد أخرى.',
  },
  tendered_too_little: {
    en: 'The cash handed over is less than the total.',
    ar: 'المبلغ النقدي المستلم أقل من الإجمالي.',
  },
  order_unpaid_handover: {
    en: 'This order is not paid: record the payment first, or say why it is handed over unpaid.',
    ar: 'هذا الطلب غير مدفوع: سجّل الدفع أولًا، أو اذكر سبب تسليمه دون دفع.',
  },
  // The card provider's keys (issue 37): the server decides whether they can be saved here.
  payment_keys_from_environment: {
    en: "Stripe's keys come from the server's environment (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), so they cannot be changed here. Change them on the server.",
    ar: 'مفاتيح Stripe مأخوذة من متغيرات البيئة على الخادم (\u200eSTRIPE_SECRET_KEY\u200e و\u200eSTRIPE_WEBHOOK_SECRET\u200e)، لذلك لا يمكن تغييرها هنا. غيّرها على الخادم.',
  },
  payment_secrets_key_missing: {
    en: 'Keys cannot be saved: the server has no SECRETS_KEY to encrypt them with. Set the environment variable SECRETS_KEY (at least 32 characters) and restart the server. Nothing was saved.',
    ar: 'تعذّر حفظ المفاتيح: لم يُضبط على الخادم متغير البيئة \u200eSECRETS_KEY\u200e الذي تُشفَّر به. اضبطه (32 حرفًا على الأقل) ثم أعد تشغيل الخادم. لم يُحفظ أي شيء.',
  },
} as const satisfies Record<string, { en: string; ar: string }>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message_en: string;
    message_ar: string;
    details?: unknown;
    request_id?: string;
  };
}

export function errorBody(
  code: ErrorCode,
  details?: unknown,
  requestId?: string,
  /** Texts that say more than the code's fixed ones (e.g. when the shop opens again). */
  messages?: { en: string; ar: string },
): ApiErrorBody {
  const m = messages ?? ERROR_MESSAGES[code];
  return {
    error: {
      code,
      message_en: m.en,
      message_ar: m.ar,
      ...(details === undefined ? {} : { details }),
      ...(requestId ? { request_id: requestId } : {}),
    },
  };
}
