import type { NotificationCode } from './notification-messages.ts';

// Read by the web's Arabic table and the server's Arabic e-mails.
export const arNotifications: Record<NotificationCode, string> = {
  'notification.applied': 'طلب انضمام جديد من {name} إلى «{ideaTitle}».',
  'notification.accepted':
    'تم قبول طلبك للانضمام إلى «{ideaTitle}»! انقر للتأكيد والانضمام إلى الفريق.',
  'notification.invited':
    'دعاك {name} للانضمام إلى فريق «{ideaTitle}». انقر للتأكيد والانضمام إلى الفريق.',
  'notification.rejected': 'تم رفض طلبك للانضمام إلى «{ideaTitle}».',
  'notification.teamFilled': 'اكتمل فريق «{ideaTitle}»، لذا أُغلق طلبك للانضمام إليه.',
  'notification.memberJoined': 'انضمّ {name} إلى فريقك في «{ideaTitle}».',
  'notification.joinedElsewhere': 'انضمّ {name} إلى فريق آخر ولن ينضم إلى «{ideaTitle}».',
  'notification.invitationDeclined': 'رفض {name} دعوة الانضمام إلى «{ideaTitle}».',
  'notification.memberLeft': 'غادر {name} فريقك في «{ideaTitle}».',
  'notification.removedFromTeam': 'تمت إزالتك من فريق «{ideaTitle}».',
  'notification.memberDeleted': 'لم يعد {name} في فريقك «{ideaTitle}»: تم حذف حسابه.',
  'notification.leaderLeft':
    'غادر {name} فريق «{ideaTitle}» بصفته قائده، لذا تم حل الفريق وحذف الفكرة.',
  'notification.ideaDeleted': 'حذف صاحب الفكرة «{ideaTitle}» فكرته، لذا تم حل فريقها.',
  // Passive: the administrator may be of either gender.
  'notification.ideaRemovedByAdmin': 'أُزيلت الفكرة «{ideaTitle}» بقرار من الإدارة وتم حل فريقها.',
  'notification.leaderDeleted': 'تم حل فريق «{ideaTitle}» لأن حساب قائده حُذف.',
  'notification.joinedOtherIdea': 'تم حذف فكرتك لأنك انضممت إلى فريق «{ideaTitle}».',
  'notification.youJoined': 'انضممت إلى فريق «{ideaTitle}».',
  'notification.youDeclined': 'رفضت دعوة الانضمام إلى «{ideaTitle}».',
  'notification.invitationWithdrawn':
    'سُحبت دعوة الانضمام إلى «{ideaTitle}» لأنك انضممت إلى فريق آخر.',
  'notification.invitationGone': 'لم تعد دعوة الانضمام إلى «{ideaTitle}» متاحة: تم حذف الفكرة.',
  'notification.youWithdrew': 'سحبت طلبك للانضمام إلى «{ideaTitle}».',
  'notification.applicationWithdrawn': 'سحب {name} طلبه للانضمام إلى «{ideaTitle}».',
  'notification.leadershipToYou':
    'سلّمك {name} قيادة فريق «{ideaTitle}»: أنت الآن قائده وصاحب الفكرة.',
  'notification.leadershipChanged': 'أصبح {name} قائد فريقك في «{ideaTitle}».',
  'notification.placedInTeam': 'وزّعك المنسّق على الفريق في «{ideaTitle}».',
  'notification.placedInYourTeam': 'وزّع المنسّق {names} على فريقك في «{ideaTitle}».',
  'notification.formedTeamLeader':
    'كوّن المنسّق فريقًا جديدًا أنت قائده، مع {names}: اكتب عنوان الفكرة ووصفها.',
  'notification.formedTeamMember': 'وضعك المنسّق في فريق جديد يقوده {name}.',
  'notification.placementUndone': 'تراجع المنسّق عن توزيع: لم تعد في الفريق في «{ideaTitle}».',
  'notification.placementUndoneInYourTeam':
    'تراجع المنسّق عن توزيع: غادر {names} فريقك في «{ideaTitle}».',
  'notification.addedByCoordinator': 'أضافك المنسّق إلى الفريق في «{ideaTitle}».',
  'notification.addedToYourTeam': 'أضاف المنسّق {name} إلى فريقك في «{ideaTitle}».',
  'notification.removedByCoordinator': 'أزالك المنسّق من الفريق في «{ideaTitle}».',
  'notification.removedFromYourTeam': 'أزال المنسّق {name} من فريقك في «{ideaTitle}».',
  'notification.formationClosing':
    'يُغلق تشكيل الفرق خلال أقل من 48 ساعة ولست في فريق بعد: تقدّم إلى فكرة أو انشر فكرتك.',
  'notification.applicantsWaiting':
    'يُغلق تشكيل الفرق خلال أقل من 48 ساعة وهناك متقدمون إلى «{ideaTitle}» ينتظرون قرارك.',
  'notification.coordinatorReminder':
    'يذكّرك المنسق بأنك لست في فريق بعد: تقدّم إلى فكرة أو انشر فكرتك.',
  'notification.coordinatorReminderNote':
    'يذكّرك المنسق بأنك لست في فريق بعد: تقدّم إلى فكرة أو انشر فكرتك. ملاحظته: {note}',
  'notification.applicationLapsed':
    'انتهت صلاحية طلبك للانضمام إلى «{ideaTitle}»: أُغلق تشكيل الفرق قبل اكتماله.',
  'notification.applicantLapsed':
    'انتهت صلاحية طلب {name} للانضمام إلى «{ideaTitle}»: أُغلق تشكيل الفرق قبل اكتماله.',
  'notification.invitationLapsed':
    'انتهت صلاحية دعوة الانضمام إلى «{ideaTitle}»: أُغلق تشكيل الفرق قبل تأكيدك.',
};

// docs/decisions/0084-gendered-arabic.md; a text about an administrator has no gender.
export const arNotificationsFemale: Partial<Record<NotificationCode, string>> = {
  'notification.invited':
    'دعتك {name} للانضمام إلى فريق «{ideaTitle}». انقري للتأكيد والانضمام إلى الفريق.',
  'notification.formationClosing':
    'يُغلق تشكيل الفرق خلال أقل من 48 ساعة ولستِ في فريق بعد: تقدّمي إلى فكرة أو انشري فكرتك.',
  'notification.coordinatorReminder':
    'يذكّرك المنسق بأنكِ لستِ في فريق بعد: تقدّمي إلى فكرة أو انشري فكرتك.',
  'notification.coordinatorReminderNote':
    'يذكّرك المنسق بأنكِ لستِ في فريق بعد: تقدّمي إلى فكرة أو انشري فكرتك. ملاحظته: {note}',
  'notification.accepted':
    'تم قبول طلبك للانضمام إلى «{ideaTitle}»! انقري للتأكيد والانضمام إلى الفريق.',
  'notification.memberJoined': 'انضمّت {name} إلى فريقك في «{ideaTitle}».',
  'notification.joinedElsewhere': 'انضمّت {name} إلى فريق آخر ولن تنضم إلى «{ideaTitle}».',
  'notification.invitationDeclined': 'رفضت {name} دعوة الانضمام إلى «{ideaTitle}».',
  'notification.memberLeft': 'غادرت {name} فريقك في «{ideaTitle}».',
  'notification.memberDeleted': 'لم تعد {name} في فريقك «{ideaTitle}»: تم حذف حسابها.',
  'notification.leaderLeft':
    'غادرت {name} فريق «{ideaTitle}» بصفتها قائدته، لذا تم حل الفريق وحذف الفكرة.',
  'notification.ideaDeleted': 'حذفت صاحبة الفكرة «{ideaTitle}» فكرتها، لذا تم حل فريقها.',
  'notification.leaderDeleted': 'تم حل فريق «{ideaTitle}» لأن حساب قائدته حُذف.',
  'notification.applicationWithdrawn': 'سحبت {name} طلبها للانضمام إلى «{ideaTitle}».',
  'notification.leadershipToYou':
    'سلّمتك {name} قيادة فريق «{ideaTitle}»: أنتِ الآن قائدته وصاحبة الفكرة.',
  'notification.leadershipChanged': 'أصبحت {name} قائدة فريقك في «{ideaTitle}».',
};
