/**
 * The area tree: six-digit codes, levels province → city → district, regions, and
 * the parent derived from the code itself (a province ends in 0000, a city in 00).
 */
type Region = 'north' | 'northeast' | 'east' | 'central' | 'south' | 'southwest' | 'northwest';

/** [code, name, region] for every province-level division, Taiwan, Hong Kong, Macau and overseas included. */
const PROVINCES: [string, string, Region | null][] = [
  ['110000', '北京市', 'north'],
  ['120000', '天津市', 'north'],
  ['130000', '河北省', 'north'],
  ['140000', '山西省', 'north'],
  ['150000', '内蒙古自治区', 'north'],
  ['210000', '辽宁省', 'northeast'],
  ['220000', '吉林省', 'northeast'],
  ['230000', '黑龙江省', 'northeast'],
  ['310000', '上海市', 'east'],
  ['320000', '江苏省', 'east'],
  ['330000', '浙江省', 'east'],
  ['340000', '安徽省', 'east'],
  ['350000', '福建省', 'east'],
  ['360000', '江西省', 'east'],
  ['370000', '山东省', 'east'],
  ['410000', '河南省', 'central'],
  ['420000', '湖北省', 'central'],
  ['430000', '湖南省', 'central'],
  ['440000', '广东省', 'south'],
  ['450000', '广西壮族自治区', 'south'],
  ['460000', '海南省', 'south'],
  ['500000', '重庆市', 'southwest'],
  ['510000', '四川省', 'southwest'],
  ['520000', '贵州省', 'southwest'],
  ['530000', '云南省', 'southwest'],
  ['540000', '西藏自治区', 'southwest'],
  ['610000', '陕西省', 'northwest'],
  ['620000', '甘肃省', 'northwest'],
  ['630000', '青海省', 'northwest'],
  ['640000', '宁夏回族自治区', 'northwest'],
  ['650000', '新疆维吾尔自治区', 'northwest'],
  ['710000', '台湾省', 'east'],
  ['810000', '香港特别行政区', 'south'],
  ['820000', '澳门特别行政区', 'south'],
  ['900000', '海外', null],
];

/** Cities and districts: a representative sample, codes as published in the national table. */
const LOWER_LEVELS: [string, string][] = [
  ['110100', '北京市'],
  ['110101', '东城区'],
  ['110102', '西城区'],
  ['110105', '朝阳区'],
  ['110108', '海淀区'],
  ['120100', '天津市'],
  ['120101', '和平区'],
  ['120104', '南开区'],
  ['130100', '石家庄市'],
  ['130102', '长安区'],
  ['130200', '唐山市'],
  ['130600', '保定市'],
  ['310100', '上海市'],
  ['310101', '黄浦区'],
  ['310104', '徐汇区'],
  ['310115', '浦东新区'],
  ['320100', '南京市'],
  ['320102', '玄武区'],
  ['320106', '鼓楼区'],
  ['320500', '苏州市'],
  ['320505', '虎丘区'],
  ['320506', '吴中区'],
  ['330100', '杭州市'],
  ['330102', '上城区'],
  ['330106', '西湖区'],
  ['330108', '滨江区'],
  ['330200', '宁波市'],
  ['330203', '海曙区'],
  ['420100', '武汉市'],
  ['420102', '江岸区'],
  ['420106', '武昌区'],
  ['430100', '长沙市'],
  ['430104', '岳麓区'],
  ['440100', '广州市'],
  ['440103', '荔湾区'],
  ['440104', '越秀区'],
  ['440106', '天河区'],
  ['440300', '深圳市'],
  ['440303', '罗湖区'],
  ['440304', '福田区'],
  ['440305', '南山区'],
  ['450100', '南宁市'],
  ['450102', '兴宁区'],
  ['500100', '重庆市'],
  ['500101', '万州区'],
  ['500103', '渝中区'],
  ['510100', '成都市'],
  ['510104', '锦江区'],
  ['510107', '武侯区'],
  ['540100', '拉萨市'],
  ['540102', '城关区'],
  ['610100', '西安市'],
  ['610113', '雁塔区'],
  ['650100', '乌鲁木齐市'],
  ['650102', '天山区'],
  ['710100', '台北市'],
  ['710200', '高雄市'],
  ['810100', '香港岛'],
  ['810101', '中西区'],
  ['810200', '九龙'],
  ['810300', '新界'],
  ['820100', '澳门半岛'],
  ['820200', '离岛'],
  ['900100', '美国'],
  ['900200', '日本'],
  ['900300', '新加坡'],
];

const PROVINCE_LEVEL_CITIES = new Set(['110000', '120000', '310000', '500000']);

/** A flat area record; lists rebuild the tree from `parentCode`. */
export interface AreaRecord {
  id: string;
  code: string;
  name: string;
  level: 'province' | 'city' | 'district';
  parentCode: string | null;
  region?: Region;
  provinceLevelCity?: boolean;
  autonomousRegion?: boolean;
}

/**
 * The parent of a six-digit code: a province (ends 0000) has none, a city (ends 00) belongs to its
 * province, a district to its city when that city is listed, else straight to the province.
 *
 * @example
 * parentOfAreaCode('330106', new Set(['330100'])); // '330100'
 */
export function parentOfAreaCode(code: string, known: Set<string>): string | null {
  if (code.endsWith('0000')) return null;
  const province = `${code.slice(0, 2)}0000`;
  if (code.endsWith('00')) return province;
  const city = `${code.slice(0, 4)}00`;
  return known.has(city) ? city : province;
}

/**
 * Every area record, provinces first.
 *
 * @example
 * seedAreas().find((a) => a.code === '810000')?.name; // '香港特别行政区'
 */
export function seedAreas(): AreaRecord[] {
  const known = new Set([...PROVINCES.map(([code]) => code), ...LOWER_LEVELS.map(([code]) => code)]);
  const provinces: AreaRecord[] = PROVINCES.map(([code, name, region]) => ({
    id: code,
    code,
    name,
    level: 'province',
    parentCode: null,
    ...(region ? { region } : {}),
    ...(PROVINCE_LEVEL_CITIES.has(code) ? { provinceLevelCity: true } : {}),
    ...(name.endsWith('自治区') ? { autonomousRegion: true } : {}),
  }));
  const lower: AreaRecord[] = LOWER_LEVELS.map(([code, name]) => ({
    id: code,
    code,
    name,
    level: code.endsWith('00') ? 'city' : 'district',
    parentCode: parentOfAreaCode(code, known),
  }));
  return [...provinces, ...lower];
}
