import type { Localized } from '../languages.ts';

// Passkeys (modules/passkeys), in all seven languages (merged into ../messages.ts).
export const passkeyMessages = {
  passkey_added: {
    en: 'Passkey added. You can now sign in and confirm with it',
    zh: '通行密钥已添加，现在可以用它登录和验证',
    hk: '通行密鑰已新增，現在可以用它登入和驗證',
    jp: 'パスキーを追加しました。ログインや確認に使えます',
    kr: '패스키가 추가되었습니다. 이제 로그인과 인증에 사용할 수 있습니다',
    esp: 'Llave de acceso añadida. Ya puedes iniciar sesión y confirmar con ella',
    th: 'เพิ่มพาสคีย์แล้ว ตอนนี้คุณใช้พาสคีย์เข้าสู่ระบบและยืนยันตัวตนได้',
  },
  passkey_renamed: {
    en: 'Passkey renamed',
    zh: '通行密钥已重命名',
    hk: '通行密鑰已重新命名',
    jp: 'パスキーの名前を変更しました',
    kr: '패스키 이름이 변경되었습니다',
    esp: 'Llave de acceso renombrada',
    th: 'เปลี่ยนชื่อพาสคีย์แล้ว',
  },
  passkey_removed: {
    en: 'Passkey removed',
    zh: '通行密钥已删除',
    hk: '通行密鑰已刪除',
    jp: 'パスキーを削除しました',
    kr: '패스키가 삭제되었습니다',
    esp: 'Llave de acceso eliminada',
    th: 'ลบพาสคีย์แล้ว',
  },
  'error.passkey_invalid': {
    en: 'The passkey could not be verified. Please try again',
    zh: '通行密钥验证失败，请重试',
    hk: '通行密鑰驗證失敗，請重試',
    jp: 'パスキーを確認できませんでした。もう一度お試しください',
    kr: '패스키를 확인하지 못했습니다. 다시 시도하세요',
    esp: 'No se pudo verificar la llave de acceso. Inténtalo de nuevo',
    th: 'ยืนยันพาสคีย์ไม่สำเร็จ โปรดลองอีกครั้ง',
  },
  'error.passkey_not_found': {
    en: 'This passkey does not exist or was already removed',
    zh: '该通行密钥不存在或已被删除',
    hk: '該通行密鑰不存在或已被刪除',
    jp: 'このパスキーは存在しないか、すでに削除されています',
    kr: '이 패스키가 없거나 이미 삭제되었습니다',
    esp: 'Esta llave de acceso no existe o ya se eliminó',
    th: 'ไม่พบพาสคีย์นี้ หรือพาสคีย์ถูกลบไปแล้ว',
  },
  'error.passkey_limit': {
    en: 'You can keep at most {max} passkeys. Remove one to add another',
    zh: '最多只能保留 {max} 个通行密钥，请先删除一个再添加',
    hk: '最多只能保留 {max} 個通行密鑰，請先刪除一個再新增',
    jp: 'パスキーは最大 {max} 件までです。追加するには、いずれかを削除してください',
    kr: '패스키는 최대 {max}개까지 보관할 수 있습니다. 추가하려면 하나를 삭제하세요',
    esp: 'Puedes tener como máximo {max} llaves de acceso. Elimina una para añadir otra',
    th: 'เก็บพาสคีย์ได้สูงสุด {max} รายการ โปรดลบหนึ่งรายการก่อนเพิ่มใหม่',
  },
} satisfies Record<string, Localized>;
