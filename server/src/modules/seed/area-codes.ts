import { sql } from 'drizzle-orm';
import { areaCodes } from '../../db/schema/auth.ts';
import type { Localized } from '../../i18n/index.ts';
import type { Seed } from './seed.ts';

// Calling codes the platform serves, most used first; names as each language writes them.
type Row = [
  country: string,
  code: string,
  en: string,
  zh: string,
  hk: string,
  jp: string,
  kr: string,
  esp: string,
  th: string,
];

const ROWS: Row[] = [
  [
    'US',
    '1',
    'United States',
    '美国',
    '美國',
    'アメリカ合衆国',
    '미국',
    'Estados Unidos',
    'สหรัฐอเมริกา',
  ],
  ['CN', '86', 'China', '中国', '中國', '中国', '중국', 'China', 'จีน'],
  ['HK', '852', 'Hong Kong', '中国香港', '中國香港', '香港', '홍콩', 'Hong Kong', 'ฮ่องกง'],
  ['TW', '886', 'Taiwan', '中国台湾', '台灣', '台湾', '대만', 'Taiwán', 'ไต้หวัน'],
  ['MO', '853', 'Macao', '中国澳门', '中國澳門', 'マカオ', '마카오', 'Macao', 'มาเก๊า'],
  ['JP', '81', 'Japan', '日本', '日本', '日本', '일본', 'Japón', 'ญี่ปุ่น'],
  ['KR', '82', 'South Korea', '韩国', '韓國', '韓国', '대한민국', 'Corea del Sur', 'เกาหลีใต้'],
  ['SG', '65', 'Singapore', '新加坡', '新加坡', 'シンガポール', '싱가포르', 'Singapur', 'สิงคโปร์'],
  ['TH', '66', 'Thailand', '泰国', '泰國', 'タイ', '태국', 'Tailandia', 'ไทย'],
  [
    'MY',
    '60',
    'Malaysia',
    '马来西亚',
    '馬來西亞',
    'マレーシア',
    '말레이시아',
    'Malasia',
    'มาเลเซีย',
  ],
  ['VN', '84', 'Vietnam', '越南', '越南', 'ベトナム', '베트남', 'Vietnam', 'เวียดนาม'],
  ['PH', '63', 'Philippines', '菲律宾', '菲律賓', 'フィリピン', '필리핀', 'Filipinas', 'ฟิลิปปินส์'],
  [
    'ID',
    '62',
    'Indonesia',
    '印度尼西亚',
    '印尼',
    'インドネシア',
    '인도네시아',
    'Indonesia',
    'อินโดนีเซีย',
  ],
  ['KH', '855', 'Cambodia', '柬埔寨', '柬埔寨', 'カンボジア', '캄보디아', 'Camboya', 'กัมพูชา'],
  ['IN', '91', 'India', '印度', '印度', 'インド', '인도', 'India', 'อินเดีย'],
  [
    'AE',
    '971',
    'United Arab Emirates',
    '阿联酋',
    '阿聯酋',
    'アラブ首長国連邦',
    '아랍에미리트',
    'Emiratos Árabes Unidos',
    'สหรัฐอาหรับเอมิเรตส์',
  ],
  ['TR', '90', 'Türkiye', '土耳其', '土耳其', 'トルコ', '튀르키예', 'Turquía', 'ตุรกี'],
  ['GB', '44', 'United Kingdom', '英国', '英國', 'イギリス', '영국', 'Reino Unido', 'สหราชอาณาจักร'],
  ['ES', '34', 'Spain', '西班牙', '西班牙', 'スペイン', '스페인', 'España', 'สเปน'],
  ['DE', '49', 'Germany', '德国', '德國', 'ドイツ', '독일', 'Alemania', 'เยอรมนี'],
  ['FR', '33', 'France', '法国', '法國', 'フランス', '프랑스', 'Francia', 'ฝรั่งเศส'],
  ['IT', '39', 'Italy', '意大利', '意大利', 'イタリア', '이탈리아', 'Italia', 'อิตาลี'],
  ['NL', '31', 'Netherlands', '荷兰', '荷蘭', 'オランダ', '네덜란드', 'Países Bajos', 'เนเธอร์แลนด์'],
  ['CH', '41', 'Switzerland', '瑞士', '瑞士', 'スイス', '스위스', 'Suiza', 'สวิตเซอร์แลนด์'],
  ['RU', '7', 'Russia', '俄罗斯', '俄羅斯', 'ロシア', '러시아', 'Rusia', 'รัสเซีย'],
  ['CA', '1', 'Canada', '加拿大', '加拿大', 'カナダ', '캐나다', 'Canadá', 'แคนาดา'],
  ['MX', '52', 'Mexico', '墨西哥', '墨西哥', 'メキシコ', '멕시코', 'México', 'เม็กซิโก'],
  ['BR', '55', 'Brazil', '巴西', '巴西', 'ブラジル', '브라질', 'Brasil', 'บราซิล'],
  [
    'AR',
    '54',
    'Argentina',
    '阿根廷',
    '阿根廷',
    'アルゼンチン',
    '아르헨티나',
    'Argentina',
    'อาร์เจนตินา',
  ],
  ['AU', '61', 'Australia', '澳大利亚', '澳洲', 'オーストラリア', '호주', 'Australia', 'ออสเตรเลีย'],
  [
    'NZ',
    '64',
    'New Zealand',
    '新西兰',
    '紐西蘭',
    'ニュージーランド',
    '뉴질랜드',
    'Nueva Zelanda',
    'นิวซีแลนด์',
  ],
  [
    'ZA',
    '27',
    'South Africa',
    '南非',
    '南非',
    '南アフリカ',
    '남아프리카 공화국',
    'Sudáfrica',
    'แอฟริกาใต้',
  ],
];

export const areaCodesSeed: Seed = {
  name: 'area_codes',
  async run({ db }) {
    const values = ROWS.map(([countryCode, areaCode, en, zh, hk, jp, kr, esp, th], index) => {
      const names: Localized = { en, zh, hk, jp, kr, esp, th };
      return { countryCode, areaCode, names, sort: index + 1 };
    });
    // Names follow the seed (translations get corrected); enabled/sort stay the operator's.
    await db
      .insert(areaCodes)
      .values(values)
      .onConflictDoUpdate({ target: areaCodes.countryCode, set: { names: sql`excluded.names` } });
  },
};
