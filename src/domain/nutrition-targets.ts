// Daily energy, macronutrient, fiber and water targets from a profile and a goal (docs/nutrition-method.md).
export const GOAL_TYPES = ['weight_loss', 'muscle_gain', 'maintenance', 'endurance'] as const;
export const ACTIVITY_LEVELS = [
  'sedentary',
  'lightly_active',
  'moderately_active',
  'very_active',
  'extremely_active',
] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];
export type Gender = (typeof GENDERS)[number];

/** The targets a subscriber may set themselves instead of the computed ones. */
export const TARGET_KEYS = [
  'targetCalories',
  'targetProtein',
  'targetCarbs',
  'targetFat',
  'targetFiber',
  'targetWater',
] as const;
export type TargetKey = (typeof TARGET_KEYS)[number];

/** kcal and grams a day, whole; water in litres with one decimal. */
export type Targets = Record<TargetKey, number>;
export type TargetOverrides = Partial<Record<TargetKey, number | null>>;

export interface TargetMethod {
  bmrFormula: string;
  bmr: number;
  activityFactor: number;
  expenditure: number;
  adjustment: number;
  floorApplied: boolean;
  proteinPerKg: number;
  fatShare: number;
  fiberPer1000Kcal: number;
  waterMlPerKg: number;
  summary: string;
}

export interface NutritionProfile {
  goalType: GoalType;
  activityLevel: ActivityLevel;
  /** kg */
  currentWeight: number;
  /** cm */
  height: number;
  age: number;
  gender: Gender;
}

/** Physical activity level multipliers (FAO/WHO/UNU 2004 bands as used with Mifflin-St Jeor). */
export const ACTIVITY_FACTORS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  lightly_active: 1.375,
  moderately_active: 1.55,
  very_active: 1.725,
  extremely_active: 1.9,
};

/** Protein per kg of reference body weight (ISSN position stand 2017: 1.4-2.0, higher in a deficit). */
export const PROTEIN_G_PER_KG: Record<GoalType, number> = {
  weight_loss: 2.2,
  muscle_gain: 1.8,
  maintenance: 1.6,
  endurance: 1.6,
};

/** Share of energy from fat (AMDR 20-35%); raised when 0.5 g/kg needs more. */
export const FAT_SHARE = 0.25;
export const MIN_FAT_SHARE = 0.2;
export const MIN_FAT_G_PER_KG = 0.5;
/** Dietary Guidelines for Americans: 14 g fiber per 1,000 kcal. */
export const FIBER_G_PER_1000_KCAL = 14;
/** EFSA / common practice: about 35 ml water per kg. */
export const WATER_ML_PER_KG = 35;
/** Weight loss: 20% below expenditure, at most 500 kcal (about 0.5 kg a week). */
export const DEFICIT_SHARE = 0.2;
export const MAX_DEFICIT_KCAL = 500;
/** Muscle gain: 10% above expenditure, at most 350 kcal (a lean gain). */
export const SURPLUS_SHARE = 0.1;
export const MAX_SURPLUS_KCAL = 350;
export const MIN_CALORIES = 1200;
/** Above this BMI, protein is counted on the weight at this BMI rather than the whole body weight. */
export const PROTEIN_REFERENCE_BMI = 30;

/** kcal per gram (Atwater general factors). */
export const KCAL_PER_G = { protein: 4, carbs: 4, fat: 9 } as const;

/** Mifflin-St Jeor (1990) resting energy, kcal a day; "other" takes the mean of the two sex constants. */
export function mifflinStJeor(
  profile: Pick<NutritionProfile, 'currentWeight' | 'height' | 'age' | 'gender'>,
) {
  const base = 10 * profile.currentWeight + 6.25 * profile.height - 5 * profile.age;
  const sex = profile.gender === 'male' ? 5 : profile.gender === 'female' ? -161 : (5 - 161) / 2;
  return base + sex;
}

/** Energy a goal calls for, with the adjustment applied and whether the weight-loss floor raised it. */
export function goalCalories(goalType: GoalType, bmr: number, expenditure: number) {
  let calories = expenditure;
  if (goalType === 'weight_loss')
    calories = expenditure - Math.min(DEFICIT_SHARE * expenditure, MAX_DEFICIT_KCAL);
  if (goalType === 'muscle_gain')
    calories = expenditure + Math.min(SURPLUS_SHARE * expenditure, MAX_SURPLUS_KCAL);
  const floor = Math.max(bmr, MIN_CALORIES);
  const floorApplied = goalType === 'weight_loss' && calories < floor;
  if (floorApplied) calories = floor;
  return { calories: Math.round(calories), floorApplied };
}

/** The weight protein is counted on: body weight, capped at the weight of BMI 30 for the height. */
export function proteinReferenceWeight(currentWeight: number, height: number): number {
  const metres = height / 100;
  return Math.min(currentWeight, PROTEIN_REFERENCE_BMI * metres * metres);
}

interface MacroInput {
  calories: number;
  weight: number;
  referenceWeight: number;
  proteinPerKg: number;
  protein?: number | null;
  carbs?: number | null;
  fat?: number | null;
}

/**
 * Splits energy into protein, fat and carbohydrate grams: protein by weight, fat by share (at least 20% and
 * 0.5 g/kg), carbohydrate the rest. Given grams are kept; whole grams whose energy adds up to the target within 2%.
 */
export function splitMacros(input: MacroInput): { protein: number; carbs: number; fat: number } {
  const { calories } = input;
  let fat =
    input.fat ??
    Math.max(
      FAT_SHARE * calories,
      MIN_FAT_SHARE * calories,
      MIN_FAT_G_PER_KG * input.weight * KCAL_PER_G.fat,
    ) / KCAL_PER_G.fat;
  let protein = input.protein ?? input.proteinPerKg * input.referenceWeight;
  fat = Math.round(fat);
  protein = Math.round(protein);
  if (input.carbs != null) {
    const carbs = Math.round(input.carbs);
    // Carbohydrate is the subscriber's: the one not given takes the rest.
    if (input.protein == null) {
      protein = Math.max(
        0,
        Math.round((calories - carbs * KCAL_PER_G.carbs - fat * KCAL_PER_G.fat) / KCAL_PER_G.protein),
      );
    } else if (input.fat == null) {
      fat = Math.max(
        0,
        Math.round((calories - carbs * KCAL_PER_G.carbs - protein * KCAL_PER_G.protein) / KCAL_PER_G.fat),
      );
    }
    return { protein, carbs, fat };
  }
  let rest = calories - protein * KCAL_PER_G.protein - fat * KCAL_PER_G.fat;
  if (rest < 0 && input.protein == null) {
    // A small energy target on a heavy body: protein gives way first, never below what is left after fat.
    protein = Math.max(0, Math.floor((calories - fat * KCAL_PER_G.fat) / KCAL_PER_G.protein));
    rest = calories - protein * KCAL_PER_G.protein - fat * KCAL_PER_G.fat;
  }
  return { protein, carbs: Math.max(0, Math.round(rest / KCAL_PER_G.carbs)), fat };
}

export function macroCalories(macros: { protein: number; carbs: number; fat: number }): number {
  return macros.protein * KCAL_PER_G.protein + macros.carbs * KCAL_PER_G.carbs + macros.fat * KCAL_PER_G.fat;
}

export interface TargetsResult {
  targets: Targets;
  computed: Targets;
  overridden: TargetKey[];
  method: TargetMethod;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Computed targets, then the subscriber's own where given (the rest recomputed around them). */
export function computeTargets(profile: NutritionProfile, overrides: TargetOverrides = {}): TargetsResult {
  const bmr = mifflinStJeor(profile);
  const activityFactor = ACTIVITY_FACTORS[profile.activityLevel];
  const expenditure = bmr * activityFactor;
  const goal = goalCalories(profile.goalType, bmr, expenditure);
  const proteinPerKg = PROTEIN_G_PER_KG[profile.goalType];
  const referenceWeight = proteinReferenceWeight(profile.currentWeight, profile.height);
  const macroBase = { weight: profile.currentWeight, referenceWeight, proteinPerKg };
  const computedMacros = splitMacros({ calories: goal.calories, ...macroBase });
  const water = round1((WATER_ML_PER_KG * profile.currentWeight) / 1000);
  const computed: Targets = {
    targetCalories: goal.calories,
    targetProtein: computedMacros.protein,
    targetCarbs: computedMacros.carbs,
    targetFat: computedMacros.fat,
    targetFiber: Math.round((FIBER_G_PER_1000_KCAL * goal.calories) / 1000),
    targetWater: water,
  };

  const overridden = (Object.keys(overrides) as TargetKey[]).filter((key) => overrides[key] != null);
  let calories = overrides.targetCalories ?? goal.calories;
  const { targetProtein: p, targetCarbs: c, targetFat: f } = overrides;
  if (overrides.targetCalories == null && p != null && c != null && f != null) {
    // A full macro split of their own sets the energy too.
    calories = Math.round(macroCalories({ protein: p, carbs: c, fat: f }));
  }
  const macros =
    p != null && c != null && f != null
      ? { protein: Math.round(p), carbs: Math.round(c), fat: Math.round(f) }
      : splitMacros({ calories, ...macroBase, protein: p, carbs: c, fat: f });
  const targets: Targets = {
    targetCalories: Math.round(calories),
    targetProtein: macros.protein,
    targetCarbs: macros.carbs,
    targetFat: macros.fat,
    targetFiber:
      overrides.targetFiber != null
        ? Math.round(overrides.targetFiber)
        : Math.round((FIBER_G_PER_1000_KCAL * calories) / 1000),
    targetWater: overrides.targetWater != null ? round1(overrides.targetWater) : water,
  };

  return {
    targets,
    computed,
    overridden,
    method: {
      bmrFormula: 'mifflin_st_jeor',
      bmr: Math.round(bmr),
      activityFactor,
      expenditure: Math.round(expenditure),
      adjustment: goal.calories - Math.round(expenditure),
      floorApplied: goal.floorApplied,
      proteinPerKg,
      fatShare: FAT_SHARE,
      fiberPer1000Kcal: FIBER_G_PER_1000_KCAL,
      waterMlPerKg: WATER_ML_PER_KG,
      summary:
        'Resting energy by Mifflin-St Jeor times your activity factor; a moderate deficit or surplus for your goal; ' +
        `protein ${proteinPerKg} g/kg, fat 25% of energy (at least 0.5 g/kg), carbohydrate the rest; ` +
        'fiber 14 g per 1,000 kcal; water 35 ml/kg.',
    },
  };
}
