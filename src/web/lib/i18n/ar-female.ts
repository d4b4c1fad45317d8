import { arNotificationsFemale } from '@contract/notification-messages-ar.ts';
import type { MessageKey } from './i18n.ts';

// Looked up before ar.ts for a female reader or subject (docs/decisions/0084-gendered-arabic.md).
export const arFemale: Partial<Record<MessageKey, string>> = {
  // Shared words
  'common.you': '(أنتِ)',
  'discard.title': 'هل تريدين تجاهل تغييراتك؟',
  'discard.body': 'لم تُحفظ التغييرات التي أجريتِها هنا وستضيع.',
  'contact.whatsappLabel': 'راسلي {name} عبر واتساب (يفتح في علامة تبويب جديدة)',

  // Courses
  'courses.import.hint':
    'ملف CSV سطره الأول email,name,gender,major. يُفحص الملف أولًا، ولا يُحفظ شيء حتى تضغطي «استيراد».',
  'courses.remove.body': 'تُغلق طلباتها المعلّقة في هذا المقرر، ويبقى حسابها وفريقها.',
  'courses.remove.invitedBody': 'تُسحب دعوتها، ولا تُرسل رسالتها إن لم تكن قد أُرسلت.',

  // Formation
  'formation.remindNoteHint': 'اكتبي سطرًا واحدًا حتى {max} حرف، يُضاف إلى التذكير وبريده.',

  // Server messages
  'validation.adminEditBoth': 'غيّري صلاحية الإشراف أو بيانات الملف الشخصي، لا كليهما معًا',
  'http.notSignedIn': 'لم تسجّلي الدخول',
  'http.adminOnly': 'يلزم أن تكوني مشرفة',
  'ideas.inTeam': 'غادري فريقك الحالي لإنشاء فكرة جديدة',
  'applications.alreadyMember': 'أنتِ بالفعل عضوة في هذا الفريق',
  'applications.leaveFirst': 'غادري فريقك الحالي قبل الانضمام إلى فريق آخر',
  'applications.withdrawnTooOften':
    'سحبتِ طلبكِ من هذه الفكرة مرات كثيرة، فلا يمكنكِ التقدم إليها مجددًا',
  'teams.noTeam': 'أنتِ لستِ في فريق',
  'teams.notLeader': 'يمكن لقائدة الفريق فقط إزالة العضوات',
  'teams.notMember': 'هذه الطالبة ليست عضوة في فريقك',
  'teams.notLeaderTransfer': 'وحدها قائدة الفريق تستطيع تسليم قيادته',
  'teams.transferSelf': 'أنتِ قائدة هذا الفريق بالفعل',
  'admin.userDeleted': 'تم حذف المستخدمة بنجاح. يجب عليها التسجيل من جديد للوصول إلى النظام.',

  // The signed-in screens
  'nav.skipToContent': 'انتقلي إلى المحتوى',
  'tutorial.getStarted': 'ابدئي الآن',
  'tutorial.1.note':
    'حافظي على سلامتك: تأكدي من أن من تتواصلين معهن طالبات حقيقيات، واستخدمي قنوات الجامعة الرسمية للتواصل.',
  'tutorial.2.title': 'أنشئي فكرة مشروع',
  'tutorial.2.body':
    'انشري فكرة مشروعك لتصبحي قائدة فريق جديد. صِفي الفكرة والتخصصات والمهارات التي تحتاجينها.',
  'tutorial.3.title': 'تصفحي الأفكار وقدّمي طلبك',
  'tutorial.3.body':
    'تصفحي أفكار الطالبات الأخريات، وصفّيها حسب التخصص أو المهارات أو الكلمات المفتاحية، وقدّمي طلب الانضمام مع توضيح دافعك.',
  'tutorial.4.title': 'راجعي الطلبات وكوّني فريقك',
  'tutorial.4.body':
    'بصفتك قائدة الفريق، راجعي الطلبات التي تصلك، واقبليها أو ارفضيها، وكوّني فريقك.',
  'dashboard.publish': 'انشري فكرتك',
  'dashboard.empty': 'لم تنشئي أي فكرة بعد. أنشئي فكرتك الأولى للبدء!',
  'dashboard.emptyInTeam': 'لا يمكنك إنشاء أفكار وأنتِ في فريق. غادري فريقك لإنشاء أفكار.',
  'dashboard.deleteConfirm': 'هل أنتِ متأكدة من أنك تريدين حذف هذه الفكرة؟',
  'dashboard.goToTeam': 'انتقلي إلى فريقي',
  'dashboard.findTeam': 'تصفّحي الأفكار للانضمام إلى فريق',
  'teamStatus.Team Leader': 'قائدة الفريق',
  'teamStatus.Team Member': 'عضوة في الفريق',
  'ideaForm.description': 'شاركي فكرة مشروعك وزميلات الفريق اللواتي تبحثين عنهن.',
  'ideaForm.allowCrossMajor': 'السماح بمتقدمات من تخصصات أخرى',
  'ideaForm.commaHint': 'افصلي بين العناصر بفواصل',
  'ideaForm.maxMembersHint': 'أقصى عدد للعضوات وأنتِ منهن: من 2 إلى 20. اتركيه فارغًا بلا حد.',
  'notifications.applicantsFailed': 'تعذّر تحميل المتقدمات لفكرتك.',
  'notifications.applicants': 'متقدمات جديدات',
  'notifications.matching': 'مطابقات للمتطلبات',
  'applicants.awaiting': 'مقبولات لم ينضممن بعد',
  'applicants.invitedSince': 'دُعيت {since}',
  'notifications.joinTeam': 'انضمّي إلى الفريق',
  'notifications.declineConfirm':
    'ستُبلَّغ قائدة الفريق بأنكِ رفضتِ الدعوة، ولن تستطيع دعوتكِ إلى هذا الفريق مرة أخرى.',
  'notifications.moreApplicants': 'عرض المزيد من المتقدمات',
  'applicants.detailsDescription': 'ترغب في الانضمام إلى فريقك.',
  'browse.subtitle': 'ابحثي عن مشروع يناسب تخصصك ومهاراتك',
  'browse.keywordPlaceholder': 'ابحثي في الأفكار',
  'browse.empty': 'لم يتم العثور على أفكار. جرّبي تعديل عوامل التصفية.',
  'browse.apply': 'قدّمي للانضمام',
  'browse.blocked.withdrawnTooOften': 'سحبتِ طلبكِ مرات كثيرة',
  'browse.crossMajor': 'مرحّب بالمتقدمات من تخصصات أخرى',
  'success.visible': 'أنتِ الآن ظاهرة في دليل الطلاب!',
  'success.hidden': 'أنتِ الآن مخفية من دليل الطلاب',
  'success.userUpdated': 'تم تحديث المستخدمة بنجاح',
  'students.subtitle': 'ابحثي عن زميلات فريق حسب التخصص والمهارات',
  'students.hiddenBanner':
    'أنتِ مخفية حاليًا من دليل الطلاب، ولا تستطيع الطالبات الأخريات العثور عليك.',
  'students.visibleBanner':
    'أنتِ ظاهرة في دليل الطلاب، وتستطيع الطالبات الأخريات العثور عليك والتواصل معك.',
  'students.skillsPlaceholder': 'ابحثي بالاسم أو المهارة، مثال: React',
  'students.resultCount': 'الطالبات المطابقات: {count}',
  'students.anonymous': 'طالبة مجهولة الاسم',
  'students.empty': 'لم يُعثر على طالبات. جرّبي تعديل عوامل التصفية.',
  'students.loadingMore': 'جارٍ تحميل المزيد من الطالبات...',
  'students.detailsDescription': 'تواصلي معها لتكوين فريق لمشروع.',
  'profile.subtitle': 'أديري معلوماتك الشخصية وإعدادات الخصوصية',
  'profile.privacyDescription':
    'اختاري ما تراه الطالبات الأخريات عنك في دليل الطلاب، وما يصلك بالبريد الإلكتروني.',
  'profile.appearInListHint': 'تستطيع الطالبات العثور على ملفك الشخصي والتواصل معك.',
  'profile.showNameHint': 'عند إيقافه تظهرين باسم «طالبة مجهولة الاسم».',
  'profile.showPhoneHint': 'عند إيقافه لا تستطيع الطالبات الاتصال بك أو مراسلتك عبر واتساب.',
  'profile.emailAlwaysVisible': 'بريدك الإلكتروني ظاهر دائمًا للطالبات اللواتي يرينك في الدليل.',
  'team.subtitle': 'مشروعك والأشخاص الذين تبنينه معهم',
  'team.noTeamBody':
    'انشري فكرتك الخاصة من لوحة التحكم، أو تصفحي الأفكار وقدّمي طلبًا للانضمام إلى فريق.',
  'team.leaveConfirm': 'هل أنتِ متأكدة أنك تريدين مغادرة هذا الفريق؟',
  'team.leaveLeaderWarning':
    'أنتِ قائدة الفريق: مغادرتك تحلّ الفريق وتحذف فكرتك، ولا يمكن التراجع عن ذلك.',
  'team.leader': 'قائدة الفريق',
  'team.member': 'عضوة',
  'team.removeConfirm':
    'هل أنتِ متأكدة أنك تريدين إزالة {name} من الفريق؟ لن تتمكن من الانضمام إليه مرة أخرى.',
  'team.handoverOffer': 'سلّمي الفريق إلى إحدى عضواته أولًا ليستمر من دونك، ثم غادري بصفتك عضوة:',
  'team.newLeader': 'القائدة الجديدة',
  'team.makeLeader': 'تعيينها قائدة',
  'team.makeLeaderLabel': 'تعيينها قائدة: {name}',
  'team.makeLeaderConfirm':
    'هل تريدين تسليم قيادة الفريق إلى {name}؟ ستصبح صاحبة الفكرة وتبقين أنتِ عضوة.',
  'apply.description': 'أخبري الفريق لماذا تريدين الانضمام وما الذي تضيفينه. هذا اختياري.',
  'myApplications.empty': 'لم تتقدمي بطلب إلى أي فكرة بعد.',
  'myApplications.status.accepted': 'مدعوّة - انضمّي أو ارفضي',
  'myApplications.withdrawConfirm':
    'هل تريدين سحب طلبك إلى «{title}»؟ لن يراه الفريق بعد الآن. يمكنكِ التقدم مرة أخرى ما لم تسحبي طلبك من هذه الفكرة {count} مرات.',
  'admin.deleteIdeaConfirm': 'هل أنتِ متأكدة أنك تريدين حذف «{title}»؟ سيُحذف فريقها وطلباتها أيضًا.',

  // Admin screens, about the student of the row (her gender, not the admin's)
  'admin.makeAdmin': 'تعيينها مشرفة',
  'admin.deleteUserConfirm':
    'حذف {name} نهائيًا؟ ستُحذف جميع بياناتها (الملف الشخصي والأفكار والطلبات وعضويات الفرق والإشعارات)، وعليها التسجيل من جديد لاستخدام TeamUp.',
  'admin.visible': 'ظاهرة',
  'admin.hidden': 'مخفية',
  'admin.roleAdmin': 'مشرفة',
  'admin.roleUser': 'مستخدمة',
  'admin.leader': 'القائدة',
  'admin.removeMemberConfirm': 'ستغادر {name} هذا الفريق وستُبلَّغ بذلك. يمكنها الانضمام إليه لاحقًا.',
  'admin.member': 'عضوة',

  // Inviting, the formation window and an ended session
  'reauth.description':
    'سجّلي الدخول مرة أخرى للمتابعة. ما كتبتِه في هذه الصفحة محفوظ؛ أرسليه مجددًا بعد تسجيل الدخول.',
  'students.lookingForTeam': 'تبحث عن فريق',
  'students.withoutTeamActive': 'تبحث عن فريق',
  'students.withoutTeamFilter': 'الطالبات الباحثات عن فريق فقط',
  'students.invite': 'ادعي إلى الفريق',
  'students.inviteLabel': 'ادعي إلى الفريق: {name}',
  'myApplications.status.closed': 'مغلق - انضممتِ إلى فريق',
  'admin.makeAdminConfirm':
    'منح {name} صلاحيات الإشراف؟ ستتمكن من إدارة جميع المستخدمين والأفكار والفرق.',
  'invitations.notLeader': 'وحدها قائدة الفريق تستطيع دعوة الطالبات',
  'invitations.studentNotFound': 'الطالبة غير موجودة',
  'invitations.inTeam': 'هذه الطالبة في فريق بالفعل',
  'invitations.removed': 'تمت إزالة هذه الطالبة من فريقك ولا يمكن دعوتها مرة أخرى',
  'invitations.alreadyInvited': 'لدى هذه الطالبة دعوة إلى فريقك بالفعل',
  'invitations.hasApplied': 'تقدّمت هذه الطالبة إلى فكرتك: اقبلي طلبها بدلًا من ذلك',
  'invitations.answeredBefore':
    'سبق أن رفضت هذه الطالبة دعوة فريقك أو سحبت طلبها إليه؛ لا يزال بإمكانها التقدّم بنفسها',
  'invitations.tooOften': 'دعوتِ هذه الطالبة {max} مرات اليوم: يمكنكِ دعوتها مرة أخرى غدًا',
  'invitations.tooManyOpen':
    '{max} من دعواتكِ ما زالت بانتظار الرد: انتظري بعض الردود قبل دعوة المزيد',

  ...arNotificationsFemale,
};
