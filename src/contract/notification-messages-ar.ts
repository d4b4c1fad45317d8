import type { NotificationCode } from './notification-messages.ts';

// Arabic for every notification code (./notification-messages.ts holds the English): the web's
// Arabic table (loaded only when Arabic is chosen) and the server's Arabic e-mails both read it.
// `{name}` and `{ideaTitle}` are the users' own words, shown in their own direction.
export const arNotifications: Record<NotificationCode, string> = {
  'notification.applied': 'طلب انضمام جديد من {name} إلى «{ideaTitle}».',
  'notification.accepted':
    'تم قبول طلبك للانضمام إلى «{ideaTitle}»! انقر للتأكيد والانضمام إلى الفريق.',
  'notification.rejected': 'تم رفض طلبك للانضمام إلى «{ideaTitle}».',
  'notification.memberJoined': 'انضمّ {name} إلى فريقك في «{ideaTitle}».',
  'notification.joinedElsewhere': 'انضمّ {name} إلى فريق آخر ولن ينضم إلى «{ideaTitle}».',
  'notification.invitationDeclined': 'رفض {name} دعوة الانضمام إلى «{ideaTitle}».',
  'notification.memberLeft': 'غادر {name} فريقك في «{ideaTitle}».',
  'notification.removedFromTeam': 'تمت إزالتك من فريق «{ideaTitle}».',
  'notification.memberDeleted': 'لم يعد {name} في فريقك «{ideaTitle}»: تم حذف حسابه.',
  'notification.leaderLeft':
    'غادر {name} فريق «{ideaTitle}» بصفته قائده، لذا تم حل الفريق وحذف الفكرة.',
  'notification.ideaDeleted': 'حذف صاحب الفكرة «{ideaTitle}» فكرته، لذا تم حل فريقها.',
  'notification.ideaRemovedByAdmin': 'أزال أحد المشرفين الفكرة «{ideaTitle}» وتم حل فريقها.',
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
};
