// Placeholder while the screen is being built (issue 4).
export function IdCardPage() {
  return null;
}
