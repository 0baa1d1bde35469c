import type { NewsKind, Names } from '../../db/schema/community.ts';

export interface CategorySeed {
  id: number;
  kind: NewsKind;
  sort: number;
  names: Names;
}

export const CATEGORIES: CategorySeed[] = [
  {
    id: 1,
    kind: 'notice',
    sort: 1,
    names: {
      en: 'Announcements',
      zh: '平台公告',
      hk: '平台公告',
      jp: 'お知らせ',
      kr: '공지사항',
      esp: 'Avisos',
      th: 'ประกาศ',
    },
  },
  {
    id: 2,
    kind: 'news',
    sort: 1,
    names: {
      en: 'Platform news',
      zh: '平台动态',
      hk: '平台動態',
      jp: 'ニュース',
      kr: '플랫폼 소식',
      esp: 'Noticias',
      th: 'ข่าวสาร',
    },
  },
  {
    id: 3,
    kind: 'help',
    sort: 1,
    names: {
      en: 'Getting started',
      zh: '新手入门',
      hk: '新手入門',
      jp: 'はじめに',
      kr: '시작하기',
      esp: 'Primeros pasos',
      th: 'เริ่มต้นใช้งาน',
    },
  },
  {
    id: 4,
    kind: 'help',
    sort: 2,
    names: {
      en: 'Deposits and withdrawals',
      zh: '充值与提现',
      hk: '充值與提現',
      jp: '入金と出金',
      kr: '입금 및 출금',
      esp: 'Depósitos y retiros',
      th: 'ฝากและถอน',
    },
  },
  {
    id: 5,
    kind: 'help',
    sort: 3,
    names: {
      en: 'Account security',
      zh: '账户安全',
      hk: '帳戶安全',
      jp: 'アカウントの安全',
      kr: '계정 보안',
      esp: 'Seguridad de la cuenta',
      th: 'ความปลอดภัยของบัญชี',
    },
  },
  {
    id: 6,
    kind: 'rule',
    sort: 1,
    names: {
      en: 'Platform rules',
      zh: '平台规则',
      hk: '平台規則',
      jp: '利用規則',
      kr: '플랫폼 규칙',
      esp: 'Normas de la plataforma',
      th: 'กฎของแพลตฟอร์ม',
    },
  },
];
