import type { Localized } from '../languages.ts';

// The notification inbox (modules/notifications), in all seven languages (merged into ../messages.ts).
export const notificationMessages = {
  notifications_marked: {
    en: 'Marked as read',
    zh: '已标为已读',
    hk: '已標為已讀',
    jp: '既読にしました',
    kr: '읽음으로 표시했습니다',
    esp: 'Marcado como leído',
    th: 'ทำเครื่องหมายว่าอ่านแล้ว',
  },
  'error.notification_not_found': {
    en: 'This notification does not exist or is no longer kept',
    zh: '该通知不存在或已过保存期限',
    hk: '該通知不存在或已過保存期限',
    jp: 'この通知は存在しないか、保存期間が過ぎています',
    kr: '이 알림이 없거나 보관 기간이 지났습니다',
    esp: 'Esta notificación no existe o ya no se conserva',
    th: 'ไม่พบการแจ้งเตือนนี้ หรือพ้นระยะเวลาการเก็บรักษาแล้ว',
  },
} satisfies Record<string, Localized>;
