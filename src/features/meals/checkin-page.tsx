// Placeholder while the screen is being built (issue 4).
export function MealCheckinPage() {
  return null;
}
