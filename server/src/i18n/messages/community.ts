import type { Localized } from '../languages.ts';

// Messages of the community area (referral poster and share texts), in all seven languages.
export const communityMessages = {
  'referral.poster.title': {
    en: 'Trade crypto with me',
    zh: '和我一起交易数字货币',
    hk: '和我一起交易數字貨幣',
    jp: '一緒に暗号資産を取引しよう',
    kr: '함께 암호화폐를 거래해요',
    esp: 'Opera criptomonedas conmigo',
    th: 'มาเทรดคริปโตด้วยกัน',
  },
  'referral.poster.subtitle': {
    en: 'Scan the code to register',
    zh: '扫码立即注册',
    hk: '掃碼立即註冊',
    jp: 'コードを読み取って登録',
    kr: '코드를 스캔하여 가입하세요',
    esp: 'Escanea el código para registrarte',
    th: 'สแกนโค้ดเพื่อสมัคร',
  },
  'referral.poster.background': {
    en: 'Spot, options, contracts and finance in one app',
    zh: '现货、期权、合约与理财，一个应用全搞定',
    hk: '現貨、期權、合約與理財，一個應用全搞定',
    jp: '現物・オプション・契約・資産運用をひとつのアプリで',
    kr: '현물, 옵션, 계약, 재테크를 하나의 앱에서',
    esp: 'Spot, opciones, contratos y finanzas en una sola app',
    th: 'สปอต ออปชัน สัญญา และการเงิน ครบในแอปเดียว',
  },
  'referral.share.title': {
    en: 'Join me on the exchange',
    zh: '邀请你加入交易所',
    hk: '邀請你加入交易所',
    jp: '取引所に招待します',
    kr: '거래소에 초대합니다',
    esp: 'Únete a mí en el exchange',
    th: 'มาร่วมเทรดกับฉัน',
  },
  'referral.share.text': {
    en: 'Register with my invite code {code} and start trading: {link}',
    zh: '使用我的邀请码 {code} 注册，开始交易：{link}',
    hk: '使用我的邀請碼 {code} 註冊，開始交易：{link}',
    jp: '招待コード {code} で登録して取引を始めよう：{link}',
    kr: '내 초대 코드 {code}로 가입하고 거래를 시작하세요: {link}',
    esp: 'Regístrate con mi código de invitación {code} y empieza a operar: {link}',
    th: 'สมัครด้วยรหัสเชิญของฉัน {code} แล้วเริ่มเทรดได้เลย: {link}',
  },
} satisfies Record<string, Localized>;
