// The foods the product's food table holds (scripts/build-nutrition-foods.ts copies their figures into foods.json):
// the book's food code, the product's kind (which WS/T 554 food group it counts in), the name a canteen knows it by
// (the book's when absent), and whether it is a dark-coloured vegetable (深色蔬菜: dark green, red, orange, purple).
// GOODS_FOODS maps every goods item of the goods dictionary (school_goods) to one of them.
export type FoodKind = 'grain' | 'vegetable' | 'fruit' | 'meat' | 'fish' | 'egg' | 'milk' | 'soy' | 'nut' | 'oil';
export type FoodPick = readonly [code: string, kind: FoodKind, name?: string, dark?: boolean];

const D = true;
export const FOOD_PICKS: readonly FoodPick[] = [
  // 谷薯类
  ['012101', 'grain', '大米'], ['012001x', 'grain', '稻米'], ['012213', 'grain', '香米'], ['012212', 'grain', '黑米'], ['012301', 'grain', '糯米'],
  ['012216', 'grain', '糙米'], ['011201x', 'grain', '面粉'], ['011206', 'grain', '面粉（标准粉）'], ['011301x', 'grain', '挂面'], ['011305x', 'grain', '面条（生）'],
  ['011315', 'grain', '鸡蛋挂面'], ['015101', 'grain', '小米'], ['013109', 'grain', '玉米面'], ['013101', 'grain', '鲜玉米'], ['013110', 'grain', '玉米糁'],
  ['019008', 'grain', '薏米'], ['019010', 'grain', '荞麦面'], ['014101', 'grain', '大麦'], ['015201', 'grain', '大黄米'], ['019001', 'grain', '高粱米'],
  ['012410', 'grain', '米粉'], ['012411', 'grain', '河粉'], ['021101', 'grain', '土豆'], ['021205', 'grain', '红薯'], ['021201', 'grain', '白心红薯'],
  ['047104', 'grain', '山药'], ['047203', 'grain', '芋头'], ['022201', 'grain', '粉丝'], ['022203', 'grain', '粉条'], ['022103', 'grain', '玉米淀粉'],
  ['022110', 'grain', '土豆淀粉'], ['032101', 'grain', '绿豆'], ['033101', 'grain', '红小豆'], ['039301', 'grain', '干豌豆'],
  // 蔬菜 (深色: D)
  ['045101x', 'vegetable', '大白菜'], ['045120', 'vegetable', '小白菜', D], ['045125', 'vegetable', '油菜', D], ['045123', 'vegetable', '娃娃菜'], ['045126', 'vegetable', '油菜心', D],
  ['045210', 'vegetable', '圆白菜'], ['045211', 'vegetable', '紫甘蓝', D], ['045216', 'vegetable', '菜花'], ['045217', 'vegetable', '西兰花', D], ['045301', 'vegetable', '菠菜', D],
  ['045331', 'vegetable', '芹菜'], ['045332', 'vegetable', '西芹', D], ['045333', 'vegetable', '生菜', D], ['045334', 'vegetable', '油麦菜', D], ['045337', 'vegetable', '空心菜', D],
  ['045321', 'vegetable', '茼蒿', D], ['045319', 'vegetable', '苋菜', D], ['045324', 'vegetable', '莴笋'], ['045205', 'vegetable', '雪里蕻', D], ['045215', 'vegetable', '芥蓝', D],
  ['045401', 'vegetable', '竹笋'], ['045405', 'vegetable', '冬笋'], ['045412', 'vegetable', '黄花菜', D], ['045415', 'vegetable', '芦笋', D], ['045317', 'vegetable', '香菜', D],
  ['041101', 'vegetable', '白萝卜'], ['041113', 'vegetable', '青萝卜', D], ['041201', 'vegetable', '胡萝卜', D], ['041302', 'vegetable', '苤蓝'], ['041105', 'vegetable', '心里美萝卜', D],
  ['046010', 'vegetable', '莲藕'], ['046007', 'vegetable', '茭白'], ['046008', 'vegetable', '荸荠'], ['043119', 'vegetable', '西红柿', D], ['043120', 'vegetable', '小番茄', D],
  ['043101x', 'vegetable', '茄子', D], ['043124', 'vegetable', '青椒', D], ['043125', 'vegetable', '彩椒', D], ['043123', 'vegetable', '尖椒', D], ['043208', 'vegetable', '黄瓜'],
  ['043213', 'vegetable', '南瓜', D], ['043218', 'vegetable', '西葫芦'], ['043221', 'vegetable', '冬瓜'], ['043228', 'vegetable', '丝瓜'], ['043212', 'vegetable', '苦瓜', D],
  ['043126', 'vegetable', '秋葵', D], ['044206', 'vegetable', '大葱'], ['044205', 'vegetable', '小葱', D], ['044301', 'vegetable', '洋葱'], ['044101', 'vegetable', '大蒜'],
  ['044106', 'vegetable', '蒜苗', D], ['044107', 'vegetable', '蒜薹', D], ['044404', 'vegetable', '韭菜', D], ['047301', 'vegetable', '生姜'], ['042104', 'vegetable', '豆角', D],
  ['042120', 'vegetable', '四季豆', D], ['042117', 'vegetable', '长豇豆', D], ['042106', 'vegetable', '荷兰豆', D], ['042109', 'vegetable', '毛豆', D], ['042111', 'vegetable', '鲜豌豆', D],
  ['042202', 'vegetable', '黄豆芽'], ['042206', 'vegetable', '绿豆芽'], ['042208', 'vegetable', '豌豆苗', D], ['051019', 'vegetable', '香菇'], ['051020', 'vegetable', '干香菇'],
  ['051008', 'vegetable', '金针菇'], ['051015', 'vegetable', '平菇'], ['051017', 'vegetable', '口蘑'], ['051051', 'vegetable', '杏鲍菇'], ['051013', 'vegetable', '干木耳', D],
  ['051014', 'vegetable', '水发木耳', D], ['051024', 'vegetable', '银耳'], ['052003', 'vegetable', '海带'], ['052002', 'vegetable', '鲜海带', D], ['052008', 'vegetable', '紫菜', D],
  // 水果
  ['061101x', 'fruit', '苹果'], ['061201x', 'fruit', '梨'], ['064101', 'fruit', '橙'], ['064206', 'fruit', '蜜橘'], ['064301', 'fruit', '柚子'],
  ['065033', 'fruit', '香蕉'], ['063101x', 'fruit', '葡萄'], ['063910', 'fruit', '草莓'], ['063909', 'fruit', '猕猴桃'], ['066201x', 'fruit', '西瓜'],
  ['066103', 'fruit', '哈密瓜'], ['062101x', 'fruit', '桃'], ['065011', 'fruit', '芒果'], ['065002', 'fruit', '菠萝'], ['065023', 'fruit', '火龙果'],
  ['062301', 'fruit', '鲜枣'], ['062302', 'fruit', '干枣'], ['063107', 'fruit', '葡萄干'],
  // 畜禽肉
  ['081101x', 'meat', '猪肉'], ['081111', 'meat', '猪腿肉'], ['081110', 'meat', '猪瘦肉'], ['081129', 'meat', '猪里脊'], ['081131', 'meat', '猪小排'],
  ['081116', 'meat', '猪蹄'], ['081214', 'meat', '猪肝'], ['081212', 'meat', '猪血'], ['082101x', 'meat', '牛肉'], ['082116', 'meat', '牛腩'],
  ['082108x', 'meat', '牛瘦肉'], ['083101x', 'meat', '羊肉'], ['083116', 'meat', '羊后腿肉'], ['091101x', 'meat', '鸡'], ['091112', 'meat', '鸡胸肉'],
  ['091113', 'meat', '鸡腿'], ['091114', 'meat', '鸡翅'], ['091201', 'meat', '鸡肝'], ['091205', 'meat', '鸡胗'], ['092101x', 'meat', '鸭'],
  ['092104', 'meat', '鸭胸肉'],
  // 鱼虾
  ['121102', 'fish', '草鱼'], ['121226', 'fish', '鲈鱼'], ['121203', 'fish', '带鱼'], ['121111', 'fish', '鲤鱼'], ['121123', 'fish', '鲫鱼'],
  ['121122', 'fish', '鲢鱼'], ['121104', 'fish', '鲶鱼'], ['121112', 'fish', '罗非鱼'], ['121211', 'fish', '大黄鱼'], ['121202', 'fish', '鳕鱼'],
  ['121228', 'fish', '三文鱼'], ['122206', 'fish', '虾仁'], ['122121', 'fish', '南美白对虾'], ['122108', 'fish', '河虾'], ['122205', 'fish', '虾皮'],
  ['129008', 'fish', '鱿鱼'], ['124201x', 'fish', '蛤蜊'],
  // 蛋
  ['111101x', 'egg', '鸡蛋'], ['112101', 'egg', '鸭蛋'], ['114101', 'egg', '鹌鹑蛋'], ['112201', 'egg', '皮蛋'],
  // 奶
  ['101101x', 'milk', '纯牛奶'], ['103001x', 'milk', '酸奶'], ['102101x', 'milk', '全脂奶粉'], ['104001', 'milk', '奶酪'],
  // 大豆
  ['031101', 'soy', '黄豆'], ['031102', 'soy', '黑豆'], ['031306', 'soy', '老豆腐'], ['031307', 'soy', '嫩豆腐'], ['031304', 'soy', '内酯豆腐'],
  ['031510x', 'soy', '豆腐干'], ['031516', 'soy', '香干'], ['031528', 'soy', '腐竹'], ['031509', 'soy', '千张'], ['031405', 'soy', '豆浆'],
  ['031506', 'soy', '油豆腐'], ['031522', 'soy', '素鸡'], ['031527', 'soy', '豆腐皮'],
  // 坚果
  ['072004', 'nut', '花生仁'], ['071004', 'nut', '核桃'], ['072016', 'nut', '白芝麻'], ['072017', 'nut', '黑芝麻'], ['071008', 'nut', '板栗'],
  // 油
  ['192004', 'oil', '大豆油'], ['192007', 'oil', '花生油'], ['192001', 'oil', '菜籽油'], ['192016', 'oil', '玉米油'], ['192017', 'oil', '芝麻油'],
];

/**
 * Every goods item of the goods dictionary (school_goods), mapped to its food. Where the closest entry lacks a figure
 * the goods need, the nearest complete one: 牛肉 (牛腩) → 牛肉（代表值）, 虾仁 → 南美白对虾, 青椒 → 辣椒（青、尖）;
 * 巴沙鱼柳 (Pangasius) → 鲶鱼, its family. 食用植物油 and 千张 keep their vitamin C missing: the book prints none.
 */
export const GOODS_FOODS: Readonly<Record<string, string>> = {
  G0101: '012101', G0102: '011201x', G0103: '192004', G0104: '011315', G0105: '015101', G0106: '013109',
  G0201: '081111', G0202: '081129', G0203: '082101x', G0204: '083116', G0205: '081131', G0206: '081101x',
  G0301: '111101x', G0302: '112101', G0303: '091112', G0304: '091113', G0305: '091114', G0306: '114101',
  G0401: '121102', G0402: '121226', G0403: '121203', G0404: '122121', G0405: '121104', G0406: '052003',
  G0501: '045101x', G0502: '021101', G0503: '043119', G0504: '043208', G0505: '041201', G0506: '043123', G0507: '045217', G0508: '045301',
  G0601: '031306', G0602: '031307', G0603: '031510x', G0604: '031528', G0605: '031405', G0606: '031509',
};
