/** The recipes of Pinch & Pan (`recipes.ts`, `recipes-pages.ts`): cards for the browse page, two full recipes. */

export interface RecipeCard {
  id: string;
  name: string;
  meal: 'Breakfast' | 'Mains' | 'Desserts';
  mins: number;
  serves: number;
  rating: number;
  ratings: number;
  diets: string[];
  ingredients: number;
  /** Loaded by "Load more recipes". */
  later?: boolean;
}

export const RECIPES: RecipeCard[] = [
  {
    id: 'shakshuka',
    name: 'Shakshuka',
    meal: 'Breakfast',
    mins: 30,
    serves: 2,
    rating: 4.6,
    ratings: 212,
    diets: ['Vegetarian', 'Gluten-free'],
    ingredients: 8,
  },
  {
    id: 'oats',
    name: 'Overnight oats with berries',
    meal: 'Breakfast',
    mins: 10,
    serves: 1,
    rating: 4.3,
    ratings: 98,
    diets: ['Vegetarian'],
    ingredients: 6,
  },
  {
    id: 'pancakes',
    name: 'Banana pancakes',
    meal: 'Breakfast',
    mins: 20,
    serves: 2,
    rating: 4.8,
    ratings: 341,
    diets: ['Vegetarian'],
    ingredients: 7,
  },
  {
    id: 'chicken',
    name: 'Lemon & herb roast chicken',
    meal: 'Mains',
    mins: 95,
    serves: 4,
    rating: 4.7,
    ratings: 188,
    diets: ['Gluten-free'],
    ingredients: 9,
  },
  {
    id: 'curry',
    name: 'Chickpea & spinach curry',
    meal: 'Mains',
    mins: 35,
    serves: 4,
    rating: 4.5,
    ratings: 276,
    diets: ['Vegan', 'Vegetarian', 'Gluten-free'],
    ingredients: 8,
  },
  {
    id: 'risotto',
    name: 'Mushroom risotto',
    meal: 'Mains',
    mins: 45,
    serves: 3,
    rating: 4.4,
    ratings: 120,
    diets: ['Vegetarian', 'Gluten-free'],
    ingredients: 10,
  },
  {
    id: 'tacos',
    name: 'Fish tacos with lime slaw',
    meal: 'Mains',
    mins: 25,
    serves: 2,
    rating: 4.2,
    ratings: 64,
    diets: [],
    ingredients: 11,
  },
  {
    id: 'toffee',
    name: 'Sticky toffee pudding',
    meal: 'Desserts',
    mins: 60,
    serves: 6,
    rating: 4.9,
    ratings: 402,
    diets: ['Vegetarian'],
    ingredients: 9,
  },
  {
    id: 'mousse',
    name: 'Chocolate avocado mousse',
    meal: 'Desserts',
    mins: 15,
    serves: 4,
    rating: 3.9,
    ratings: 47,
    diets: ['Vegan', 'Vegetarian', 'Gluten-free'],
    ingredients: 5,
  },
  {
    id: 'soup',
    name: 'Pea & mint soup',
    meal: 'Mains',
    mins: 20,
    serves: 4,
    rating: 4.1,
    ratings: 83,
    diets: ['Vegan', 'Vegetarian', 'Gluten-free'],
    ingredients: 6,
    later: true,
  },
  {
    id: 'granola',
    name: 'Maple pecan granola',
    meal: 'Breakfast',
    mins: 40,
    serves: 8,
    rating: 4.6,
    ratings: 150,
    diets: ['Vegan', 'Vegetarian'],
    ingredients: 7,
    later: true,
  },
  {
    id: 'posset',
    name: 'Lemon posset',
    meal: 'Desserts',
    mins: 15,
    serves: 4,
    rating: 4.7,
    ratings: 96,
    diets: ['Vegetarian', 'Gluten-free'],
    ingredients: 3,
    later: true,
  },
];

/** [amount, unit, name, US amount, US unit] for the recipe's own number of servings. */
export type Ingredient = [number, string, string, number, string];

export interface FullRecipe {
  prep: string;
  cook: string;
  level: string;
  serves: number;
  ingredients: Ingredient[];
  /** Method steps; a step with `timer` minutes has a "Start timer" button. */
  method: { text: string; timer?: number }[];
  nutrition: [string, string][];
}

export const FULL: Record<string, FullRecipe> = {
  chicken: {
    prep: '15 min',
    cook: '1 hr 20 min',
    level: 'Easy',
    serves: 4,
    ingredients: [
      [1.6, 'kg', 'whole chicken', 3.5, 'lb'],
      [2, '', 'lemons', 2, ''],
      [4, '', 'garlic cloves', 4, ''],
      [2, 'tbsp', 'olive oil', 2, 'tbsp'],
      [1, 'small bunch', 'thyme', 1, 'small bunch'],
      [800, 'g', 'new potatoes', 1.75, 'lb'],
      [250, 'ml', 'chicken stock', 1, 'cup'],
      [1, 'tbsp', 'plain flour', 1, 'tbsp'],
      [30, 'g', 'butter', 2, 'tbsp'],
    ],
    method: [
      {
        text: 'Heat the oven to 200°C (180°C fan). Zest one lemon, mix the zest with the butter, thyme and crushed garlic.',
      },
      {
        text: 'Push the butter under the skin, put the halved lemons inside the chicken and roast for 50 minutes.',
        timer: 50,
      },
      { text: 'Add the potatoes to the tin, baste, and roast for another 30 minutes until the juices run clear.' },
      { text: 'Lift the chicken onto a board, cover loosely with foil and rest it for 15 minutes.', timer: 15 },
      { text: 'Stir the flour into the tin juices, add the stock and bubble for 5 minutes to make the gravy.' },
    ],
    nutrition: [
      ['Calories', '612 kcal'],
      ['Fat', '31 g'],
      ['Saturates', '9 g'],
      ['Carbohydrate', '38 g'],
      ['Sugars', '4 g'],
      ['Fibre', '5 g'],
      ['Protein', '46 g'],
      ['Salt', '1.2 g'],
    ],
  },
  curry: {
    prep: '10 min',
    cook: '25 min',
    level: 'Easy',
    serves: 4,
    ingredients: [
      [2, 'tins', 'chickpeas (400 g)', 2, 'cans'],
      [200, 'g', 'spinach', 7, 'oz'],
      [1, '', 'onion', 1, ''],
      [3, '', 'garlic cloves', 3, ''],
      [2, 'tbsp', 'curry paste', 2, 'tbsp'],
      [400, 'ml', 'coconut milk', 1.75, 'cups'],
      [1, '', 'lime', 1, ''],
      [250, 'g', 'basmati rice', 1.25, 'cups'],
    ],
    method: [
      { text: 'Soften the chopped onion and garlic in a little oil for 5 minutes, then stir in the curry paste.' },
      { text: 'Add the chickpeas and coconut milk and simmer for 15 minutes.', timer: 15 },
      { text: 'Stir in the spinach until it wilts, squeeze in the lime and serve with the rice.' },
    ],
    nutrition: [
      ['Calories', '498 kcal'],
      ['Fat', '22 g'],
      ['Saturates', '15 g'],
      ['Carbohydrate', '58 g'],
      ['Sugars', '7 g'],
      ['Fibre', '11 g'],
      ['Protein', '15 g'],
      ['Salt', '0.9 g'],
    ],
  },
};
