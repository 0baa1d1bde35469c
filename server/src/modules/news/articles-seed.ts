// Seeded articles of the notice board, news and help center, in all seven languages.
// Each translation is [title, summary, body]; body paragraphs are separated by blank lines.
type Text = [title: string, summary: string, body: string];
export interface ArticleSeed {
  id: number;
  categoryId: number;
  publishedAt: string;
  sort: number;
  text: Record<'en' | 'zh' | 'hk' | 'jp' | 'kr' | 'esp' | 'th', Text>;
}

export const ARTICLES: ArticleSeed[] = [
  {
    id: 101,
    categoryId: 1,
    publishedAt: '2026-11-02T02:00:00Z',
    sort: 1,
    text: {
      en: [
        'Scheduled system maintenance',
        'Trading pauses for about 30 minutes during the upgrade.',
        'We will upgrade our servers on Sunday from 02:00 to 02:30 UTC.\n\nDuring the upgrade trading, deposits and withdrawals are paused. Your balances are safe and nothing needs to be done on your side.',
      ],
      zh: [
        '系统维护公告',
        '升级期间交易将暂停约 30 分钟。',
        '我们将于周日 UTC 02:00 至 02:30 进行服务器升级。\n\n升级期间交易、充值和提现将暂停。您的资产安全无虞，无需进行任何操作。',
      ],
      hk: [
        '系統維護公告',
        '升級期間交易將暫停約 30 分鐘。',
        '我們將於週日 UTC 02:00 至 02:30 進行伺服器升級。\n\n升級期間交易、充值和提現將暫停。您的資產安全無虞，無需進行任何操作。',
      ],
      jp: [
        '定期システムメンテナンスのお知らせ',
        'アップグレード中は取引が約30分間停止します。',
        '日曜日の UTC 02:00〜02:30 にサーバーのアップグレードを行います。\n\nアップグレード中は取引・入金・出金を一時停止します。お客様の資産は安全に保管されており、特別な操作は不要です。',
      ],
      kr: [
        '정기 시스템 점검 안내',
        '업그레이드 중 약 30분간 거래가 중단됩니다.',
        '일요일 UTC 02:00부터 02:30까지 서버 업그레이드를 진행합니다.\n\n업그레이드 중에는 거래, 입금, 출금이 일시 중단됩니다. 자산은 안전하게 보관되며 별도로 하실 일은 없습니다.',
      ],
      esp: [
        'Mantenimiento programado del sistema',
        'El trading se detendrá unos 30 minutos durante la actualización.',
        'Actualizaremos nuestros servidores el domingo de 02:00 a 02:30 UTC.\n\nDurante la actualización se pausan el trading, los depósitos y los retiros. Sus saldos están seguros y no tiene que hacer nada.',
      ],
      th: [
        'ประกาศปิดปรับปรุงระบบตามกำหนด',
        'การซื้อขายจะหยุดชั่วคราวประมาณ 30 นาทีระหว่างการอัปเกรด',
        'เราจะอัปเกรดเซิร์ฟเวอร์ในวันอาทิตย์ เวลา 02:00 ถึง 02:30 UTC\n\nระหว่างการอัปเกรด การซื้อขาย การฝาก และการถอนจะหยุดชั่วคราว ยอดเงินของคุณปลอดภัย และคุณไม่ต้องดำเนินการใด ๆ',
      ],
    },
  },
  {
    id: 102,
    categoryId: 1,
    publishedAt: '2026-11-10T08:00:00Z',
    sort: 2,
    text: {
      en: [
        'Invite friends and earn trading rebates',
        "Share your invite code and receive part of your team's fees.",
        'Every friend who registers with your invite code joins your team.\n\nWhen a team member pays a trading fee, you receive a share of it as a rebate. The share grows with your partner level.',
      ],
      zh: [
        '邀请好友，赚取交易返佣',
        '分享邀请码，获得团队手续费分成。',
        '每位使用您的邀请码注册的好友都会加入您的团队。\n\n团队成员支付交易手续费时，您将获得其中一部分作为返佣。返佣比例随合伙人等级提升。',
      ],
      hk: [
        '邀請好友，賺取交易返佣',
        '分享邀請碼，獲得團隊手續費分成。',
        '每位使用您的邀請碼註冊的好友都會加入您的團隊。\n\n團隊成員支付交易手續費時，您將獲得其中一部分作為返佣。返佣比例隨合夥人等級提升。',
      ],
      jp: [
        '友達を招待して取引リベートを獲得',
        '招待コードを共有して、チームの手数料の一部を受け取りましょう。',
        'あなたの招待コードで登録した友達はあなたのチームに加わります。\n\nチームメンバーが取引手数料を支払うと、その一部がリベートとしてあなたに支払われます。割合はパートナーレベルに応じて上がります。',
      ],
      kr: [
        '친구를 초대하고 거래 리베이트를 받으세요',
        '초대 코드를 공유하고 팀 수수료의 일부를 받으세요.',
        '회원님의 초대 코드로 가입한 친구는 모두 회원님의 팀이 됩니다.\n\n팀원이 거래 수수료를 내면 그 일부를 리베이트로 받습니다. 비율은 파트너 등급이 오를수록 커집니다.',
      ],
      esp: [
        'Invite a sus amigos y gane reembolsos',
        'Comparta su código de invitación y reciba parte de las comisiones de su equipo.',
        'Cada amigo que se registra con su código de invitación se une a su equipo.\n\nCuando un miembro de su equipo paga una comisión de trading, usted recibe una parte como reembolso. La parte aumenta con su nivel de socio.',
      ],
      th: [
        'ชวนเพื่อนแล้วรับค่าคอมมิชชันคืน',
        'แชร์รหัสเชิญและรับส่วนแบ่งค่าธรรมเนียมจากทีมของคุณ',
        'เพื่อนทุกคนที่สมัครด้วยรหัสเชิญของคุณจะเข้าร่วมทีมของคุณ\n\nเมื่อสมาชิกในทีมจ่ายค่าธรรมเนียมการซื้อขาย คุณจะได้รับส่วนแบ่งเป็นค่าคอมมิชชันคืน สัดส่วนจะเพิ่มขึ้นตามระดับพาร์ทเนอร์ของคุณ',
      ],
    },
  },
  {
    id: 201,
    categoryId: 2,
    publishedAt: '2026-11-05T06:00:00Z',
    sort: 1,
    text: {
      en: [
        'Flash exchange now supports more coins',
        'Swap between the listed coins instantly in your spot account.',
        'Flash exchange lets you swap one coin for another at the market price of the moment.\n\nThe amount you receive and the fee are shown before you confirm.',
      ],
      zh: [
        '闪兑支持更多币种',
        '在现货账户中即时兑换已上线币种。',
        '闪兑让您按当时的市场价格将一种币兑换为另一种币。\n\n确认前会显示您将收到的数量和手续费。',
      ],
      hk: [
        '閃兌支援更多幣種',
        '在現貨帳戶中即時兌換已上線幣種。',
        '閃兌讓您按當時的市場價格將一種幣兌換為另一種幣。\n\n確認前會顯示您將收到的數量和手續費。',
      ],
      jp: [
        'フラッシュ交換の対応通貨が増えました',
        '現物アカウントで上場通貨をすぐに交換できます。',
        'フラッシュ交換では、その時点の市場価格で通貨を別の通貨に交換できます。\n\n受取数量と手数料は確定前に表示されます。',
      ],
      kr: [
        '간편 교환 지원 코인 확대',
        '현물 계정에서 상장된 코인을 즉시 교환하세요.',
        '간편 교환으로 현재 시장 가격에 한 코인을 다른 코인으로 바꿀 수 있습니다.\n\n받을 수량과 수수료는 확인 전에 표시됩니다.',
      ],
      esp: [
        'El intercambio rápido admite más monedas',
        'Intercambie al instante las monedas listadas en su cuenta spot.',
        'El intercambio rápido le permite cambiar una moneda por otra al precio de mercado del momento.\n\nLa cantidad que recibirá y la comisión se muestran antes de confirmar.',
      ],
      th: [
        'แลกเปลี่ยนด่วนรองรับเหรียญมากขึ้น',
        'แลกเปลี่ยนเหรียญที่รองรับได้ทันทีในบัญชีสปอต',
        'การแลกเปลี่ยนด่วนช่วยให้คุณแลกเหรียญหนึ่งเป็นอีกเหรียญหนึ่งตามราคาตลาดในขณะนั้น\n\nจำนวนที่จะได้รับและค่าธรรมเนียมจะแสดงก่อนที่คุณจะยืนยัน',
      ],
    },
  },
  {
    id: 301,
    categoryId: 3,
    publishedAt: '2026-10-01T00:00:00Z',
    sort: 1,
    text: {
      en: [
        'How to register and verify your identity',
        'Create an account by phone or e-mail, then complete KYC.',
        'Register with your phone number or e-mail and the code we send you. An invite code is optional.\n\nThen open Identity verification and complete the basic level. Withdrawals and options trading need it; the advanced level requires the basic one first.',
      ],
      zh: [
        '如何注册并完成身份认证',
        '使用手机号或邮箱创建账户，然后完成实名认证。',
        '使用手机号或邮箱以及我们发送的验证码注册，邀请码为选填。\n\n然后进入身份认证完成初级认证。提现和期权交易需要初级认证；高级认证须先完成初级认证。',
      ],
      hk: [
        '如何註冊並完成身份認證',
        '使用手機號或郵箱建立帳戶，然後完成實名認證。',
        '使用手機號或郵箱以及我們發送的驗證碼註冊，邀請碼為選填。\n\n然後進入身份認證完成初級認證。提現和期權交易需要初級認證；高級認證須先完成初級認證。',
      ],
      jp: [
        '登録と本人確認の方法',
        '電話番号またはメールでアカウントを作成し、本人確認を完了します。',
        '電話番号またはメールアドレスと、お送りする認証コードで登録します。招待コードは任意です。\n\n次に本人確認を開き、基本認証を完了してください。出金とオプション取引に必要です。上級認証には基本認証が先に必要です。',
      ],
      kr: [
        '가입 및 본인 인증 방법',
        '휴대폰 번호나 이메일로 계정을 만들고 본인 인증을 완료하세요.',
        '휴대폰 번호나 이메일과 발송된 인증 코드로 가입합니다. 초대 코드는 선택 사항입니다.\n\n그다음 본인 인증에서 기본 인증을 완료하세요. 출금과 옵션 거래에 필요하며, 고급 인증은 기본 인증 후에 가능합니다.',
      ],
      esp: [
        'Cómo registrarse y verificar su identidad',
        'Cree una cuenta con su teléfono o correo y complete la verificación KYC.',
        'Regístrese con su número de teléfono o correo electrónico y el código que le enviamos. El código de invitación es opcional.\n\nLuego abra Verificación de identidad y complete el nivel básico. Es necesario para retirar y operar opciones; el nivel avanzado requiere antes el básico.',
      ],
      th: [
        'วิธีสมัครและยืนยันตัวตน',
        'สร้างบัญชีด้วยเบอร์โทรหรืออีเมล แล้วยืนยันตัวตน (KYC)',
        'สมัครด้วยเบอร์โทรศัพท์หรืออีเมลพร้อมรหัสที่เราส่งให้ รหัสเชิญไม่บังคับ\n\nจากนั้นเปิดหน้ายืนยันตัวตนและทำระดับพื้นฐานให้เสร็จ จำเป็นสำหรับการถอนและการเทรดออปชัน ระดับขั้นสูงต้องผ่านระดับพื้นฐานก่อน',
      ],
    },
  },
  {
    id: 401,
    categoryId: 4,
    publishedAt: '2026-10-02T00:00:00Z',
    sort: 1,
    text: {
      en: [
        'How to deposit',
        'Deposit by chain address or bank transfer, with a proof picture.',
        'Choose the coin and network, send the funds to the address shown, then submit the amount with a screenshot of the transfer.\n\nThe deposit is credited once it has been reviewed.',
      ],
      zh: [
        '如何充值',
        '通过链上地址或银行转账充值，并上传凭证截图。',
        '选择币种和网络，将资金转入显示的地址，然后提交金额和转账截图。\n\n审核通过后资金即到账。',
      ],
      hk: [
        '如何充值',
        '透過鏈上地址或銀行轉帳充值，並上傳憑證截圖。',
        '選擇幣種和網絡，將資金轉入顯示的地址，然後提交金額和轉帳截圖。\n\n審核通過後資金即到帳。',
      ],
      jp: [
        '入金方法',
        'チェーンアドレスまたは銀行振込で入金し、証明画像を提出します。',
        '通貨とネットワークを選び、表示されたアドレスに送金してから、金額と送金のスクリーンショットを提出してください。\n\n審査が完了すると入金が反映されます。',
      ],
      kr: [
        '입금 방법',
        '체인 주소 또는 계좌 이체로 입금하고 증빙 사진을 제출하세요.',
        '코인과 네트워크를 선택하고 표시된 주소로 송금한 뒤, 금액과 이체 화면 캡처를 제출하세요.\n\n검토가 끝나면 입금이 반영됩니다.',
      ],
      esp: [
        'Cómo depositar',
        'Deposite por dirección de cadena o transferencia bancaria, con un comprobante.',
        'Elija la moneda y la red, envíe los fondos a la dirección indicada y envíe el importe con una captura de la transferencia.\n\nEl depósito se acredita una vez revisado.',
      ],
      th: [
        'วิธีฝากเงิน',
        'ฝากผ่านที่อยู่บนเชนหรือโอนผ่านธนาคาร พร้อมแนบรูปหลักฐาน',
        'เลือกเหรียญและเครือข่าย โอนเงินไปยังที่อยู่ที่แสดง แล้วส่งจำนวนเงินพร้อมภาพหน้าจอการโอน\n\nยอดฝากจะเข้าบัญชีหลังผ่านการตรวจสอบ',
      ],
    },
  },
  {
    id: 402,
    categoryId: 4,
    publishedAt: '2026-10-03T00:00:00Z',
    sort: 2,
    text: {
      en: [
        'Withdrawal rules',
        'Up to 3 withdrawals a day, arriving within 12 hours.',
        'You can apply for at most 3 withdrawals a day. The amount is frozen while the request is reviewed and arrives within 12 hours.\n\nSet a withdraw address and a fund password first, and complete identity verification.',
      ],
      zh: [
        '提现规则',
        '每天最多 3 次提现，12 小时内到账。',
        '每天最多可申请 3 次提现。审核期间提现金额将被冻结，12 小时内到账。\n\n请先设置提现地址和资金密码，并完成身份认证。',
      ],
      hk: [
        '提現規則',
        '每天最多 3 次提現，12 小時內到帳。',
        '每天最多可申請 3 次提現。審核期間提現金額將被凍結，12 小時內到帳。\n\n請先設定提現地址和資金密碼，並完成身份認證。',
      ],
      jp: [
        '出金のルール',
        '出金は1日3回まで、12時間以内に着金します。',
        '出金の申請は1日最大3回です。審査中は出金額が凍結され、12時間以内に着金します。\n\n先に出金アドレスと資金パスワードを設定し、本人確認を完了してください。',
      ],
      kr: [
        '출금 규칙',
        '하루 최대 3회 출금, 12시간 이내 도착.',
        '출금 신청은 하루 최대 3회입니다. 검토 중에는 출금액이 동결되며 12시간 이내에 도착합니다.\n\n먼저 출금 주소와 자금 비밀번호를 설정하고 본인 인증을 완료하세요.',
      ],
      esp: [
        'Normas de retiro',
        'Hasta 3 retiros al día, con llegada en 12 horas.',
        'Puede solicitar como máximo 3 retiros al día. El importe queda congelado mientras se revisa la solicitud y llega en un plazo de 12 horas.\n\nPrimero configure una dirección de retiro y una contraseña de fondos, y complete la verificación de identidad.',
      ],
      th: [
        'กฎการถอนเงิน',
        'ถอนได้สูงสุดวันละ 3 ครั้ง ได้รับภายใน 12 ชั่วโมง',
        'คุณยื่นถอนได้สูงสุดวันละ 3 ครั้ง ยอดเงินจะถูกอายัดระหว่างการตรวจสอบและจะได้รับภายใน 12 ชั่วโมง\n\nโปรดตั้งที่อยู่สำหรับถอนและรหัสผ่านกองทุนก่อน และยืนยันตัวตนให้เรียบร้อย',
      ],
    },
  },
  {
    id: 501,
    categoryId: 5,
    publishedAt: '2026-10-04T00:00:00Z',
    sort: 1,
    text: {
      en: [
        'Protect your account with a fund password',
        'A 6-digit fund password guards withdrawals and gifts.',
        'Open Settings, then Security, and set a 6-digit fund password. It is asked for every withdrawal and gift.\n\nNever share your passwords or verification codes with anyone, including support staff.',
      ],
      zh: [
        '设置资金密码保护账户',
        '6 位资金密码保护提现和转赠。',
        '打开设置 > 安全中心，设置 6 位资金密码。每次提现和转赠都需要输入。\n\n切勿向任何人（包括客服人员）透露您的密码或验证码。',
      ],
      hk: [
        '設定資金密碼保護帳戶',
        '6 位資金密碼保護提現和轉贈。',
        '打開設定 > 安全中心，設定 6 位資金密碼。每次提現和轉贈都需要輸入。\n\n切勿向任何人（包括客服人員）透露您的密碼或驗證碼。',
      ],
      jp: [
        '資金パスワードでアカウントを守る',
        '6桁の資金パスワードが出金と送付を保護します。',
        '設定からセキュリティを開き、6桁の資金パスワードを設定してください。出金と送付のたびに入力が必要です。\n\nパスワードや認証コードは、サポート担当者を含め誰にも教えないでください。',
      ],
      kr: [
        '자금 비밀번호로 계정 보호하기',
        '6자리 자금 비밀번호가 출금과 선물을 보호합니다.',
        '설정에서 보안을 열고 6자리 자금 비밀번호를 설정하세요. 출금과 선물 시마다 입력해야 합니다.\n\n비밀번호나 인증 코드는 고객 지원 직원을 포함해 누구에게도 알려 주지 마세요.',
      ],
      esp: [
        'Proteja su cuenta con una contraseña de fondos',
        'Una contraseña de fondos de 6 dígitos protege retiros y envíos.',
        'Abra Ajustes, luego Seguridad, y configure una contraseña de fondos de 6 dígitos. Se solicita en cada retiro y envío.\n\nNunca comparta sus contraseñas ni códigos de verificación con nadie, ni siquiera con el personal de soporte.',
      ],
      th: [
        'ปกป้องบัญชีด้วยรหัสผ่านกองทุน',
        'รหัสผ่านกองทุน 6 หลักช่วยปกป้องการถอนและการโอนให้ผู้อื่น',
        'เปิดการตั้งค่า แล้วไปที่ความปลอดภัย และตั้งรหัสผ่านกองทุน 6 หลัก ระบบจะขอทุกครั้งที่ถอนหรือโอนให้ผู้อื่น\n\nอย่าเปิดเผยรหัสผ่านหรือรหัสยืนยันแก่ผู้ใด รวมถึงเจ้าหน้าที่ฝ่ายบริการ',
      ],
    },
  },
  {
    id: 601,
    categoryId: 6,
    publishedAt: '2026-09-01T00:00:00Z',
    sort: 1,
    text: {
      en: [
        'Referral and rebate rules',
        'How team members, partner levels and rebates work.',
        "A user who registers with your invite code joins your team. Your partner level follows the size of your direct team.\n\nEach time a team member pays a trading fee, your level's share of that fee is credited to your spot account, once per fee. Rebates are never paid on your own trades.",
      ],
      zh: [
        '推广与返佣规则',
        '团队成员、合伙人等级与返佣说明。',
        '使用您的邀请码注册的用户加入您的团队。您的合伙人等级取决于直属团队人数。\n\n团队成员每支付一笔交易手续费，您所在等级对应的比例将计入您的现货账户，每笔手续费仅返一次。您自己的交易不产生返佣。',
      ],
      hk: [
        '推廣與返佣規則',
        '團隊成員、合夥人等級與返佣說明。',
        '使用您的邀請碼註冊的用戶加入您的團隊。您的合夥人等級取決於直屬團隊人數。\n\n團隊成員每支付一筆交易手續費，您所在等級對應的比例將計入您的現貨帳戶，每筆手續費僅返一次。您自己的交易不產生返佣。',
      ],
      jp: [
        '紹介とリベートのルール',
        'チームメンバー、パートナーレベル、リベートの仕組み。',
        'あなたの招待コードで登録したユーザーはあなたのチームに加わります。パートナーレベルは直属チームの人数で決まります。\n\nチームメンバーが取引手数料を支払うたびに、レベルに応じた割合が現物アカウントに1回だけ入金されます。ご自身の取引にはリベートは発生しません。',
      ],
      kr: [
        '추천 및 리베이트 규칙',
        '팀원, 파트너 등급, 리베이트 안내.',
        '회원님의 초대 코드로 가입한 사용자는 회원님의 팀이 됩니다. 파트너 등급은 직속 팀 인원에 따라 정해집니다.\n\n팀원이 거래 수수료를 낼 때마다 등급별 비율이 현물 계정에 수수료 건당 한 번 지급됩니다. 본인의 거래에는 리베이트가 지급되지 않습니다.',
      ],
      esp: [
        'Normas de referidos y reembolsos',
        'Cómo funcionan los miembros del equipo, los niveles de socio y los reembolsos.',
        'Quien se registra con su código de invitación se une a su equipo. Su nivel de socio depende del tamaño de su equipo directo.\n\nCada vez que un miembro paga una comisión de trading, la parte de su nivel se abona en su cuenta spot, una sola vez por comisión. Sus propias operaciones nunca generan reembolsos.',
      ],
      th: [
        'กฎการแนะนำและค่าคอมมิชชันคืน',
        'สมาชิกทีม ระดับพาร์ทเนอร์ และค่าคอมมิชชันคืนทำงานอย่างไร',
        'ผู้ที่สมัครด้วยรหัสเชิญของคุณจะเข้าร่วมทีมของคุณ ระดับพาร์ทเนอร์ขึ้นอยู่กับจำนวนสมาชิกทีมโดยตรง\n\nทุกครั้งที่สมาชิกในทีมจ่ายค่าธรรมเนียมการซื้อขาย ส่วนแบ่งตามระดับของคุณจะเข้าบัญชีสปอตของคุณ ครั้งเดียวต่อค่าธรรมเนียมหนึ่งรายการ การซื้อขายของคุณเองจะไม่ได้รับค่าคอมมิชชันคืน',
      ],
    },
  },
  {
    id: 602,
    categoryId: 6,
    publishedAt: '2026-09-02T00:00:00Z',
    sort: 2,
    text: {
      en: [
        'Early redemption of hosted funds',
        'Redeeming before the end of the cycle costs a penalty.',
        'Hosted funds earn a daily yield for a fixed cycle in days; interest starts the day after the deposit.\n\nIf you redeem early, liquidated damages are deducted from the principal: settlement ratio x remaining days x amount. For example 0.4 % x 3 days x 1000 = 12, so 988 is refunded.',
      ],
      zh: [
        '托管资金提前赎回',
        '周期结束前赎回需支付违约金。',
        '托管资金在固定天数的周期内按日收益计息，存入次日开始计息。\n\n提前赎回将从本金中扣除违约金：结算比例 × 剩余天数 × 金额。例如 0.4% × 3 天 × 1000 = 12，退还 988。',
      ],
      hk: [
        '託管資金提前贖回',
        '週期結束前贖回需支付違約金。',
        '託管資金在固定天數的週期內按日收益計息，存入次日開始計息。\n\n提前贖回將從本金中扣除違約金：結算比例 × 剩餘天數 × 金額。例如 0.4% × 3 天 × 1000 = 12，退還 988。',
      ],
      jp: [
        '預け入れ資金の途中解約',
        'サイクル終了前の解約には違約金がかかります。',
        '預け入れ資金は一定日数のサイクルで日次利回りを得ます。利息は入金の翌日から発生します。\n\n途中解約すると元本から違約金が差し引かれます：清算率 × 残り日数 × 金額。例：0.4% × 3日 × 1000 = 12、返金は988です。',
      ],
      kr: [
        '예치 자금 중도 상환',
        '주기 종료 전 상환 시 위약금이 부과됩니다.',
        '예치 자금은 정해진 일수의 주기 동안 일일 수익을 받으며, 이자는 예치 다음 날부터 발생합니다.\n\n중도 상환 시 원금에서 위약금이 차감됩니다: 정산 비율 × 남은 일수 × 금액. 예: 0.4% × 3일 × 1000 = 12, 환불액 988.',
      ],
      esp: [
        'Rescate anticipado de fondos en custodia',
        'Rescatar antes del final del ciclo tiene una penalización.',
        'Los fondos en custodia generan un rendimiento diario durante un ciclo fijo de días; los intereses empiezan el día siguiente al depósito.\n\nSi rescata antes, se descuenta del capital una penalización: ratio de liquidación x días restantes x importe. Por ejemplo 0,4 % x 3 días x 1000 = 12, y se devuelven 988.',
      ],
      th: [
        'การไถ่ถอนเงินฝากดูแลก่อนกำหนด',
        'การไถ่ถอนก่อนครบรอบมีค่าปรับ',
        'เงินที่ฝากดูแลจะได้รับผลตอบแทนรายวันตามรอบจำนวนวันที่กำหนด ดอกเบี้ยเริ่มนับวันถัดจากวันที่ฝาก\n\nหากไถ่ถอนก่อนกำหนด จะหักค่าปรับจากเงินต้น: อัตราชำระ x จำนวนวันที่เหลือ x จำนวนเงิน เช่น 0.4% x 3 วัน x 1000 = 12 จะได้รับคืน 988',
      ],
    },
  },
];
