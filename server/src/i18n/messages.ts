import type { Localized } from './languages.ts';
import { assetsMessages } from './messages/assets.ts';
import { communityMessages } from './messages/community.ts';
import { contentMessages } from './messages/content.ts';
import { derivativesMessages } from './messages/derivatives.ts';
import { depositMessages } from './messages/deposit.ts';
import { exchangeMessages } from './messages/exchange.ts';
import { inputMessages } from './messages/input.ts';
import { kycMessages } from './messages/kyc.ts';
import { liabilitiesMessages } from './messages/liabilities.ts';
// market
import { marketMessages } from './messages/market.ts';
import { operatorDashboardMessages } from './messages/operator-dashboard.ts';
import { operatorMessages } from './messages/operators.ts';
import { operatorUserMessages } from './messages/operator-users.ts';
import { operatorProductMessages } from './messages/operator-products.ts';
import { operatorOtcMessages } from './messages/operator-otc.ts';
import { operatorCoinsMessages } from './messages/operator-coins.ts';
import { operatorProjectsMessages } from './messages/operator-projects.ts';
import { operatorDerivativesMessages } from './messages/operator-derivatives.ts';
import { operatorMarketsMessages } from './messages/operator-markets.ts';
import { operatorPartnersMessages } from './messages/operator-partners.ts';
import { operatorMiningMessages } from './messages/operator-mining.ts';
import { operatorCopytradeMessages } from './messages/operator-copytrade.ts';
import { otcMessages } from './messages/otc.ts';
import { passkeyMessages } from './messages/passkeys.ts';
import { notificationMessages } from './messages/notifications.ts';
import { secondFactorMessages } from './messages/second-factor.ts';
import { securityMessages } from './messages/security.ts';
import { securityMailMessages } from './messages/security-mail.ts';
import { settingsMessages } from './messages/settings.ts';
// publication and mining
import { publicationMessages } from './messages/publication.ts';
// trust
import { trustMessages } from './messages/trust.ts';
import { withdrawMessages } from './messages/withdraw.ts';

// Every message the server shows a user, in all seven languages. `{name}` marks a parameter.
export const messages = {
  ok: {
    en: 'Success',
    zh: '操作成功',
    hk: '操作成功',
    jp: '完了しました',
    kr: '완료되었습니다',
    esp: 'Operación realizada',
    th: 'ดำเนินการสำเร็จ',
  },
  lang_set: {
    en: 'Language updated',
    zh: '语言已切换',
    hk: '語言已切換',
    jp: '言語を変更しました',
    kr: '언어가 변경되었습니다',
    esp: 'Idioma actualizado',
    th: 'เปลี่ยนภาษาแล้ว',
  },
  code_sent: {
    en: 'Verification code sent',
    zh: '验证码已发送',
    hk: '驗證碼已發送',
    jp: '認証コードを送信しました',
    kr: '인증 코드가 발송되었습니다',
    esp: 'Código de verificación enviado',
    th: 'ส่งรหัสยืนยันแล้ว',
  },
  code_valid: {
    en: 'The verification code is correct',
    zh: '验证码正确',
    hk: '驗證碼正確',
    jp: '認証コードを確認しました',
    kr: '인증 코드가 확인되었습니다',
    esp: 'El código de verificación es correcto',
    th: 'รหัสยืนยันถูกต้อง',
  },
  registered: {
    en: 'Registration successful',
    zh: '注册成功',
    hk: '註冊成功',
    jp: '登録が完了しました',
    kr: '회원가입이 완료되었습니다',
    esp: 'Registro completado',
    th: 'ลงทะเบียนสำเร็จ',
  },
  signed_in: {
    en: 'Login successful',
    zh: '登录成功',
    hk: '登入成功',
    jp: 'ログインしました',
    kr: '로그인되었습니다',
    esp: 'Has iniciado sesión',
    th: 'เข้าสู่ระบบสำเร็จ',
  },
  signed_out: {
    en: 'You have logged out',
    zh: '已退出登录',
    hk: '已登出',
    jp: 'ログアウトしました',
    kr: '로그아웃되었습니다',
    esp: 'Has cerrado la sesión',
    th: 'ออกจากระบบแล้ว',
  },
  password_reset: {
    en: 'Your password has been reset. Please log in again',
    zh: '密码已重置，请重新登录',
    hk: '密碼已重設，請重新登入',
    jp: 'パスワードを再設定しました。もう一度ログインしてください',
    kr: '비밀번호가 재설정되었습니다. 다시 로그인해 주세요',
    esp: 'Tu contraseña se ha restablecido. Vuelve a iniciar sesión',
    th: 'รีเซ็ตรหัสผ่านแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  },

  'error.validation': {
    en: 'Please check the information you entered',
    zh: '请检查您填写的信息',
    hk: '請檢查您填寫的資料',
    jp: '入力内容をご確認ください',
    kr: '입력한 정보를 확인해 주세요',
    esp: 'Revisa los datos introducidos',
    th: 'กรุณาตรวจสอบข้อมูลที่กรอก',
  },
  'error.unauthenticated': {
    en: 'Please log in again',
    zh: '请重新登录',
    hk: '請重新登入',
    jp: 'もう一度ログインしてください',
    kr: '다시 로그인해 주세요',
    esp: 'Vuelve a iniciar sesión',
    th: 'กรุณาเข้าสู่ระบบอีกครั้ง',
  },
  'error.forbidden': {
    en: 'You do not have permission to do this',
    zh: '您没有权限执行此操作',
    hk: '您沒有權限執行此操作',
    jp: 'この操作を行う権限がありません',
    kr: '이 작업을 수행할 권한이 없습니다',
    esp: 'No tienes permiso para realizar esta acción',
    th: 'คุณไม่มีสิทธิ์ดำเนินการนี้',
  },
  'error.not_found': {
    en: 'The requested resource was not found',
    zh: '请求的内容不存在',
    hk: '請求的內容不存在',
    jp: 'お探しの情報が見つかりません',
    kr: '요청한 항목을 찾을 수 없습니다',
    esp: 'No se ha encontrado el recurso solicitado',
    th: 'ไม่พบข้อมูลที่ร้องขอ',
  },
  'error.rate_limited': {
    en: 'Too many requests. Please try again later',
    zh: '操作过于频繁，请稍后再试',
    hk: '操作過於頻繁，請稍後再試',
    jp: '操作が多すぎます。しばらくしてからもう一度お試しください',
    kr: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요',
    esp: 'Demasiadas solicitudes. Inténtalo de nuevo más tarde',
    th: 'ทำรายการบ่อยเกินไป กรุณาลองใหม่ภายหลัง',
  },
  'error.internal': {
    en: 'Something went wrong. Please try again later',
    zh: '系统繁忙，请稍后再试',
    hk: '系統繁忙，請稍後再試',
    jp: 'エラーが発生しました。しばらくしてからもう一度お試しください',
    kr: '오류가 발생했습니다. 잠시 후 다시 시도해 주세요',
    esp: 'Se ha producido un error. Inténtalo de nuevo más tarde',
    th: 'เกิดข้อผิดพลาด กรุณาลองใหม่ภายหลัง',
  },
  'error.not_implemented': {
    en: 'This feature is not available yet',
    zh: '该功能暂未开放',
    hk: '此功能暫未開放',
    jp: 'この機能はまだご利用いただけません',
    kr: '아직 제공되지 않는 기능입니다',
    esp: 'Esta función aún no está disponible',
    th: 'ฟังก์ชันนี้ยังไม่เปิดให้บริการ',
  },
  'error.payload_too_large': {
    en: 'The upload is too large',
    zh: '上传内容超出大小限制',
    hk: '上載內容超出大小限制',
    jp: 'アップロードできるサイズを超えています',
    kr: '업로드 가능한 크기를 초과했습니다',
    esp: 'El archivo supera el tamaño permitido',
    th: 'ไฟล์มีขนาดเกินกำหนด',
  },
  'error.unsupported_media_type': {
    en: 'Unsupported request format',
    zh: '不支持的请求格式',
    hk: '不支援的請求格式',
    jp: 'サポートされていないリクエスト形式です',
    kr: '지원하지 않는 요청 형식입니다',
    esp: 'Formato de solicitud no admitido',
    th: 'ไม่รองรับรูปแบบคำขอนี้',
  },
  'error.account_exists': {
    en: 'This account is already registered',
    zh: '该账号已注册',
    hk: '此帳戶已註冊',
    jp: 'このアカウントはすでに登録されています',
    kr: '이미 가입된 계정입니다',
    esp: 'Esta cuenta ya está registrada',
    th: 'บัญชีนี้ลงทะเบียนไว้แล้ว',
  },
  'error.code_invalid': {
    en: 'The verification code is incorrect or has expired',
    zh: '验证码错误或已过期',
    hk: '驗證碼錯誤或已過期',
    jp: '認証コードが正しくないか、有効期限が切れています',
    kr: '인증 코드가 올바르지 않거나 만료되었습니다',
    esp: 'El código de verificación es incorrecto o ha caducado',
    th: 'รหัสยืนยันไม่ถูกต้องหรือหมดอายุแล้ว',
  },
  'error.code_too_soon': {
    en: 'Please wait {seconds} seconds before requesting another code',
    zh: '请在 {seconds} 秒后重新获取验证码',
    hk: '請在 {seconds} 秒後重新獲取驗證碼',
    jp: '認証コードは {seconds} 秒後に再送信できます',
    kr: '{seconds}초 후에 인증 코드를 다시 요청해 주세요',
    esp: 'Espera {seconds} segundos antes de solicitar otro código',
    th: 'กรุณารอ {seconds} วินาทีก่อนขอรหัสใหม่',
  },
  'error.login_failed': {
    en: 'Incorrect account or password',
    zh: '账号或密码错误',
    hk: '帳戶或密碼錯誤',
    jp: 'アカウントまたはパスワードが正しくありません',
    kr: '계정 또는 비밀번호가 올바르지 않습니다',
    esp: 'Cuenta o contraseña incorrecta',
    th: 'บัญชีหรือรหัสผ่านไม่ถูกต้อง',
  },
  'error.login_throttled': {
    en: 'Too many failed attempts. Please try again in {minutes} minutes',
    zh: '登录失败次数过多，请 {minutes} 分钟后再试',
    hk: '登入失敗次數過多，請 {minutes} 分鐘後再試',
    jp: 'ログインの失敗が多すぎます。{minutes} 分後にもう一度お試しください',
    kr: '로그인 실패 횟수가 너무 많습니다. {minutes}분 후에 다시 시도해 주세요',
    esp: 'Demasiados intentos fallidos. Inténtalo de nuevo dentro de {minutes} minutos',
    th: 'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณาลองใหม่ในอีก {minutes} นาที',
  },
  'error.invite_code_invalid': {
    en: 'Invalid invitation code',
    zh: '邀请码无效',
    hk: '邀請碼無效',
    jp: '招待コードが無効です',
    kr: '유효하지 않은 초대 코드입니다',
    esp: 'El código de invitación no es válido',
    th: 'รหัสเชิญไม่ถูกต้อง',
  },

  'field.required': {
    en: 'This field is required',
    zh: '此项为必填项',
    hk: '此項為必填',
    jp: 'この項目は必須です',
    kr: '필수 입력 항목입니다',
    esp: 'Este campo es obligatorio',
    th: 'กรุณากรอกช่องนี้',
  },
  'field.invalid': {
    en: 'Invalid format',
    zh: '格式不正确',
    hk: '格式不正確',
    jp: '形式が正しくありません',
    kr: '형식이 올바르지 않습니다',
    esp: 'El formato no es válido',
    th: 'รูปแบบไม่ถูกต้อง',
  },
  'field.too_short': {
    en: 'Enter at least {limit} characters',
    zh: '请至少输入 {limit} 个字符',
    hk: '請至少輸入 {limit} 個字元',
    jp: '{limit} 文字以上で入力してください',
    kr: '{limit}자 이상 입력해 주세요',
    esp: 'Introduce al menos {limit} caracteres',
    th: 'กรุณากรอกอย่างน้อย {limit} ตัวอักษร',
  },
  'field.too_long': {
    en: 'Enter at most {limit} characters',
    zh: '最多输入 {limit} 个字符',
    hk: '最多輸入 {limit} 個字元',
    jp: '{limit} 文字以内で入力してください',
    kr: '{limit}자 이하로 입력해 주세요',
    esp: 'Introduce como máximo {limit} caracteres',
    th: 'กรอกได้ไม่เกิน {limit} ตัวอักษร',
  },
  'field.phone_required': {
    en: 'Please enter phone number',
    zh: '请输入手机号',
    hk: '請輸入手機號碼',
    jp: '電話番号を入力してください',
    kr: '휴대폰 번호를 입력해 주세요',
    esp: 'Introduce tu número de teléfono',
    th: 'กรุณากรอกหมายเลขโทรศัพท์',
  },
  'field.phone_invalid': {
    en: 'Please enter the correct phone number',
    zh: '请输入正确的手机号',
    hk: '請輸入正確的手機號碼',
    jp: '正しい電話番号を入力してください',
    kr: '올바른 휴대폰 번호를 입력해 주세요',
    esp: 'Introduce un número de teléfono válido',
    th: 'กรุณากรอกหมายเลขโทรศัพท์ให้ถูกต้อง',
  },
  'field.email_required': {
    en: 'Please enter email',
    zh: '请输入邮箱',
    hk: '請輸入電郵地址',
    jp: 'メールアドレスを入力してください',
    kr: '이메일을 입력해 주세요',
    esp: 'Introduce tu correo electrónico',
    th: 'กรุณากรอกอีเมล',
  },
  'field.email_invalid': {
    en: 'Please enter a valid email',
    zh: '请输入有效的邮箱',
    hk: '請輸入有效的電郵地址',
    jp: '有効なメールアドレスを入力してください',
    kr: '올바른 이메일 주소를 입력해 주세요',
    esp: 'Introduce un correo electrónico válido',
    th: 'กรุณากรอกอีเมลที่ถูกต้อง',
  },
  'field.area_code_required': {
    en: 'Please select a country or region code',
    zh: '请选择国家或地区区号',
    hk: '請選擇國家或地區區號',
    jp: '国・地域番号を選択してください',
    kr: '국가 또는 지역 번호를 선택해 주세요',
    esp: 'Selecciona el prefijo de tu país o región',
    th: 'กรุณาเลือกรหัสประเทศหรือภูมิภาค',
  },
  'field.area_code_unknown': {
    en: 'This country or region code is not supported',
    zh: '暂不支持该国家或地区区号',
    hk: '暫不支援此國家或地區區號',
    jp: 'この国・地域番号には対応していません',
    kr: '지원하지 않는 국가 또는 지역 번호입니다',
    esp: 'Este prefijo de país o región no está disponible',
    th: 'ยังไม่รองรับรหัสประเทศหรือภูมิภาคนี้',
  },
  'field.password_mismatch': {
    en: 'The two passwords do not match',
    zh: '两次输入的密码不一致',
    hk: '兩次輸入的密碼不一致',
    jp: '2回入力したパスワードが一致しません',
    kr: '두 비밀번호가 일치하지 않습니다',
    esp: 'Las contraseñas no coinciden',
    th: 'รหัสผ่านทั้งสองครั้งไม่ตรงกัน',
  },
  'field.code_format': {
    en: 'Please enter the 6-digit verification code',
    zh: '请输入 6 位验证码',
    hk: '請輸入 6 位數驗證碼',
    jp: '6桁の認証コードを入力してください',
    kr: '6자리 인증 코드를 입력해 주세요',
    esp: 'Introduce el código de verificación de 6 dígitos',
    th: 'กรุณากรอกรหัสยืนยัน 6 หลัก',
  },

  'mail.code.subject': {
    en: 'Your verification code',
    zh: '您的验证码',
    hk: '您的驗證碼',
    jp: '認証コードのお知らせ',
    kr: '인증 코드 안내',
    esp: 'Tu código de verificación',
    th: 'รหัสยืนยันของคุณ',
  },
  'mail.code.body': {
    en: 'Your verification code is {code}. It is valid for {minutes} minutes. Never share it with anyone. If you did not request it, please ignore this message.',
    zh: '您的验证码是 {code}，{minutes} 分钟内有效。请勿将验证码告诉他人。如非本人操作，请忽略本消息。',
    hk: '您的驗證碼是 {code}，{minutes} 分鐘內有效。請勿將驗證碼告知他人。如非本人操作，請忽略此訊息。',
    jp: '認証コードは {code} です。有効期限は {minutes} 分です。このコードは誰にも教えないでください。お心当たりのない場合は、このメッセージを破棄してください。',
    kr: '인증 코드는 {code}입니다. {minutes}분 동안 유효합니다. 인증 코드를 다른 사람에게 절대 알려 주지 마세요. 본인이 요청하지 않았다면 이 메시지를 무시해 주세요.',
    esp: 'Tu código de verificación es {code}. Es válido durante {minutes} minutos. No lo compartas con nadie. Si no lo has solicitado, ignora este mensaje.',
    th: 'รหัสยืนยันของคุณคือ {code} ใช้ได้ภายใน {minutes} นาที ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น หากคุณไม่ได้เป็นผู้ขอรหัส โปรดเพิกเฉยต่อข้อความนี้',
  },
  // Each area keeps its messages in messages/<area>.ts.
  ...assetsMessages,
  ...securityMessages,
  ...secondFactorMessages,
  ...passkeyMessages,
  ...notificationMessages,
  ...securityMailMessages,
  ...kycMessages,
  ...exchangeMessages,
  // publication and mining
  ...publicationMessages,
  ...depositMessages,
  ...trustMessages,
  ...marketMessages,
  ...communityMessages,
  ...derivativesMessages,
  // ...depositMessages,
  ...withdrawMessages,
  ...otcMessages,
  ...operatorMessages,
  ...operatorUserMessages,
  ...operatorDashboardMessages,
  ...liabilitiesMessages,
  ...operatorProductMessages,
  ...operatorOtcMessages,
  ...operatorCoinsMessages,
  ...operatorProjectsMessages,
  ...operatorDerivativesMessages,
  ...operatorMarketsMessages,
  ...operatorPartnersMessages,
  ...operatorMiningMessages,
  ...operatorCopytradeMessages,
  ...contentMessages,
  ...settingsMessages,
  ...inputMessages,
} satisfies Record<string, Localized>;

export type MessageKey = keyof typeof messages;
