// Placeholder until the theme machine lands (issue 4): renders nothing.
export function ThemeMenu() {
  return null;
}
